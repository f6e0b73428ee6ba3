import { activityHeaders } from '@/lib/activity-headers';
import { http, retryable, sentOnce, type ApiResult, type CallOptions, type GetOptions } from '@/lib/http';
import {
  CAMPAIGNS,
  type ActivityGiftItem,
  type ActivityInfo,
  type BenefitRecord,
  type DrawCount,
  type DrawResult,
  type EsportOffer,
  type GiftAddressForm,
  type GiftRecord,
  type JointActivity,
  type MyInvites,
  type MyRank,
  type OrderDrawGrant,
  type Paged,
  type PoolOverview,
  type PoolPrize,
  type RankEntry,
  type WidgetAddressForm,
  type WinNotice,
} from '@/lib/activity-types';

/**
 * Activity service calls (SPEC §7 "Activity"). Every call is `kind: 'activity'`: only code 0
 * resolves, any other code rejects with the ApiError (code, msg), and the auth codes clear the user
 * silently. The activity id travels in the `activityId` header. Resolves with the envelope's data.
 */

const GIFT = '/activity/activity/gift';
const N21 = '/activity/national21';
/** Prize records are shown four to a page (SPEC §9). */
export const PRIZE_PAGE_SIZE = 4;

/** Every activity call: the fixed activity-client headers (SPEC §7), the activityId header, kind 'activity'. */
export function activityCall(activityId: number | null, opts?: CallOptions): CallOptions {
  const headers = { ...activityHeaders(), ...opts?.headers, ...(activityId === null ? {} : { activityId: String(activityId) }) };
  return { ...opts, kind: 'activity', headers };
}

/**
 * national21 GETs carry the timestamp parameter `t` (SPEC §7), not the generic `_t`.
 */
function n21Get<T>(
  path: string,
  activityId: number,
  params: Record<string, unknown>,
  retry: (o: CallOptions) => GetOptions,
  opts?: CallOptions,
) {
  return http.get<T>(`${N21}/${path}`, { ...params, t: Date.now() }, { ...retry(activityCall(activityId, opts)), timestamp: false });
}

async function dataOf<T>(call: Promise<ApiResult<T>>): Promise<T> {
  return (await call).data;
}

/** The server's message of a successful write (the page shows it: 操作成功! / 兑换成功). */
async function msgOf(call: Promise<ApiResult<unknown>>): Promise<string> {
  return (await call).msg;
}

export interface PageQuery {
  pageNo?: number;
  pageSize?: number;
}

/* -------------------------------------- gift -------------------------------------- */

/** GET /activity/activity/gift/activity — the activity's name, rules (HTML), window, isOnline, chestStyle. */
export function getActivity(activityId: number, opts?: CallOptions) {
  return dataOf(http.get<ActivityInfo>(`${GIFT}/activity`, {}, retryable(activityCall(activityId, opts))));
}

/** GET /activity/activity/gift/luckDraw — one draw: the prize, win flag, draws left, 九宫格 slot (3001 window, 3002 no draws). */
export function luckDraw(activityId: number, opts?: CallOptions) {
  return dataOf(http.get<DrawResult>(`${GIFT}/luckDraw`, {}, sentOnce(activityCall(activityId, opts))));
}

/** GET /activity/activity/gift/v2/luckDraw — the same draw for the v2 pages (red-envelope rain). */
export function luckDrawV2(activityId: number, opts?: CallOptions) {
  return dataOf(http.get<DrawResult>(`${GIFT}/v2/luckDraw`, {}, sentOnce(activityCall(activityId, opts))));
}

/** GET /activity/activity/gift/lotteryRecord — the caller's prize records, newest first, 4 a page. */
export function listLotteryRecords(activityId: number, page: PageQuery = {}, opts?: CallOptions) {
  const params = { pageNo: page.pageNo ?? 1, pageSize: page.pageSize ?? PRIZE_PAGE_SIZE };
  return dataOf(http.get<Paged<GiftRecord>>(`${GIFT}/lotteryRecord`, params, retryable(activityCall(activityId, opts))));
}

/** GET /activity/activity/gift/onLinePool — the winners ticker: latest 20 wins, names masked. */
export function listOnlineWins(activityId: number, opts?: CallOptions) {
  return dataOf(http.get<WinNotice[]>(`${GIFT}/onLinePool`, {}, retryable(activityCall(activityId, opts))));
}

/** GET /activity/activity/gift/pool — the 8 prizes by slot with stock left (null unlimited) and soldOut. */
export function getPool(activityId: number, opts?: CallOptions) {
  return dataOf(http.get<PoolPrize[]>(`${GIFT}/pool`, {}, retryable(activityCall(activityId, opts))));
}

/** GET /activity/activity/gift/v2/pool — activity, pool and the caller's draws left (null logged out). */
export function getPoolOverview(activityId: number, opts?: CallOptions) {
  return dataOf(http.get<PoolOverview>(`${GIFT}/v2/pool`, {}, retryable(activityCall(activityId, opts))));
}

/** GET /activity/activity/gift/user/lottryNum — the caller's draws left and used. */
export function getDrawCount(activityId: number, opts?: CallOptions) {
  return dataOf(http.get<DrawCount>(`${GIFT}/user/lottryNum`, {}, retryable(activityCall(activityId, opts))));
}

/** GET /activity/activity/gift/validOrderGiveDraw — credits one draw per paid order in the window (once each). */
export function giveOrderDraws(activityId: number, opts?: CallOptions) {
  return dataOf(http.get<OrderDrawGrant>(`${GIFT}/validOrderGiveDraw`, {}, sentOnce(activityCall(activityId, opts))));
}

/** POST /activity/activity/gift/cnee — the winner's address for a physical record; resolves with 操作成功!. */
export function submitGiftAddress(form: GiftAddressForm, opts?: CallOptions) {
  return msgOf(http.post<null>(`${GIFT}/cnee`, form, activityCall(null, opts)));
}

/* -------------------------------------- popu -------------------------------------- */

/** GET /activity/popu/getGift — takes the activity's one-time gift (a command activity needs `command`). */
export function getActivityGift(activityId: number, command?: string, opts?: CallOptions) {
  return dataOf(http.get<GiftRecord>('/activity/popu/getGift', command ? { command } : {}, sentOnce(activityCall(activityId, opts))));
}

/**
 * GET /activity/popu/getLottryRecordDetail — one of the caller's prize records.
 * No screen in the spec makes this call (SPEC §7 lists it; §2 ties it to no screen), so no page calls it; it is kept, tested against the sandbox, for the screen that will. (The records dialog lists the records with their giftCode already.)
 */
export function getLotteryRecordDetail(id: number, opts?: CallOptions) {
  return dataOf(http.get<GiftRecord>('/activity/popu/getLottryRecordDetail', { id }, retryable(activityCall(null, opts))));
}

/* ------------------------------- eSport, rank, power ------------------------------- */

/** GET /activity/activity/eSport/esportListByActivityId — the activity's membership offers. */
export function listEsportOffers(activityId: number, opts?: CallOptions) {
  return dataOf(http.get<EsportOffer[]>('/activity/activity/eSport/esportListByActivityId', { activityId }, retryable(activityCall(activityId, opts))));
}

/** GET /activity/activity/eSport/listByActivityId — the gift items the activity hands out. */
export function listActivityGifts(activityId: number, opts?: CallOptions) {
  return dataOf(http.get<ActivityGiftItem[]>('/activity/activity/eSport/listByActivityId', { activityId }, retryable(activityCall(activityId, opts))));
}

/** GET /activity/web/midAutumn/getRank — top 20 by score with their rank prize. */
export function getRank(activityId: number, opts?: CallOptions) {
  return dataOf(http.get<RankEntry[]>('/activity/web/midAutumn/getRank', {}, retryable(activityCall(activityId, opts))));
}

/** GET /activity/web/midAutumn/getMyRank — the caller's rank (null without a score) and score. */
export function getMyRank(activityId: number, opts?: CallOptions) {
  return dataOf(http.get<MyRank>('/activity/web/midAutumn/getMyRank', {}, retryable(activityCall(activityId, opts))));
}

/** POST /activity/userPower/getUserPower — benefit records (powerType 3–7); [] means 权益为空. */
export function listUserPowers(activityId: number = CAMPAIGNS.benefits, opts?: CallOptions) {
  return dataOf(http.post<BenefitRecord[]>('/activity/userPower/getUserPower', { activityId }, activityCall(activityId, opts)));
}

/** GET /activity/channel/activity/findOpenRankActivity/{channelId} — a partner's open joint activity and rank. */
export function findOpenRankActivity(channelId: number, opts?: CallOptions) {
  return dataOf(http.get<JointActivity>(`/activity/channel/activity/findOpenRankActivity/${channelId}`, {}, retryable(activityCall(null, opts))));
}

/* ------------------------------------ national21 ------------------------------------ */

/** POST /activity/national21/cnee — the winner's address; resolves with 操作成功!. */
export function submitNational21Address(activityId: number, form: GiftAddressForm, opts?: CallOptions) {
  return msgOf(http.post<null>(`${N21}/cnee`, form, activityCall(activityId, opts)));
}

/** GET /activity/national21/getMyInvite — invite code, invite link (path + ?from=code) and invites. */
export function getMyInvites(activityId: number, opts?: CallOptions) {
  return dataOf(n21Get<MyInvites>('getMyInvite', activityId, {}, retryable, opts));
}

/** GET /activity/national21/activity — the activity info. */
export function getNational21Activity(activityId: number, opts?: CallOptions) {
  return dataOf(n21Get<ActivityInfo>('activity', activityId, {}, retryable, opts));
}

/** GET /activity/national21/luckDraw — one draw (invites count as draws). */
export function national21Draw(activityId: number, opts?: CallOptions) {
  return dataOf(n21Get<DrawResult>('luckDraw', activityId, {}, sentOnce, opts));
}

/** GET /activity/national21/lotteryRecord — the caller's records, 4 a page. */
export function listNational21Records(activityId: number, page: PageQuery = {}, opts?: CallOptions) {
  const params = { pageNo: page.pageNo ?? 1, pageSize: page.pageSize ?? PRIZE_PAGE_SIZE };
  return dataOf(n21Get<Paged<GiftRecord>>('lotteryRecord', activityId, params, retryable, opts));
}

/**
 * GET /activity/national21/luckRecord — everyone's latest wins (ticker), names masked.
 * No screen in the spec makes this call (SPEC §7 lists it; §2 ties it to no screen), so no page calls it; it is kept, tested against the sandbox, for the screen that will. (The national21 pages show no winners ticker.)
 */
export function listNational21Wins(activityId: number, opts?: CallOptions) {
  return dataOf(n21Get<WinNotice[]>('luckRecord', activityId, {}, retryable, opts));
}

/** GET /activity/national21/pool — the 8 prizes with stock. */
export function getNational21Pool(activityId: number, opts?: CallOptions) {
  return dataOf(n21Get<PoolPrize[]>('pool', activityId, {}, retryable, opts));
}

/** GET /activity/national21/qryMyDraw — draws left, used and earned by invites (`t` timestamp param). */
export function getMyDraws(activityId: number, opts?: CallOptions) {
  return dataOf(n21Get<DrawCount>('qryMyDraw', activityId, {}, retryable, opts));
}

/* ----------------------------------- prize widget ----------------------------------- */

/**
 * POST /activity/activity/gift/cnee — the winner's address (SPEC §7), here with the prize widget's
 * whole shipping form (SPEC §3: username, phone, cneeAddr codes, handleAddr, address, prize_id,
 * giftId, account_token, country_code); resolves with 操作成功!. The widget's list and redemption
 * are the leigod calls (services/leigod.ts listLeigodPrizes, receiveLeigodPrize).
 */
export function submitWidgetAddress(form: WidgetAddressForm, opts?: CallOptions) {
  return msgOf(http.post<null>(`${GIFT}/cnee`, form, activityCall(null, opts)));
}
