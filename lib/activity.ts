import { AwardType, GiftType, type ActivityWindow, type GiftAddressForm, type GiftRecord, type LeigodActivity, type WidgetAddressForm, type WidgetPrize } from './activity-types';
import { formatChinaTime } from './format';
import { isValidPhone } from './validators';

/**
 * Pure rules of the campaign pages (SPEC §4, §5, §8), shared by the pages and the sandbox so that
 * the server's answer and the page's check can never disagree.
 */

export const ACTIVITY_MSG = {
  outOfWindow: '抱歉，活动不在有效期',
  noDraws: '您还没有抽奖次数,请先充值',
  notWon: '很遗憾！您未中奖',
  noRecords: '您还未参与过抽奖',
  noBenefits: '权益为空',
  addressOk: '操作成功!',
  redeemed: '兑换成功',
  notFound: '活动不存在',
} as const;

/** SPEC §4: ended unless online and now lies within [startTime, endTime] (both edges inclusive). */
export function isActivityEnded(activity: ActivityWindow, now: number): boolean {
  return !(activity.isOnline && now >= activity.startTime && now <= activity.endTime);
}

/** Not started yet (the page may show a countdown instead of the ended state). */
export function isActivityUpcoming(activity: ActivityWindow, now: number): boolean {
  return activity.isOnline && now < activity.startTime;
}

/** The window of a leigod activity, so the same ended rule serves both services. */
export function leigodWindow(activity: Pick<LeigodActivity, 'start_time' | 'end_time' | 'is_online'>): ActivityWindow {
  return { startTime: activity.start_time, endTime: activity.end_time, isOnline: activity.is_online };
}

export type ChestTheme = 'orange' | 'yellow';

/** SPEC §9: chestStyle 1 orange, anything else yellow. */
export function chestTheme(chestStyle: number | null | undefined): ChestTheme {
  return chestStyle === 1 ? 'orange' : 'yellow';
}

/* ------------------------------------ prize widget ------------------------------------ */

export type WidgetAction = 'address' | 'redeem' | 'detail';

/** SPEC §4: status 0 + physical → address dialog; status 0 + other → redeem now; else detail. */
export function widgetPrizeAction(prize: Pick<WidgetPrize, 'status' | 'award_type'>): WidgetAction {
  if (prize.status !== 0) return 'detail';
  return prize.award_type === AwardType.Physical ? 'address' : 'redeem';
}

/** Label of the action column. */
export function widgetActionLabel(action: WidgetAction): string {
  return { address: '填写地址', redeem: '立即领取', detail: '查看详情' }[action];
}

/**
 * Detail-dialog text (SPEC §4): a physical prize names the prize plus its message; anything else
 * says the boost time was credited automatically and can be seen in the client.
 */
export function congratulationText(prize: Pick<WidgetPrize, 'award_type' | 'present_title' | 'message'>): string {
  if (prize.award_type === AwardType.Physical) {
    const tail = prize.message ? `，${prize.message}` : '';
    return `恭喜您获得${prize.present_title}${tail}`;
  }
  return `恭喜您获得${prize.present_title}，加速时长已自动发放到您的账号，可在NN加速器客户端中查看`;
}

/* ------------------------------------- gift flow -------------------------------------- */

export type GiftAction =
  | { kind: 'claim'; label: '领取' }
  | { kind: 'status'; label: '待发货' | '已发货' }
  | { kind: 'cdk'; label: '查看' }
  | { kind: 'done'; label: '已发放' };

/** SPEC §4: type 3 claim then pending / sent; type 1 view the CDK; others already sent. */
export function giftRecordAction(record: Pick<GiftRecord, 'giftType' | 'cneeStatus'>): GiftAction {
  if (record.giftType === GiftType.Physical) {
    if (record.cneeStatus === 0) return { kind: 'claim', label: '领取' };
    return { kind: 'status', label: record.cneeStatus === 1 ? '待发货' : '已发货' };
  }
  if (record.giftType === GiftType.Cdk) return { kind: 'cdk', label: '查看' };
  return { kind: 'done', label: '已发放' };
}

/** The status text a record carries (cneeStatusStr). */
export function giftStatusText(record: Pick<GiftRecord, 'giftType' | 'cneeStatus'>): string {
  if (record.giftType !== GiftType.Physical) return '已发放';
  return ['待领取', '待发货', '已发货'][record.cneeStatus] ?? '待领取';
}

/* ---------------------------------- shipping forms ------------------------------------ */

export const ADDRESS_MSG = {
  nameRequired: '请输入您的姓名',
  nameInvalid: '姓名只能包含中英文字符，最多20个字',
  mobileRequired: '请输入您的手机号',
  mobileInvalid: '请输入正确的手机号!',
  regionRequired: '请选择您的所在区域',
  detailRequired: '请输入您的详细地址',
  detailInvalid: '详细地址最多100个字，且不能包含表情符号',
} as const;

export const ADDRESS_LIMITS = { nameMax: 20, detailMax: 100 } as const;

// Emoji and other pictographs cannot be printed on a shipping label.
const PICTOGRAPH = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/u;
const NAME_RE = /^[\p{Script=Han}A-Za-z·• .]+$/u;

export function nameError(value: string): string | null {
  const v = value.trim();
  if (!v) return ADDRESS_MSG.nameRequired;
  return [...v].length <= ADDRESS_LIMITS.nameMax && NAME_RE.test(v) ? null : ADDRESS_MSG.nameInvalid;
}

export function mobileError(value: string): string | null {
  const v = value.trim();
  if (!v) return ADDRESS_MSG.mobileRequired;
  return isValidPhone(v) ? null : ADDRESS_MSG.mobileInvalid;
}

export function regionError(value: string | readonly string[]): string | null {
  const filled = typeof value === 'string' ? value.trim() !== '' : value.length === 3 && value.every((p) => p.trim() !== '');
  return filled ? null : ADDRESS_MSG.regionRequired;
}

export function detailError(value: string): string | null {
  const v = value.trim();
  if (!v) return ADDRESS_MSG.detailRequired;
  return [...v].length <= ADDRESS_LIMITS.detailMax && !PICTOGRAPH.test(v) ? null : ADDRESS_MSG.detailInvalid;
}

export type GiftAddressField = 'cneeName' | 'cneeMobile' | 'cneeAddr' | 'cneeAddrDetail';

/** Per-field errors of the gift-flow form (SPEC §5), empty when valid. For blur and submit. */
export function giftAddressErrors(form: Omit<GiftAddressForm, 'id'>): Partial<Record<GiftAddressField, string>> {
  return compact({
    cneeName: nameError(form.cneeName),
    cneeMobile: mobileError(form.cneeMobile),
    cneeAddr: regionError(form.cneeAddr),
    cneeAddrDetail: detailError(form.cneeAddrDetail),
  });
}

export type WidgetAddressField = 'username' | 'phone' | 'cneeAddr' | 'address';

/** Per-field errors of the widget form (SPEC §5, country fixed +86), empty when valid. */
export function widgetAddressErrors(
  form: Pick<WidgetAddressForm, 'username' | 'phone' | 'cneeAddr' | 'address'>,
): Partial<Record<WidgetAddressField, string>> {
  return compact({
    username: nameError(form.username),
    phone: mobileError(form.phone),
    cneeAddr: regionError(form.cneeAddr),
    address: detailError(form.address),
  });
}

/** The first message of an error map in field order, or null. */
export function firstError(errors: Partial<Record<string, string>>): string | null {
  return Object.values(errors).find((m): m is string => !!m) ?? null;
}

function compact<K extends string>(entries: Record<K, string | null>): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of Object.keys(entries) as K[]) {
    const msg = entries[key];
    if (msg) out[key] = msg;
  }
  return out;
}

/** 138****8000 — how other players appear in tickers and ranks. */
export function maskName(name: string): string {
  if (/^1\d{10}$/.test(name)) return `${name.slice(0, 3)}****${name.slice(-4)}`;
  const chars = [...name];
  if (chars.length <= 1) return `${name}*`;
  return `${chars[0]}**${chars.length > 2 ? chars[chars.length - 1] : ''}`;
}

/* ------------------------------------- display ------------------------------------- */

/** 2026年6月1日 00:00 in China time, whatever the server's zone (pages render it on the server). */
export function formatCst(ms: number): string {
  return formatChinaTime(ms, 'YYYY年M月D日 HH:mm');
}

/** 活动时间：… 至 … */
export function windowText(w: Pick<ActivityWindow, 'startTime' | 'endTime'>): string {
  return `${formatCst(w.startTime)} 至 ${formatCst(w.endTime)}`;
}

/** 3天 04:05:06 — time left until `to` on the given clock; '' once reached. */
export function countdownText(to: number, now: number): string {
  const left = Math.max(0, Math.floor((to - now) / 1000));
  if (!left) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(left / 86400);
  const rest = `${pad(Math.floor((left % 86400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return days ? `${days}天 ${rest}` : rest;
}
