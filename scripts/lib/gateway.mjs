// The gateway's one implementation (ARCHITECTURE §1, §7): the header rules, the error envelopes,
// the request limits and the proxy to API_ORIGIN. Plain ESM so that both the production server
// (scripts/serve.mjs, which answers /api/gw/* before Next's handler) and the Next side
// (lib/server/gateway.ts: the API route of `next dev` and the in-process axios adapter of server
// rendering) load this same file.
//
// - proxyNode(req, res): Node request → Node response, bodies streamed both ways through undici's
//   pooled keep-alive dispatcher (`dispatcher.dispatch` with a handler object that writes each
//   upstream chunk into `res`, pausing the backend socket while `res` is full).
//   Used by serve.mjs (its callback form proxyNodeCallback) and by pages/api/gw in proxy mode.
// - proxyWeb(request): a Web Request → a Web Response (the in-process adapter), same dispatcher and
//   rules; it decodes a compressed answer, since its callers read the body as text.
// - checkRequest(): 405 for methods other than GET/HEAD/POST/OPTIONS, 400 for a malformed
//   percent-encoding, 413 for a declared Content-Length over GATEWAY_MAX_BODY; limitBody() counts
//   the bytes of a chunked body and stops it at the limit (never buffers the rest).
import { PassThrough, Readable } from 'node:stream';
import zlib from 'node:zlib';
import { Agent } from 'undici';

/** Where the gateway is mounted; everything after it is the real API path. */
export const GATEWAY_PREFIX = '/api/gw';
/** Above the client's 20 s per-attempt timeout, so the client's own timeout fires first. */
export const PROXY_TIMEOUT_MS = 25_000;
/** Request bodies above this many bytes are refused with 413 (GATEWAY_MAX_BODY overrides). */
export const DEFAULT_MAX_BODY = 1024 * 1024;
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];
/** RFC 9110 §7.6.1: meaningful for one connection only, never forwarded. */
export const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];
const HOP_SET = new Set(HOP_BY_HOP);

/** The gateway's own answers: [status, retCode, retMsg]. */
export const GATEWAY_ERRORS = {
  badRequest: [400, '400', '请求地址无效'],
  notFound: [404, '404', '接口不存在'],
  methodNotAllowed: [405, '405', '不支持的请求方法'],
  tooLarge: [413, '413', '请求体过大'],
  badGateway: [502, '502', '网关无法连接后端服务'],
  timeout: [504, '504', '网关超时'],
};

/** GATEWAY_MAX_BODY (bytes) or 1 MB. */
export function maxBodyBytes(env = process.env) {
  const n = Number(env.GATEWAY_MAX_BODY);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : DEFAULT_MAX_BODY;
}

/** GATEWAY_TIMEOUT_MS or 25 s. */
export function proxyTimeoutMs(env = process.env) {
  const n = Number(env.GATEWAY_TIMEOUT_MS);
  return Number.isFinite(n) && n > 0 ? n : PROXY_TIMEOUT_MS;
}

/** The JSON text of an envelope the site's http client understands. */
export function envelopeJson(retCode, retMsg) {
  return JSON.stringify({ retCode, retMsg, retData: null, total: 0, retTime: Date.now(), success: false });
}

/** `/api/gw/u-nnpc/x?y=1` (or an absolute URL) → { path: '/u-nnpc/x', search: '?y=1' }. */
export function splitGatewayUrl(url) {
  let rest = url;
  if (!rest.startsWith('/')) {
    const u = new URL(rest);
    rest = u.pathname + u.search;
  }
  const q = rest.indexOf('?');
  const pathname = q === -1 ? rest : rest.slice(0, q);
  const search = q === -1 ? '' : rest.slice(q);
  const path = pathname.startsWith(GATEWAY_PREFIX) && (pathname.length === GATEWAY_PREFIX.length || pathname[GATEWAY_PREFIX.length] === '/')
    ? pathname.slice(GATEWAY_PREFIX.length) || '/'
    : pathname;
  return { path, search };
}

/** True for `/api/gw`, `/api/gw/…`, `/api/gw?…`. */
export function isGatewayUrl(url) {
  if (!url.startsWith(GATEWAY_PREFIX)) return false;
  const c = url[GATEWAY_PREFIX.length];
  return c === undefined || c === '/' || c === '?';
}

function wellEncoded(s) {
  if (!s.includes('%')) return true;
  try {
    decodeURIComponent(s);
    return true;
  } catch {
    return false;
  }
}

/** The sandbox's QA controls (sandbox/index.ts CONTROL_PREFIX): not the API, their own methods (DELETE). */
export const SANDBOX_CONTROL_PREFIX = '/__sandbox';

/**
 * The gateway's refusals, decided from the request line and headers alone (nothing read yet).
 * Returns a GATEWAY_ERRORS entry or null. `sandbox`: the embedded sandbox answers, whose QA
 * controls take any method.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} req
 */
export function checkRequest(req, maxBody = maxBodyBytes(), { sandbox = false } = {}) {
  const { path, search } = splitGatewayUrl(req.url || '/');
  if (!wellEncoded(path) || !wellEncoded(search)) return GATEWAY_ERRORS.badRequest;
  const control = sandbox && (path === SANDBOX_CONTROL_PREFIX || path.startsWith(`${SANDBOX_CONTROL_PREFIX}/`));
  if (!control && !ALLOWED_METHODS.includes(req.method || 'GET')) return GATEWAY_ERRORS.methodNotAllowed;
  const length = req.headers['content-length'];
  if (length !== undefined && Number(length) > maxBody) return GATEWAY_ERRORS.tooLarge;
  return null;
}

/** Raised by limitBody() when a streamed body passes the limit. */
export class BodyTooLargeError extends Error {
  constructor(limit) {
    super(`request body over ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

export function isBodyTooLarge(error) {
  return error instanceof Error && (error.name === 'BodyTooLargeError' || isBodyTooLarge(error.cause));
}

/**
 * The request body as a stream that fails with BodyTooLargeError once more than `limit` bytes
 * went through. The source is paused, not drained: the rest of an oversized body is never read.
 */
export function limitBody(source, limit = maxBodyBytes()) {
  let seen = 0;
  const out = new PassThrough();
  source.on('data', (chunk) => {
    seen += chunk.length;
    if (seen > limit) {
      source.pause();
      source.removeAllListeners('data');
      out.destroy(new BodyTooLargeError(limit));
      return;
    }
    if (!out.write(chunk)) source.pause();
  });
  out.on('drain', () => source.resume());
  source.on('end', () => out.end());
  source.on('error', (err) => out.destroy(err));
  return out;
}

/**
 * Headers for the backend: hop-by-hop (and those `Connection` lists) and Host dropped, the peer
 * appended to X-Forwarded-For, the browser's Host as X-Forwarded-Host. `headers` is Node's
 * lowercase header object (or a Web Headers). With `passEncoding` false, Accept-Encoding is
 * dropped too (the caller wants an identity body). With `keepHost` (the renderer process behind
 * the production server, scripts/lib/renderer.mjs) Host and X-Forwarded-Host go through as they are:
 * the site's own process sees the request as the browser sent it.
 */
export function upstreamHeaders(headers, { clientIp, passEncoding = true, keepHost = false } = {}) {
  if (typeof headers.get === 'function') headers = Object.fromEntries(headers.entries());
  const listed = connectionListed(headers.connection);
  const out = {};
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || name[0] === ':' || HOP_SET.has(name) || listed?.has(name)) continue;
    switch (name) {
      // Host becomes X-Forwarded-Host; the forwarded pair is rebuilt below; Expect: 100-continue
      // was answered by this server already (Node does) and undici refuses it.
      case 'host':
        if (keepHost) break;
        continue;
      case 'x-forwarded-for': case 'x-forwarded-host': case 'expect':
        if (keepHost && name === 'x-forwarded-host') break;
        continue;
      case 'accept-encoding': case 'content-length':
        if (!passEncoding) continue;
        break;
      default:
    }
    out[name] = value;
  }
  const prior = headers['x-forwarded-for'];
  if (clientIp) out['x-forwarded-for'] = prior !== undefined ? `${prior}, ${clientIp}` : clientIp;
  else if (prior !== undefined) out['x-forwarded-for'] = String(prior);
  if (headers.host !== undefined && !keepHost) out['x-forwarded-host'] = String(headers.host);
  return out;
}

/** The backend's answer headers as flat [name, value, …] lines, hop-by-hop (and `skip`) dropped. */
export function downstreamHeaders(headers, skip) {
  return pushDownstreamHeaders([], headers, skip);
}

/** Tokens of a Connection header other than keep-alive/close (the headers it makes hop-by-hop), or null. */
function connectionListed(value) {
  if (value === undefined) return null;
  const v = String(value).toLowerCase();
  if (v === 'keep-alive' || v === 'close') return null;
  const listed = new Set(v.split(',').map((h) => h.trim()).filter(Boolean));
  return listed.size ? listed : null;
}

/** downstreamHeaders() appended to `out` (the hot path starts from a copy of the security headers). */
function pushDownstreamHeaders(out, headers, skip) {
  const listed = connectionListed(headers.connection);
  for (const name in headers) {
    if (HOP_SET.has(name) || listed?.has(name) || skip?.has(name)) continue;
    const value = headers[name];
    if (Array.isArray(value)) for (const v of value) out.push(name, v);
    else if (value !== undefined) out.push(name, value);
  }
  return out;
}

const targets = new Map();
/** API_ORIGIN → undici's origin and the path prefix it may carry (`https://gw.example/api`). */
export function upstreamTarget(apiOrigin) {
  let t = targets.get(apiOrigin);
  if (!t) {
    const u = new URL(apiOrigin);
    t = { origin: u.origin, base: u.pathname.replace(/\/+$/, '') };
    targets.set(apiOrigin, t);
  }
  return t;
}

let sharedDispatcher;
/** The pooled keep-alive dispatcher every proxy call goes through (one per process). */
export function gatewayDispatcher() {
  sharedDispatcher ??= new Agent({
    connections: Number(process.env.GATEWAY_CONNECTIONS) || 128,
    keepAliveTimeout: 10_000,
    pipelining: 1,
  });
  return sharedDispatcher;
}

function classify(error, timedOut) {
  if (isBodyTooLarge(error)) return 'tooLarge';
  if (timedOut || error?.code === 'UND_ERR_HEADERS_TIMEOUT' || error?.name === 'TimeoutError') return 'timeout';
  return 'badGateway';
}

/**
 * Writes a gateway envelope on a Node response. `extraHeaders`: flat [name, value, …] lines
 * (the production server's security headers).
 */
export function sendEnvelope(res, [status, retCode, retMsg], extraHeaders = [], more = []) {
  const body = envelopeJson(retCode, retMsg);
  const head = [...extraHeaders, ...more, 'content-type', 'application/json; charset=utf-8', 'cache-control', 'no-store', 'content-length', String(Buffer.byteLength(body))];
  if (status === 405) head.push('allow', ALLOWED_METHODS.join(', '));
  res.writeHead(status, head);
  res.end(res.req?.method === 'HEAD' ? undefined : body);
}

/**
 * Answers a refusal (checkRequest's or the proxy's) on a Node response. A 413 closes the
 * connection after the answer, so the rest of the body is never read.
 */
export function refuse(req, res, error, extraHeaders = []) {
  const tooLarge = error === GATEWAY_ERRORS.tooLarge;
  sendEnvelope(res, error, extraHeaders, tooLarge ? ['connection', 'close'] : []);
  if (tooLarge) res.once('finish', () => req.socket?.destroySoon?.());
}

/**
 * Proxies a Node request to `origin` and streams the answer into `res`. Resolves when the
 * exchange is over (answered, refused or abandoned); never rejects.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ origin: string, clientIp?: string, extraHeaders?: string[], maxBody?: number,
 *   timeoutMs?: number, dispatcher?: import('undici').Dispatcher,
 *   onUpstream?: (info: { ms: number, outcome: 'ok' | 'error' | 'timeout' | 'aborted' | 'tooLarge', status?: number }, res: import('node:http').ServerResponse) => void,
 *   logError?: (message: string, error: unknown) => void, checked?: boolean, keepHost?: boolean,
 *   path?: string, label?: string, onFailure?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, kind: 'badGateway' | 'timeout' | 'tooLarge', error: unknown) => void }} opts
 *   `checked`: the caller has applied checkRequest() already. `onUpstream` gets the response as
 *   its second argument, so one function can serve every request (no closure per request).
 *   `path`: the upstream path and query (default: the request's, `/api/gw` taken off);
 *   `keepHost`: see upstreamHeaders(); `label`: the log's tag for a failure ('gateway'); `onFailure`: answers a failed exchange instead of the
 *   gateway's JSON envelopes (the renderer's pages).
 * @returns {Promise<void>}
 */
export function proxyNode(req, res, opts) {
  return new Promise((resolve) => proxyNodeCallback(req, res, opts, resolve));
}

/**
 * proxyNode() with a completion callback instead of a promise: the production server's hot path.
 * It goes through undici's low-level `dispatcher.dispatch()` with one handler object per request
 * (NodeProxyHandler): no promise, no AsyncResource, no stream pipeline and no abort signal per
 * request, which is what `dispatcher.stream()` costs (measured: see scripts/README.md "Gateway
 * cost"). `done` may be omitted.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Parameters<typeof proxyNode>[2]} opts
 * @param {() => void} [done]
 */
export function proxyNodeCallback(req, res, opts, done) {
  const maxBody = opts.maxBody ?? maxBodyBytes();
  const extraHeaders = opts.extraHeaders ?? NO_LINES;
  if (!opts.checked) {
    const refusal = checkRequest(req, maxBody);
    if (refusal) {
      refuse(req, res, refusal, extraHeaders);
      done?.();
      return;
    }
  }
  const method = req.method || 'GET';
  const url = req.url || '/';
  const target = upstreamTarget(opts.origin);
  const hasBody = method !== 'GET' && method !== 'HEAD';
  // A declared length is checked up front (checkRequest) and enforced by undici; a chunked one is counted.
  const body = !hasBody ? null : req.headers['content-length'] !== undefined ? req : limitBody(req, maxBody);
  const timeoutMs = opts.timeoutMs ?? proxyTimeoutMs();
  const handler = new NodeProxyHandler(req, res, opts, extraHeaders, method, done);
  res.on('close', handler.onClientClose);
  const dispatcher = opts.dispatcher ?? gatewayDispatcher();
  dispatcher.dispatch({
    origin: target.origin,
    path: target.base + (opts.path ?? gatewayPathOf(url)),
    method,
    headers: upstreamHeaders(req.headers, { clientIp: opts.clientIp ?? req.socket?.remoteAddress, keepHost: opts.keepHost }),
    body,
    // No answer within timeoutMs → 504; a body may then take as long as it keeps flowing
    // (one that stalls for timeoutMs is cut).
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  }, handler); // dispatch() reports invalid options through onResponseError, it does not throw
}

const NO_LINES = [];

/** `/api/gw/u-nnpc/x?y=1` → `/u-nnpc/x?y=1` (splitGatewayUrl's path + search, one string). */
function gatewayPathOf(url) {
  if (url.startsWith(GATEWAY_PREFIX) && (url.length === GATEWAY_PREFIX.length || url[GATEWAY_PREFIX.length] === '/')) {
    return url.length === GATEWAY_PREFIX.length ? '/' : url.slice(GATEWAY_PREFIX.length);
  }
  if (url.startsWith(GATEWAY_PREFIX) && url[GATEWAY_PREFIX.length] === '?') return `/${url.slice(GATEWAY_PREFIX.length)}`;
  const { path, search } = splitGatewayUrl(url);
  return path + search;
}

/**
 * One proxied exchange as an undici dispatch handler (undici 7's controller API): the answer's
 * head goes out with the security headers, its body chunks are written as they come (undici's
 * socket paused while `res` is above its high-water mark), and a browser that goes away aborts
 * the backend call.
 */
class NodeProxyHandler {
  constructor(req, res, opts, extraHeaders, method, done) {
    this.req = req;
    this.res = res;
    this.opts = opts;
    this.extraHeaders = extraHeaders;
    this.method = method;
    this.done = done;
    this.started = opts.onUpstream ? performance.now() : 0;
    this.controller = null;
    this.answered = false;
    this.clientGone = false;
    this.finished = false;
    this.onClientClose = () => {
      if (this.finished || res.writableFinished) return;
      this.clientGone = true; // the browser went away: stop the backend call
      this.controller?.abort(new ClientGoneError());
    };
    this.onDrain = null;
  }

  onRequestStart(controller) {
    this.controller = controller;
    if (this.clientGone) controller.abort(new ClientGoneError());
  }

  onResponseStart(controller, statusCode, headers) {
    this.answered = true;
    this.opts.onUpstream?.({ ms: performance.now() - this.started, outcome: 'ok', status: statusCode }, this.res);
    const lines = this.extraHeaders.length ? this.extraHeaders.slice() : [];
    pushDownstreamHeaders(lines, headers);
    this.res.writeHead(statusCode, lines);
  }

  onResponseData(controller, chunk) {
    if (this.res.write(chunk)) return;
    controller.pause();
    this.onDrain ??= () => controller.resume();
    this.res.once('drain', this.onDrain);
  }

  onResponseEnd() {
    this.res.end();
    this.finish(null);
  }

  onResponseError(controller, error) {
    this.finish(error);
  }

  finish(error) {
    if (this.finished) return;
    this.finished = true;
    const { req, res, opts } = this;
    res.off('close', this.onClientClose);
    if (error) {
      const kind = classify(error, false);
      if (this.clientGone) {
        if (!this.answered) opts.onUpstream?.({ ms: performance.now() - this.started, outcome: 'aborted' }, res);
      } else {
        if (!this.answered) {
          opts.onUpstream?.({ ms: performance.now() - this.started, outcome: kind === 'timeout' ? 'timeout' : kind === 'tooLarge' ? 'tooLarge' : 'error' }, res);
          if (kind !== 'tooLarge') (opts.logError ?? defaultLogError)(`[${opts.label ?? 'gateway'}] ${this.method} ${opts.origin}${splitGatewayUrl(req.url || '/').path} failed`, error);
        }
        if (!res.headersSent) {
          if (opts.onFailure) opts.onFailure(req, res, kind, error);
          else refuse(req, res, GATEWAY_ERRORS[kind], this.extraHeaders);
        }
        else res.destroy(); // the answer broke half-way: the client must not take it as complete
      }
    }
    this.done?.();
  }
}

/** The reason given to undici when the browser went away. */
class ClientGoneError extends Error {
  constructor() {
    super('the client closed the connection');
    this.name = 'ClientGoneError';
  }
}

function defaultLogError(message, error) {
  console.error(message, error instanceof Error ? `${error.name}: ${error.message}${error.cause ? ` (${error.cause.code || error.cause.message})` : ''}` : error);
}

const DECODERS = {
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

function webError(kind) {
  const [status, retCode, retMsg] = GATEWAY_ERRORS[kind];
  return new Response(envelopeJson(retCode, retMsg), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });
}

/** A Web gateway envelope (the in-process adapter and the Next route's sandbox mode). */
export function envelopeResponse(kind) {
  return webError(kind);
}

/**
 * Proxies a Web Request to `origin` (the in-process path of server rendering). Same rules as
 * proxyNode; the answer is decoded (its callers read text), its length and encoding dropped.
 * @param {Request} request
 * @param {{ origin: string, clientIp?: string, timeoutMs?: number, dispatcher?: import('undici').Dispatcher, logError?: (m: string, e: unknown) => void }} opts
 * @returns {Promise<Response>}
 */
export async function proxyWeb(request, opts) {
  const { origin, clientIp, timeoutMs = proxyTimeoutMs(), dispatcher = gatewayDispatcher(), logError = defaultLogError } = opts;
  const refusal = checkRequest({ method: request.method, url: request.url, headers: Object.fromEntries(request.headers) });
  if (refusal) return webError(Object.keys(GATEWAY_ERRORS).find((k) => GATEWAY_ERRORS[k] === refusal));
  const { path, search } = splitGatewayUrl(request.url);
  const target = upstreamTarget(origin);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = AbortSignal.any([request.signal, timeout]);
  let answer;
  try {
    answer = await dispatcher.request({
      origin: target.origin,
      path: target.base + path + search,
      method: request.method,
      headers: upstreamHeaders(request.headers, { clientIp, passEncoding: false }),
      // In-process bodies are small: sent whole, with a Content-Length rather than chunked.
      body: hasBody && request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
      signal,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
  } catch (error) {
    if (request.signal.aborted) throw request.signal.reason ?? error;
    const kind = classify(error, timeout.aborted);
    logError(`[gateway] ${request.method} ${origin}${path} failed`, error);
    return webError(kind);
  }
  const encoding = String(answer.headers['content-encoding'] || '').toLowerCase();
  const decode = DECODERS[encoding];
  const lines = downstreamHeaders(answer.headers, decode ? new Set(['content-encoding', 'content-length']) : undefined);
  const headers = new Headers();
  for (let i = 0; i < lines.length; i += 2) headers.append(lines[i], lines[i + 1]);
  const nullBody = request.method === 'HEAD' || answer.statusCode === 204 || answer.statusCode === 304;
  if (nullBody) {
    answer.body.resume();
    return new Response(null, { status: answer.statusCode, headers });
  }
  const stream = decode ? answer.body.pipe(decode()) : answer.body;
  if (decode) answer.body.on('error', (e) => stream.destroy(e));
  return new Response(Readable.toWeb(stream), { status: answer.statusCode, headers });
}
