import { ACTIVITY_CODES, GiftType, type GiftAddressForm, type GiftRecord } from '@/lib/activity-types';
import { ACTIVITY_MSG, ADDRESS_MSG, firstError, giftAddressErrors, giftStatusText, isActivityEnded } from '@/lib/activity';
import { mutate, now } from '../db';
import type { ActivityConfig } from '../seed/activity/activities';
import { activityState } from './activity-store';
import { isRegionLabel } from './regions';
import { addGiftRecord, failure, publicRecord, type Outcome } from './activity';

/** Gift-flow records after the draw: the shipping address, the popup / command gift, record detail. */

export const GIFT_MSG = {
  recordNotFound: '奖品记录不存在',
  noAddressNeeded: '该奖品无需填写收货地址',
  addressTwice: '收货地址已提交，请勿重复提交',
  giftTwice: '您已领取过该礼包',
  noGift: '该活动没有可领取的礼包',
  badCommand: '口令错误，请重新输入',
} as const;

/**
 * POST …/cnee: validates like the page does (SPEC §5), then moves the record to 待发货. Every field
 * is bounded: name ≤ 20, an 11-digit phone, detail ≤ 100, and the region one of the region list's
 * names (a made-up one gets the form's 请选择您的所在区域).
 */
export function submitGiftAddress(phone: string, form: GiftAddressForm): Outcome<null> {
  const error = firstError(giftAddressErrors(form)) ?? (isRegionLabel(form.cneeAddr) ? null : ADDRESS_MSG.regionRequired);
  if (error) return failure(ACTIVITY_CODES.badAddress, error);
  return mutate((s) => {
    const record = s.activity.records.find((r) => r.id === form.id && r.phone === phone);
    if (!record) return failure(ACTIVITY_CODES.recordNotFound, GIFT_MSG.recordNotFound);
    if (record.giftType !== GiftType.Physical) return failure(ACTIVITY_CODES.noAddressNeeded, GIFT_MSG.noAddressNeeded);
    if (record.cneeStatus !== 0) return failure(ACTIVITY_CODES.alreadyDone, GIFT_MSG.addressTwice);
    const region = form.cneeAddr.trim();
    const detail = form.cneeAddrDetail.trim();
    record.address = { name: form.cneeName.trim(), mobile: form.cneeMobile.trim(), region, detail, at: now() };
    record.cneeAddr = `${region} ${detail}`;
    record.cneeStatus = 1;
    record.cneeStatusStr = giftStatusText(record);
    return { ok: true as const, value: null };
  });
}

export function recordDetail(phone: string, id: number): Outcome<GiftRecord> {
  const record = activityState().records.find((r) => r.id === id && r.phone === phone);
  return record ? { ok: true, value: publicRecord(record) } : failure(ACTIVITY_CODES.recordNotFound, GIFT_MSG.recordNotFound);
}

/** GET /activity/popu/getGift: the activity's one-time gift; a command activity needs its 口令. */
export function takeActivityGift(activity: ActivityConfig, phone: string, command: string): Outcome<GiftRecord> {
  const gift = activity.gift;
  if (!gift) return failure(ACTIVITY_CODES.notFound, GIFT_MSG.noGift);
  if (isActivityEnded(activity, now())) return failure(ACTIVITY_CODES.outOfWindow, ACTIVITY_MSG.outOfWindow);
  if (activity.command && command.trim().toUpperCase() !== activity.command.toUpperCase()) {
    return failure(ACTIVITY_CODES.badCommand, GIFT_MSG.badCommand);
  }
  return mutate((s) => {
    const taken = (s.activity.giftsTaken[String(activity.activityId)] ??= []);
    if (taken.includes(phone)) return failure(ACTIVITY_CODES.alreadyDone, GIFT_MSG.giftTwice);
    taken.push(phone);
    const record = addGiftRecord(s.activity, activity.activityId, { id: gift.giftId, name: gift.giftName, type: gift.giftType }, phone);
    return { ok: true as const, value: publicRecord(record) };
  });
}

/**
 * GET …/validOrderGiveDraw: one draw per paid order of the user placed within the window, each
 * order credited once (the order module owns the orders; this only reads them).
 */
export function creditPaidOrders(activity: ActivityConfig, phone: string): Outcome<number> {
  if (isActivityEnded(activity, now())) return failure(ACTIVITY_CODES.outOfWindow, ACTIVITY_MSG.outOfWindow);
  return mutate((s) => {
    const credited = (s.activity.creditedOrders[String(activity.activityId)] ??= []);
    const fresh = Object.values(s.orders).filter(
      (o) => o.phone === phone && o.status === 2 && o.updatedAt >= activity.startTime && o.updatedAt <= activity.endTime && !credited.includes(o.orderNo),
    );
    if (!fresh.length) return { ok: true as const, value: 0 };
    credited.push(...fresh.map((o) => o.orderNo));
    const byUser = (s.activity.draws[String(activity.activityId)] ??= {});
    (byUser[phone] ??= { granted: 0, used: 0 }).granted += fresh.length;
    return { ok: true as const, value: fresh.length };
  });
}
