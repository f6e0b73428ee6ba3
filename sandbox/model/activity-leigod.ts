import { randomBytes } from 'node:crypto';
import { ACTIVITY_CODES, AwardType, GiftType, type LeigodInvoice, type LeigodLevel, type LeigodPrice, type WidgetAddressForm, type WidgetPrize } from '@/lib/activity-types';
import { ACTIVITY_MSG, ADDRESS_MSG, firstError, isActivityEnded, leigodWindow, widgetAddressErrors } from '@/lib/activity';
import { mutate, now } from '../db';
import { AUTH_ERRORS, checkToken } from './tokens';
import type { LeigodActivityConfig } from '../seed/activity/leigod';
import type { PrizeConfig } from '../seed/activity/activities';
import { activityState } from './activity-store';
import type { SandboxActivityState, StoredInvoice, StoredWidgetPrize } from './activity-state';
import { failure, grantDraws, type Outcome } from './activity';
import { regionLabelOfCodes } from './regions';

/**
 * The accelerator-activity account: account_token sessions exchanged for a site token, package
 * invoices paid in the NN client, and the prize-widget records (list, redeem, address).
 */

export const ACCOUNT_TOKEN_TTL_MS = 2 * 3600_000;
/** The sandbox stands in for the NN client's payment: an invoice counts as paid this long after creation. */
export const INVOICE_PAY_DELAY_MS = 2000;
export const INVOICE_TTL_MS = 30 * 60_000;

export const LEIGOD_MSG = {
  tokenMissing: '缺少 account_token',
  packageNotFound: '套餐不存在',
  invoiceNotFound: '订单不存在',
  prizeNotFound: '奖品不存在',
  prizeTwice: '该奖品已领取，请勿重复领取',
  physicalNeedsAddress: '实物奖品请填写收货地址',
  notPhysical: '该奖品无需填写收货地址',
  presentTwice: '您已领取过见面礼',
} as const;

/** POST /leigod/api/user/login/token: a valid site token buys an account token; otherwise its auth code. */
export function exchangeSiteToken(siteToken: string): Outcome<{ account_token: string; expires_in: number }> {
  const check = checkToken(siteToken);
  if (!check.ok) return failure(check.error.code, check.error.msg);
  const token = randomBytes(16).toString('hex');
  const t = now();
  mutate((s) => {
    for (const [key, old] of Object.entries(s.activity.leigodTokens)) if (old.expiresAt < t - ACCOUNT_TOKEN_TTL_MS) delete s.activity.leigodTokens[key];
    s.activity.leigodTokens[token] = { phone: check.user.phone, issuedAt: t, expiresAt: t + ACCOUNT_TOKEN_TTL_MS };
  });
  return { ok: true, value: { account_token: token, expires_in: ACCOUNT_TOKEN_TTL_MS / 1000 } };
}

/**
 * The phone behind an account token. Unknown or expired tokens answer the site's auth codes, so
 * the activity client clears the user silently (SPEC §4) — the page then exchanges a new one.
 */
export function accountPhone(accountToken: string): Outcome<string> {
  if (!accountToken) return failure(AUTH_ERRORS.invalid.code, LEIGOD_MSG.tokenMissing);
  const session = activityState().leigodTokens[accountToken];
  if (!session) return failure(AUTH_ERRORS.invalid.code, AUTH_ERRORS.invalid.msg);
  if (now() > session.expiresAt) return failure(AUTH_ERRORS.expired.code, AUTH_ERRORS.expired.msg);
  return { ok: true, value: session.phone };
}

/* ---------------------------------- prize widget ---------------------------------- */

function publicPrize(p: StoredWidgetPrize): WidgetPrize {
  return { id: p.id, status: p.status, status_title: p.status_title, award_type: p.award_type, present_title: p.present_title, message: p.message };
}

export function addWidgetPrize(s: SandboxActivityState, activityId: number, phone: string, title: string, awardType: number, message: string): StoredWidgetPrize {
  const prize: StoredWidgetPrize = {
    id: s.nextWidgetPrizeId,
    status: 0,
    status_title: awardType === AwardType.Physical ? '待填写地址' : '待领取',
    award_type: awardType,
    present_title: title,
    message,
    phone,
    activityId,
    createTime: now(),
  };
  s.nextWidgetPrizeId += 1;
  s.widgetPrizes.unshift(prize);
  return prize;
}

export function awardTypeOf(prize: PrizeConfig): number {
  return prize.type === GiftType.Physical ? AwardType.Physical : AwardType.GameTime;
}

export function listWidgetPrizes(phone: string, activityId: number | null, page: number, size: number): { list: WidgetPrize[]; total: number } {
  const mine = activityState().widgetPrizes.filter((p) => p.phone === phone && (activityId === null || p.activityId === activityId));
  const start = (page - 1) * size;
  return { list: mine.slice(start, start + size).map(publicPrize), total: mine.length };
}

/** POST …/receive: a status-0 boost is credited once; a second call (or a physical prize) fails. */
export function redeemWidgetPrize(phone: string, prizeId: number): Outcome<null> {
  return mutate((s) => {
    const prize = s.activity.widgetPrizes.find((p) => p.id === prizeId && p.phone === phone);
    if (!prize) return failure(ACTIVITY_CODES.recordNotFound, LEIGOD_MSG.prizeNotFound);
    if (prize.status !== 0) return failure(ACTIVITY_CODES.alreadyDone, LEIGOD_MSG.prizeTwice);
    if (prize.award_type === AwardType.Physical) return failure(ACTIVITY_CODES.noAddressNeeded, LEIGOD_MSG.physicalNeedsAddress);
    prize.status = 1;
    prize.status_title = '已领取';
    prize.message = `${prize.present_title}已到账`;
    prize.redeemedAt = now();
    return { ok: true as const, value: null };
  });
}

/** The widget's shipping form for a status-0 physical prize (POST /activity/activity/gift/cnee). */
export function submitWidgetAddress(phone: string, form: WidgetAddressForm): Outcome<null> {
  // The region is named by the server from the codes, which must be a path of the region list;
  // the client's handleAddr is only its echo and is not stored (as free text it had no bound).
  const region = regionLabelOfCodes(form.cneeAddr);
  const error = firstError(widgetAddressErrors(form)) ?? (region ? null : ADDRESS_MSG.regionRequired);
  if (error || !region) return failure(ACTIVITY_CODES.badAddress, error ?? ADDRESS_MSG.regionRequired);
  return mutate((s) => {
    const prize = s.activity.widgetPrizes.find((p) => p.id === form.prize_id && p.phone === phone);
    if (!prize) return failure(ACTIVITY_CODES.recordNotFound, LEIGOD_MSG.prizeNotFound);
    if (prize.award_type !== AwardType.Physical) return failure(ACTIVITY_CODES.noAddressNeeded, LEIGOD_MSG.notPhysical);
    if (prize.status !== 0) return failure(ACTIVITY_CODES.alreadyDone, LEIGOD_MSG.prizeTwice);
    prize.address = { name: form.username.trim(), mobile: form.phone.trim(), region, detail: form.address.trim(), at: now() };
    prize.regionCodes = [...form.cneeAddr];
    prize.status = 1;
    prize.status_title = '已填写地址';
    prize.message = '将于活动结束后 15 个工作日内发货';
    return { ok: true as const, value: null };
  });
}

/* ----------------------------------- packages ----------------------------------- */

function paidCount(phone: string, activityId: number): number {
  return Object.values(activityState().invoices).filter((i) => i.phone === phone && i.activityId === activityId && i.state === 1).length;
}

export function levelOf(phone: string, activityId: number): LeigodLevel {
  const level = paidCount(phone, activityId);
  return { level, repurchase: level > 0 };
}

export function priceOf(activity: LeigodActivityConfig, packageId: number, phone: string): Outcome<LeigodPrice> {
  const pkg = activity.packages.find((p) => p.id === packageId);
  if (!pkg) return failure(ACTIVITY_CODES.leigodBadRequest, LEIGOD_MSG.packageNotFound);
  const repurchase = paidCount(phone, activity.id) > 0;
  const discount = repurchase ? activity.repurchaseDiscount : 1;
  // Prices in yuan with two decimals: round in cents so 68 × 0.8 is 54.4, not 54.400000000000006.
  const price = Math.round(pkg.price * 100 * discount) / 100;
  return { ok: true, value: { package_id: pkg.id, price, original_price: pkg.original_price, discount, repurchase } };
}

function publicInvoice(i: StoredInvoice): LeigodInvoice {
  return { invoice_id: i.invoice_id, package_id: i.package_id, price: i.price, state: i.state, pay_url: i.pay_url };
}

export function createInvoice(activity: LeigodActivityConfig, packageId: number, phone: string): Outcome<LeigodInvoice> {
  if (isActivityEnded(leigodWindow(activity), now())) return failure(ACTIVITY_CODES.outOfWindow, ACTIVITY_MSG.outOfWindow);
  const quote = priceOf(activity, packageId, phone);
  if (!quote.ok) return quote;
  return mutate((s) => {
    const invoiceId = `LG${activity.id}${String(s.activity.nextInvoiceNo).padStart(6, '0')}`;
    s.activity.nextInvoiceNo += 1;
    const invoice: StoredInvoice = {
      invoice_id: invoiceId,
      package_id: packageId,
      price: quote.value.price,
      state: 0,
      pay_url: `nnaccelerator://pay?invoice=${invoiceId}`,
      phone,
      activityId: activity.id,
      createdAt: now(),
    };
    s.activity.invoices[invoiceId] = invoice;
    return { ok: true as const, value: publicInvoice(invoice) };
  });
}

/** POST /invoice/state/nn: settles a due invoice exactly once (draws granted on the paid transition). */
export function invoiceState(activity: LeigodActivityConfig, invoiceId: string, phone: string): Outcome<LeigodInvoice> {
  const invoice = activityState().invoices[invoiceId];
  if (!invoice || invoice.phone !== phone || invoice.activityId !== activity.id) return failure(ACTIVITY_CODES.leigodBadRequest, LEIGOD_MSG.invoiceNotFound);
  const age = now() - invoice.createdAt;
  if (invoice.state === 0 && age >= INVOICE_TTL_MS) mutate(() => void (invoice.state = 2));
  else if (invoice.state === 0 && age >= INVOICE_PAY_DELAY_MS) {
    const pkg = activity.packages.find((p) => p.id === invoice.package_id);
    mutate(() => {
      invoice.state = 1;
      invoice.paidAt = now();
    });
    if (pkg) grantDraws(invoice.activityId, phone, pkg.draw_num);
  }
  return { ok: true, value: publicInvoice(invoice) };
}
