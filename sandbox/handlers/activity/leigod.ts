import { http } from 'msw';
import { ACTIVITY_CODES, type LeigodActivity, type LeigodDrawResult, type LeigodPresent } from '@/lib/activity-types';
import { ACTIVITY_MSG, isActivityEnded, leigodWindow } from '@/lib/activity';
import { activityFail, activityOk } from '../../envelope';
import { mutate, now } from '../../db';
import { readBody, str, type Body } from '../../request-body';
import { drawResultOf, failure, remainingDraws, takeDraw, type Outcome } from '../../model/activity';
import { activityState } from '../../model/activity-store';
import {
  LEIGOD_MSG,
  accountPhone,
  addWidgetPrize,
  awardTypeOf,
  createInvoice,
  exchangeSiteToken,
  invoiceState,
  levelOf,
  listWidgetPrizes,
  priceOf,
  redeemWidgetPrize,
} from '../../model/activity-leigod';
import { findLeigodConfig, type LeigodActivityConfig } from '../../seed/activity/leigod';
import { answer, pageOf, positiveInt, query, type Resolved } from './common';
import { poolView } from './draw';

/**
 * The accelerator-activity (leigod) service, `{code, msg, data}` with code 0 success. Calls carry
 * the account_token exchanged for the site token (body for POST, query for GET); an unknown or
 * expired one answers auth_40001 / auth_40002.
 */

const API = '*/leigod/api';
type Ctx = { request: Request };

function leigodActivity(raw: unknown): Resolved<LeigodActivityConfig> {
  const config = findLeigodConfig(positiveInt(raw) ?? 0);
  return config ? { ok: true, value: config } : { ok: false, response: activityFail(ACTIVITY_CODES.notFound, ACTIVITY_MSG.notFound) };
}

/** Body → account phone and activity (activity_id, or id). */
function accountCall(body: Body): Resolved<{ phone: string; activity: LeigodActivityConfig }> {
  const phone = accountPhone(str(body, 'account_token'));
  if (!phone.ok) return { ok: false, response: answer(phone) };
  const activity = leigodActivity(body.activity_id ?? body.id);
  return activity.ok ? { ok: true, value: { phone: phone.value, activity: activity.value } } : activity;
}

function activityView(a: LeigodActivityConfig, phone: string | null): LeigodActivity {
  return {
    id: a.id,
    title: a.title,
    rule: a.rule,
    start_time: a.start_time,
    end_time: a.end_time,
    is_online: a.is_online,
    chestStyle: a.chestStyle,
    draw_num: phone ? remainingDraws(a.id, phone) : 0,
    present_taken: phone ? (activityState().presents[String(a.id)] ?? []).includes(phone) : false,
    prizes: poolView(a.id, a.pool),
  };
}

function drawLeigod(a: LeigodActivityConfig, phone: string): Outcome<LeigodDrawResult> {
  const target = { activityId: a.id, window: leigodWindow(a), pool: a.pool, bonus: 0 };
  const taken = takeDraw(target, phone, (s, prize) => addWidgetPrize(s, a.id, phone, prize.name, awardTypeOf(prize), prize.name));
  if (!taken.ok) return taken;
  const record = taken.value.won;
  return { ok: true, value: { ...drawResultOf(taken.value, record), prize_id: record?.id ?? null } };
}

function takePresent(a: LeigodActivityConfig, phone: string): Outcome<LeigodPresent> {
  if (isActivityEnded(leigodWindow(a), now())) return failure(ACTIVITY_CODES.outOfWindow, ACTIVITY_MSG.outOfWindow);
  return mutate((s) => {
    const taken = (s.activity.presents[String(a.id)] ??= []);
    if (taken.includes(phone)) return failure(ACTIVITY_CODES.alreadyDone, LEIGOD_MSG.presentTwice);
    taken.push(phone);
    const prize = addWidgetPrize(s.activity, a.id, phone, a.present.present_title, a.present.award_type, a.present.message);
    return { ok: true as const, value: { prize_id: prize.id, present_title: prize.present_title, award_type: prize.award_type } };
  });
}

/** POST handlers that need an account and an activity; `run` answers the call. */
function accountPost(run: (ctx: { phone: string; activity: LeigodActivityConfig; body: Body }) => Response) {
  return async ({ request }: Ctx) => {
    const body = await readBody(request);
    const r = accountCall(body);
    return r.ok ? run({ ...r.value, body }) : r.response;
  };
}

/** The widget record calls work across activities: only the account is required. */
export function accountOnly(run: (ctx: { phone: string; body: Body }) => Response) {
  return async ({ request }: Ctx) => {
    const body = await readBody(request);
    const phone = accountPhone(str(body, 'account_token'));
    return phone.ok ? run({ phone: phone.value, body }) : answer(phone);
  };
}

export const prizeList = accountOnly(({ phone, body }) => {
  const { page, size } = pageOf(body, { page: 'page', size: 'size' });
  return activityOk(listWidgetPrizes(phone, positiveInt(body.activity_id), page, size));
});

export const receive = accountOnly(({ phone, body }) => answer(redeemWidgetPrize(phone, positiveInt(body.prize_id) ?? 0), ACTIVITY_MSG.redeemed));

const packageId = (body: Body) => positiveInt(body.package_id) ?? 0;

export const leigodHandlers = [
  http.post(`${API}/user/login/token`, async ({ request }) => {
    const body = await readBody(request);
    return answer(exchangeSiteToken(str(body, 'token')));
  }),
  http.get(`${API}/activity/package`, ({ request }) => {
    const a = leigodActivity(query(request).get('activity_id') ?? query(request).get('id'));
    return a.ok ? activityOk(a.value.packages.map((p) => ({ ...p }))) : a.response;
  }),
  http.get(`${API}/activity/:id`, ({ request, params }) => {
    const a = leigodActivity(params.id);
    if (!a.ok) return a.response;
    const phone = accountPhone(query(request).get('account_token') ?? '');
    return activityOk(activityView(a.value, phone.ok ? phone.value : null));
  }),
  http.post(`${API}/user/package/buy/nn`, accountPost(({ phone, activity, body }) => answer(createInvoice(activity, packageId(body), phone)))),
  http.post(`${API}/user/invoice/price/nn`, accountPost(({ phone, activity, body }) => answer(priceOf(activity, packageId(body), phone)))),
  http.post(`${API}/user/package/level`, accountPost(({ phone, activity }) => activityOk(levelOf(phone, activity.id)))),
  http.post(`${API}/user/invoice/state/nn`, accountPost(({ phone, activity, body }) => answer(invoiceState(activity, str(body, 'invoice_id'), phone)))),
  http.post(`${API}/activity/draw`, accountPost(({ phone, activity }) => answer(drawLeigod(activity, phone)))),
  http.post(`${API}/activity/present`, accountPost(({ phone, activity }) => answer(takePresent(activity, phone)))),
  http.post(`${API}/user/prize_list`, prizeList),
  http.post(`${API}/user/receive`, receive),
  http.get('*/leigod/tools/system_time', () => activityOk({ time: now() })),
];
