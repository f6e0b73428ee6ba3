import { db, faults, reset } from './db';
import { renderCashierPage } from './cashier-page';
import { downloadResponse } from './downloads';
import { parseFault } from './faults';
import { applyCashierAction, findOrder, isCashierAction } from './model/orders';
import {
  CAPTCHA_MODES, captchaMode, clearCaptchaRuntime, GT_REGISTER_MODES, gtRegisterMode, setCaptchaMode, setGtRegisterMode, type CaptchaMode, type GtRegisterMode,
} from './model/captcha';
import { clearRequestLog, lastRequest } from './model/request-log';
import { latestCode } from './model/sms';
import { revokeToken, revokeTokens } from './model/tokens';
import { isRecord, plainJson, readBody, readJsonValue, str } from './request-body';
import { drawControl } from './handlers/activity/qa';
import { setActivityRandom } from './model/activity';
import { editArticle, hasArticle, parseArticlePatch, restoreArticles } from './model/article-edits';

/**
 * QA controls under `/__sandbox/` (ARCHITECTURE §2). Plain JSON, not the API envelope:
 *   POST   /__sandbox/reset                  → {ok:true}           seed state again, clear faults and the abuse counters (model/limits.ts)
 *   GET    /__sandbox/sms?telNum=…           → {telNum, code, sentAt} | 404
 *   GET    /__sandbox/cashier/<orderNo>      → HTML page with 支付 / 支付失败 / 过期 | 404
 *   POST   /__sandbox/cashier/<orderNo>      {action:'pay'|'fail'|'expire'} (JSON or form) → {orderNo, status, payFailed}
 *   GET    /__sandbox/faults                 → {faults}
 *   POST   /__sandbox/faults                 {path, status?, delayMs?, code?, msg?, times?, body?} → {faults}
 *   DELETE /__sandbox/faults                 → {faults: []}
 *   GET    /__sandbox/events                 → [{receivedAt, path, event}] newest last
 *   POST   /__sandbox/revoke                 {token} | no body → {revoked: n}
 *   GET    /__sandbox/orders?phone=…         → (seeded history left out) [{orderNo, phone, status, payFailed, idempotencyKey, orderType, consumerType, nbAmount, actualCents, createdAt}] oldest first
 *   GET    /__sandbox/settings               → {captchaEnabled, captcha, gtRegister}
 *   POST   /__sandbox/settings               {captcha?: 'none'|'tencent'|'slide', gtRegister?: 'full'|'minimal'|'offline'} | {captchaEnabled: boolean} (true = tencent) → {captchaEnabled, captcha, gtRegister}
 *                                             gtRegister: gt/register answers the sandbox-only puzzle too (full), only
 *                                             Geetest's four fields (minimal), or success 0 (offline: the failback mode)
 *   GET    /__sandbox/requests?apiPath=…     → {method, path, headers, query, at} of the last call to that real API path | 404
 *   POST   /__sandbox/draw                   {activityId, slot} → pins the prize pick (handlers/activity/qa.ts); DELETE unpins
 *   GET    /__sandbox/downloads/<file>       → the placeholder of a package the sandbox advertises (attachment) | 404
 *   PATCH  /__sandbox/articles/<id>          {title?, content?} → {id, type, title} | 400 | 404 (a CMS edit; reset undoes it)
 */
export const CONTROL_PREFIX = '/__sandbox';

type Control = (request: Request, rest: string) => Promise<Response> | Response;

const notFound = (what = 'not found') => plainJson({ error: what }, 404);
const badRequest = (message: string) => plainJson({ error: message }, 400);
const methodNotAllowed = () => plainJson({ error: 'method not allowed' }, 405);

const controls: Record<string, Partial<Record<string, Control>>> = {
  reset: {
    POST: () => {
      reset();
      setActivityRandom(null);
      clearCaptchaRuntime();
      clearRequestLog();
      restoreArticles();
      return plainJson({ ok: true });
    },
  },
  sms: {
    GET: (request) => {
      const found = latestCode(new URL(request.url).searchParams.get('telNum') ?? '');
      return found ? plainJson(found) : notFound('no code was sent to this phone');
    },
  },
  cashier: { GET: cashierPage, POST: cashierAction },
  faults: {
    GET: () => plainJson({ faults: faults() }),
    POST: addFault,
    DELETE: () => {
      faults().length = 0;
      return plainJson({ faults: [] });
    },
  },
  events: { GET: () => plainJson(db().events) },
  revoke: { POST: revoke },
  settings: { GET: settingsAnswer, POST: updateSettings },
  requests: {
    GET: (request) => {
      // Not `path`: the gateway's catch-all route parameter has that name and takes it over.
      const found = lastRequest(new URL(request.url).searchParams.get('apiPath') ?? '');
      return found ? plainJson(found) : notFound('no request to this path yet');
    },
  },
  orders: { GET: listOrders },
  draw: drawControl,
  downloads: { GET: (_request, file) => downloadResponse(file) ?? notFound('unknown package') },
  articles: { PATCH: patchArticle },
};

/** Answers `/__sandbox/<name>[/rest]`; `path` is the real API path (without /api/gw). */
export async function answerControl(request: Request, path: string): Promise<Response> {
  const [name = '', ...rest] = path.slice(CONTROL_PREFIX.length + 1).split('/');
  const control = controls[name];
  if (!control) return notFound('unknown sandbox control');
  const handler = control[request.method.toUpperCase()];
  return handler ? handler(request, decodeURIComponent(rest.join('/'))) : methodNotAllowed();
}

async function patchArticle(request: Request, rawId: string): Promise<Response> {
  const id = /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : null;
  if (id === null || !hasArticle(id)) return notFound('unknown article');
  const patch = parseArticlePatch(await readJsonValue(request));
  if (typeof patch === 'string') return badRequest(patch);
  const article = editArticle(id, patch);
  return article ? plainJson({ id: article.id, type: article.type, title: article.title }) : notFound('unknown article');
}

function cashierPage(_request: Request, orderNo: string): Response {
  const order = findOrder(orderNo);
  if (!order) return notFound('unknown order');
  return new Response(renderCashierPage(order), { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

async function cashierAction(request: Request, orderNo: string): Promise<Response> {
  const order = findOrder(orderNo);
  if (!order) return notFound('unknown order');
  const action = (await readBody(request)).action;
  if (!isCashierAction(action)) return badRequest('action must be pay, fail or expire');
  const changed = applyCashierAction(order, action);
  if (isForm(request)) {
    // Post/redirect/get (relative, so it works behind /api/gw): a reload does not post again.
    return new Response(null, { status: 303, headers: { location: encodeURIComponent(orderNo) } });
  }
  const answer = { orderNo: order.orderNo, status: order.status, payFailed: !!order.payFailed };
  return plainJson(changed ? answer : { ...answer, error: 'order is not pending' }, changed ? 200 : 409);
}

function isForm(request: Request): boolean {
  return (request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded');
}

async function addFault(request: Request): Promise<Response> {
  const fault = parseFault(await readJsonValue(request));
  if (typeof fault === 'string') return badRequest(fault);
  faults().push(fault);
  return plainJson({ faults: faults() });
}

async function revoke(request: Request): Promise<Response> {
  const token = str(await readBody(request), 'token');
  if (!token) return plainJson({ revoked: revokeTokens() });
  return revokeToken(token) ? plainJson({ revoked: 1 }) : notFound('unknown token');
}

function settingsAnswer(): Response {
  return plainJson({ captchaEnabled: captchaMode() !== 'none', captcha: captchaMode(), gtRegister: gtRegisterMode() });
}

async function updateSettings(request: Request): Promise<Response> {
  const body = await readJsonValue(request);
  if (!isRecord(body)) return badRequest('a JSON object is expected');
  const captcha = CAPTCHA_MODES.includes(body.captcha as CaptchaMode) ? (body.captcha as CaptchaMode) : undefined;
  const gt = GT_REGISTER_MODES.includes(body.gtRegister as GtRegisterMode) ? (body.gtRegister as GtRegisterMode) : undefined;
  const enabled = typeof body.captchaEnabled === 'boolean' ? body.captchaEnabled : undefined;
  const bad = (body.captcha !== undefined && !captcha) || (body.gtRegister !== undefined && !gt) || (!captcha && !gt && enabled === undefined);
  if (bad) return badRequest("captcha must be 'none', 'tencent' or 'slide' (or captchaEnabled a boolean); gtRegister 'full', 'minimal' or 'offline'");
  if (captcha) setCaptchaMode(captcha);
  else if (enabled !== undefined) setCaptchaMode(enabled ? 'tencent' : 'none');
  if (gt) setGtRegisterMode(gt);
  return settingsAnswer();
}

/** Every order (optionally one phone's), oldest first: lets QA count the orders an intent made. */
function listOrders(request: Request): Response {
  const phone = new URL(request.url).searchParams.get('phone');
  const list = Object.values(db().orders)
    // The seed's order history (one order of each client type) is not something a test made.
    .filter((o) => !o.seeded && (!phone || o.phone === phone))
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((o) => ({
      orderNo: o.orderNo,
      phone: o.phone,
      status: findOrder(o.orderNo)?.status ?? o.status,
      payFailed: !!o.payFailed,
      idempotencyKey: o.purchase?.idempotencyKey,
      orderType: o.purchase?.orderType,
      consumerType: o.purchase?.consumerType,
      nbAmount: o.purchase?.nbAmount,
      actualCents: o.purchase?.actualCents,
      createdAt: o.createdAt,
    }));
  return plainJson(list);
}
