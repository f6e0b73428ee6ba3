import { http } from 'msw';
import type { GiftAddressForm } from '@/lib/activity-types';
import { ACTIVITY_MSG } from '@/lib/activity';
import { activityOk } from '../../envelope';
import { readBody, str, type Body } from '../../request-body';
import { recordsOf, remainingDraws } from '../../model/activity';
import { creditPaidOrders, submitGiftAddress } from '../../model/activity-gifts';
import { activityAndUser, activityOf, activityUser, answer, pageOf, positiveInt, query } from './common';
import { bonusOf, drawCountOf, drawFor, infoOf, overviewOf, poolOf, winTicker } from './draw';
import { widgetCnee } from './prize-widget';

/** The gift service: activity info, pools, draws, records, counts and the winner's address. */

const GIFT = '*/activity/activity/gift';

type Ctx = { request: Request };

export const activityInfo = ({ request }: Ctx) => {
  const a = activityOf(request);
  return a.ok ? activityOk(infoOf(a.value)) : a.response;
};

export const luckDraw = ({ request }: Ctx) => {
  const r = activityAndUser(request);
  return r.ok ? answer(drawFor(r.value.activity, r.value.user)) : r.response;
};

export const lotteryRecord = ({ request }: Ctx) => {
  const r = activityAndUser(request);
  if (!r.ok) return r.response;
  const { page, size } = pageOf(query(request));
  return activityOk(recordsOf(r.value.activity.activityId, r.value.user.phone, page, size));
};

export const pool = ({ request }: Ctx) => {
  const a = activityOf(request);
  return a.ok ? activityOk(poolOf(a.value)) : a.response;
};

export const winners = ({ request }: Ctx) => {
  const a = activityOf(request);
  return a.ok ? activityOk(winTicker(a.value)) : a.response;
};

/** Visitors get the pool with remain null; a bad token is not an error on a public read. */
const poolV2 = ({ request }: Ctx) => {
  const a = activityOf(request);
  if (!a.ok) return a.response;
  const user = activityUser(request);
  return activityOk(overviewOf(a.value, user.ok ? user.value : null));
};

export const drawCount = ({ request }: Ctx) => {
  const r = activityAndUser(request);
  return r.ok ? activityOk(drawCountOf(r.value.activity, r.value.user)) : r.response;
};

const orderDraws = ({ request }: Ctx) => {
  const r = activityAndUser(request);
  if (!r.ok) return r.response;
  const { activity, user } = r.value;
  const given = creditPaidOrders(activity, user.phone);
  if (!given.ok) return answer(given);
  return activityOk({ given: given.value, remain: remainingDraws(activity.activityId, user.phone, bonusOf(activity, user)) });
};

export function addressForm(body: Body): GiftAddressForm {
  return {
    id: positiveInt(body.id) ?? 0,
    cneeName: str(body, 'cneeName'),
    cneeMobile: str(body, 'cneeMobile'),
    cneeAddr: str(body, 'cneeAddr'),
    cneeAddrDetail: str(body, 'cneeAddrDetail'),
  };
}

/**
 * POST /activity/activity/gift/cnee — the winner's address: the gift flow's form (cneeName…, the
 * site token in the header), or the prize widget's whole form (prize_id with its account_token).
 */
export const cnee = async ({ request }: Ctx) => {
  const body = await readBody(request);
  if (body.prize_id !== undefined && body.account_token !== undefined) return widgetCnee(body);
  const user = activityUser(request);
  if (!user.ok) return user.response;
  return answer(submitGiftAddress(user.value.phone, addressForm(body)), ACTIVITY_MSG.addressOk);
};

export const giftHandlers = [
  http.get(`${GIFT}/activity`, activityInfo),
  http.get(`${GIFT}/luckDraw`, luckDraw),
  http.get(`${GIFT}/v2/luckDraw`, luckDraw),
  http.get(`${GIFT}/lotteryRecord`, lotteryRecord),
  http.get(`${GIFT}/onLinePool`, winners),
  http.get(`${GIFT}/pool`, pool),
  http.get(`${GIFT}/v2/pool`, poolV2),
  http.get(`${GIFT}/user/lottryNum`, drawCount),
  http.get(`${GIFT}/validOrderGiveDraw`, orderDraws),
  http.post(`${GIFT}/cnee`, cnee),
];
