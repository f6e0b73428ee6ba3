import { activityHeaders } from '@/lib/activity-headers';
import { http, retryable, type ApiResult, type CallOptions } from '@/lib/http';
import type {
  LeigodActivity,
  LeigodDrawResult,
  LeigodInvoice,
  LeigodLevel,
  LeigodPackage,
  LeigodPresent,
  LeigodPrice,
  LeigodToken,
  Paged,
  SystemTime,
  WidgetPrize,
} from '@/lib/activity-types';
import { PRIZE_PAGE_SIZE } from './activity';

/**
 * Accelerator-activity calls (SPEC §7 "/leigod"), `kind: 'activity'`: code 0 resolves, anything
 * else rejects; an expired account_token answers an auth code, which clears the user silently.
 * Everything after the token exchange carries the account_token.
 */

const API = '/leigod/api';
const LEIGOD: CallOptions = { kind: 'activity' };

/** The channel the site exchanges its token on. */
export const LEIGOD_TOKEN_CHANNEL = 'nn';

async function dataOf<T>(call: Promise<ApiResult<T>>): Promise<T> {
  return (await call).data;
}

/** kind 'activity' and the activity client's fixed headers (SPEC §7) on every leigod call. */
const opt = (opts?: CallOptions): CallOptions => ({ ...opts, ...LEIGOD, headers: { ...activityHeaders(), ...opts?.headers } });

export interface AccountCall {
  account_token: string;
  activity_id: number;
}

/** POST /leigod/api/user/login/token — exchanges the site token for an account_token (2 h). */
export function exchangeLeigodToken(siteToken: string, opts?: CallOptions) {
  return dataOf(http.post<LeigodToken>(`${API}/user/login/token`, { token_channel: LEIGOD_TOKEN_CHANNEL, token: siteToken }, opt(opts)));
}

/** GET /leigod/api/activity/{id} — window, rules, chestStyle; draw_num and present_taken for the account. */
export function getLeigodActivity(id: number, accountToken?: string, opts?: CallOptions) {
  return dataOf(http.get<LeigodActivity>(`${API}/activity/${id}`, accountToken ? { account_token: accountToken } : {}, retryable(opt(opts))));
}

/** GET /leigod/api/activity/package — the activity's packages (price, days, draws they add). */
export function listLeigodPackages(activityId: number, opts?: CallOptions) {
  return dataOf(http.get<LeigodPackage[]>(`${API}/activity/package`, { activity_id: activityId }, retryable(opt(opts))));
}

/** POST /leigod/api/user/package/buy/nn — an invoice to pay in the NN client (state 0). */
export function buyLeigodPackage(body: AccountCall & { package_id: number }, opts?: CallOptions) {
  return dataOf(http.post<LeigodInvoice>(`${API}/user/package/buy/nn`, body, opt(opts)));
}

/** POST /leigod/api/user/invoice/price/nn — the account's price for a package (repurchase offer applied). */
export function getLeigodPrice(body: AccountCall & { package_id: number }, opts?: CallOptions) {
  return dataOf(http.post<LeigodPrice>(`${API}/user/invoice/price/nn`, body, opt(opts)));
}

/**
 * POST /leigod/api/user/package/level — purchases so far and whether the repurchase offer applies.
 * No screen in the spec makes this call (SPEC §7 lists it; §2 ties it to no screen), so no page calls it; it is kept, tested against the sandbox, for the screen that will. (The packages panel gets the repurchase price from invoice/price/nn.)
 */
export function getLeigodLevel(body: AccountCall, opts?: CallOptions) {
  return dataOf(http.post<LeigodLevel>(`${API}/user/package/level`, body, opt(opts)));
}

/** POST /leigod/api/user/invoice/state/nn — an invoice's state: 0 waiting, 1 paid (draws added), 2 expired. */
export function getLeigodInvoiceState(body: AccountCall & { invoice_id: string }, opts?: CallOptions) {
  return dataOf(http.post<LeigodInvoice>(`${API}/user/invoice/state/nn`, body, opt(opts)));
}

/** POST /leigod/api/activity/draw — one draw; a win becomes a widget record (prize_id). */
export function leigodDraw(body: AccountCall, opts?: CallOptions) {
  return dataOf(http.post<LeigodDrawResult>(`${API}/activity/draw`, body, opt(opts)));
}

/** POST /leigod/api/activity/present — the once-per-account present, as a widget record. */
export function takeLeigodPresent(body: AccountCall, opts?: CallOptions) {
  return dataOf(http.post<LeigodPresent>(`${API}/activity/present`, body, opt(opts)));
}

/**
 * POST /leigod/api/user/prize_list — the prize widget's records of an account in an activity
 * (activity_id, page, size 4, account_token: SPEC §7): {list, total}.
 */
export function listLeigodPrizes(body: AccountCall & { page: number; size?: number }, opts?: CallOptions) {
  return dataOf(http.post<Paged<WidgetPrize>>(`${API}/user/prize_list`, { size: PRIZE_PAGE_SIZE, ...body }, opt(opts)));
}

/**
 * POST /leigod/api/user/receive — the prize widget's direct redemption (account_token, prize_id,
 * is_auth_use 1: SPEC §7); resolves with the whole {data, code, msg}, rejects on a non-zero code.
 */
export function receiveLeigodPrize(body: { account_token: string; prize_id: number; is_auth_use?: number }, opts?: CallOptions) {
  return http.post<null>(`${API}/user/receive`, { is_auth_use: 1, ...body }, opt(opts));
}

/** GET /leigod/tools/system_time — the server's time in ms; every countdown runs on it. */
export async function getSystemTime(opts?: CallOptions): Promise<number> {
  return (await dataOf(http.get<SystemTime>('/leigod/tools/system_time', {}, retryable(opt(opts))))).time;
}
