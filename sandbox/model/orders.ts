import { OrderType, PayMode } from '@/lib/constants';
import { centsToCoins, centsToYuan, coinsToCents, CUSTOM_COINS_MAX, formatYuan, toCents } from '@/lib/money';
import { ORDER_ERRORS, ORDER_MESSAGES, ORDER_TTL_MS, type OrderErrorCode, type OrderView } from '@/lib/order-types';
import { db, mutate, now } from '../db';
import { COIN_PACKAGES, ESPORT_PACKAGES, GOOD_NAMES, SANDBOX_COIN_RATE } from '../seed/orders';
import type { SandboxOrder, SandboxPurchase, SandboxState } from '../types';
import { balanceOf, changeBalance, extendMembership } from './wallet';

export type CashierAction = 'pay' | 'fail' | 'expire';

export function isCashierAction(value: unknown): value is CashierAction {
  return value === 'pay' || value === 'fail' || value === 'expire';
}

/** The order, with a pending order past its deadline turned expired (orders expire after 30 minutes). */
export function findOrder(orderNo: string): SandboxOrder | undefined {
  const order = db().orders[orderNo];
  if (order && order.status === 1 && now() > order.expiresAt) {
    mutate(() => {
      order.status = -1;
      order.updatedAt = now();
    });
  }
  return order;
}

/** A user's own order; someone else's order is "not found", never "forbidden" (no probing). */
export function findOwnOrder(orderNo: string, phone: string): SandboxOrder | undefined {
  const order = findOrder(orderNo);
  return order?.phone === phone ? order : undefined;
}

/**
 * What the cashier buttons do. Only a pending order changes; returns false otherwise, so a second
 * 支付 (or a duplicate payment notification) can never apply the money twice.
 */
export function applyCashierAction(order: SandboxOrder, action: CashierAction): boolean {
  if (order.status !== 1) return false;
  mutate((state) => {
    order.updatedAt = now();
    if (action === 'pay') {
      const settled = settle(state, order);
      order.status = settled ? 2 : 1;
      // The coins spent elsewhere since the order was made: the payment is refused, the order stays payable.
      order.payFailed = !settled;
    } else if (action === 'expire') {
      order.status = -1;
    } else {
      order.payFailed = true; // the payment attempt failed; the order itself stays payable
    }
  });
  return true;
}

/**
 * Moves the money of a paid order exactly once: takes the coin part, then credits coins or extends
 * the membership of the target account. False (nothing changed) when the wallet no longer holds
 * the coin part. Orders without a purchase (inserted by QA tools) have nothing to move.
 */
function settle(state: SandboxState, order: SandboxOrder): boolean {
  const p = order.purchase;
  if (!p || p.settledAt !== undefined) return true;
  if (p.nbAmount > 0 && !changeBalance(state, order.phone ?? '', -p.nbAmount)) return false;
  if (p.coins) changeBalance(state, p.targetAccount, p.coins);
  if (p.days) p.vipExpiredTime = extendMembership(state, p.targetAccount, p.days);
  p.settledAt = now();
  return true;
}

export interface OrderError {
  code: OrderErrorCode;
  msg: string;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: OrderError };

export function orderError(code: OrderErrorCode, msg: string = ORDER_MESSAGES[code]): OrderError {
  return { code, msg };
}

/** A create request after parsing: amounts in cents and coins. */
export interface OrderRequest {
  orderType: number;
  consumerType: number;
  goodsId: string;
  actualCents: number;
  nbAmount: number;
  /** Phone of the account to credit. */
  targetAccount: string;
  idempotencyKey: string;
  /** Custom N coin amount (goodsId 0). */
  nnAmount?: number;
}

interface Goods {
  goodName: string;
  setMealName: string;
  priceCents: number;
  days?: number;
  coins?: number;
}

function coinGoods(nnAmount: number): Goods {
  return {
    goodName: GOOD_NAMES.coins,
    setMealName: `${nnAmount} N币`,
    priceCents: coinsToCents(nnAmount, SANDBOX_COIN_RATE),
    coins: nnAmount,
  };
}

/** What the request buys, priced by the server (the client's prices are only checked against it). */
function findGoods(req: OrderRequest): Goods | null {
  if (req.orderType === OrderType.SpeedVip) {
    const pkg = ESPORT_PACKAGES.find((p) => String(p.dbId) === req.goodsId);
    if (!pkg) return null;
    const priceCents = toCents(pkg.preferentialPrice) ?? 0;
    return { goodName: GOOD_NAMES.membership, setMealName: pkg.esportComboName, priceCents, days: pkg.esportComboDay };
  }
  const pkg = COIN_PACKAGES.find((p) => String(p.id) === req.goodsId);
  if (pkg) return coinGoods(pkg.nnAmount);
  const custom = req.nnAmount;
  const isCustom = (req.goodsId === '0' || req.goodsId === '') && custom !== undefined;
  return isCustom && Number.isInteger(custom) && custom >= 1 && custom <= CUSTOM_COINS_MAX ? coinGoods(custom) : null;
}

/** The split the client sent must add up to the server's price under the pay mode it names. */
function amountsMatch(req: OrderRequest, priceCents: number): boolean {
  const { consumerType, actualCents, nbAmount } = req;
  if (consumerType === PayMode.Crash) return nbAmount === 0 && actualCents === priceCents;
  if (consumerType === PayMode.NnCoin) return actualCents === 0 && nbAmount === centsToCoins(priceCents, SANDBOX_COIN_RATE);
  const coinCents = coinsToCents(nbAmount, SANDBOX_COIN_RATE);
  return nbAmount > 0 && actualCents > 0 && coinCents + actualCents === priceCents;
}

/** Why this request cannot become an order, or null. */
function refuse(phone: string, req: OrderRequest, goods: Goods | null): OrderError | null {
  if (req.orderType !== OrderType.SpeedVip && req.orderType !== OrderType.NnCoinOrder) return orderError(ORDER_ERRORS.orderTypeUnsupported);
  if (!goods) return orderError(ORDER_ERRORS.goodsNotFound);
  // Coins cannot buy coins.
  if (req.orderType === OrderType.NnCoinOrder && req.consumerType !== PayMode.Crash) {
    return orderError(ORDER_ERRORS.paramInvalid, '参数错误：N币充值仅支持现金支付');
  }
  if (!amountsMatch(req, goods.priceCents)) return orderError(ORDER_ERRORS.amountMismatch);
  if (req.nbAmount > balanceOf(phone)) return orderError(ORDER_ERRORS.balanceNotEnough);
  return null;
}

function fingerprintOf(req: OrderRequest): string {
  const { orderType, consumerType, goodsId, actualCents, nbAmount, targetAccount, nnAmount } = req;
  return JSON.stringify([orderType, consumerType, goodsId, actualCents, nbAmount, targetAccount, nnAmount ?? null]);
}

function findByKey(phone: string, key: string): SandboxOrder | undefined {
  return Object.values(db().orders).find((o) => o.phone === phone && o.purchase?.idempotencyKey === key);
}

/** NN + China-time date + a 6-digit sequence: NN20250601000001. */
function nextOrderNo(state: SandboxState): string {
  const day = new Date(now() + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
  let seq = Object.keys(state.orders).length + 1;
  while (state.orders[`NN${day}${String(seq).padStart(6, '0')}`]) seq += 1;
  return `NN${day}${String(seq).padStart(6, '0')}`;
}

/**
 * Creates the order of a purchase intent, or returns the one already made with the same key
 * (a double click or a retried request never makes a second order). A pure-coin order is paid at
 * once. Synchronous on purpose: no await between the key lookup and the insert, so two concurrent
 * requests with one key cannot both create.
 */
export function placeOrder(phone: string, req: OrderRequest): Outcome<SandboxOrder> {
  const fingerprint = fingerprintOf(req);
  const existing = findByKey(phone, req.idempotencyKey);
  if (existing) {
    const same = existing.purchase?.fingerprint === fingerprint;
    return same ? { ok: true, value: findOrder(existing.orderNo) ?? existing } : { ok: false, error: orderError(ORDER_ERRORS.idempotencyConflict) };
  }
  const goods = findGoods(req);
  const refused = refuse(phone, req, goods);
  if (refused || !goods) return { ok: false, error: refused ?? orderError(ORDER_ERRORS.goodsNotFound) };
  const order = mutate((state) => {
    const created = newOrder(state, phone, req, goods, fingerprint);
    state.orders[created.orderNo] = created;
    if (req.consumerType === PayMode.NnCoin && settle(state, created)) created.status = 2;
    return created;
  });
  return { ok: true, value: order };
}

function newOrder(state: SandboxState, phone: string, req: OrderRequest, goods: Goods, fingerprint: string): SandboxOrder {
  const at = now();
  const purchase: SandboxPurchase = {
    idempotencyKey: req.idempotencyKey,
    fingerprint,
    orderType: req.orderType,
    consumerType: req.consumerType,
    goodsId: req.goodsId,
    goodName: goods.goodName,
    setMealName: goods.setMealName,
    priceCents: goods.priceCents,
    actualCents: req.actualCents,
    nbAmount: req.nbAmount,
    targetAccount: req.targetAccount,
    ...(goods.days ? { days: goods.days } : {}),
    ...(goods.coins ? { coins: goods.coins } : {}),
  };
  // `detail` is only what the cashier page shows (商品, 金额): the amount is the cash part, which is
  // what the QR code charges; the order's own numbers are in `purchase`.
  const detail = { goodName: `${goods.setMealName}（${goods.goodName}）`, realPrice: `¥${formatYuan(req.actualCents)}` };
  return { orderNo: nextOrderNo(state), status: 1, createdAt: at, expiresAt: at + ORDER_TTL_MS, updatedAt: at, phone, detail, purchase };
}

/**
 * Checks that an order can be paid now and starts a new payment attempt (clearing the last
 * attempt's failure, so polling does not report it again).
 */
export function startPayment(order: SandboxOrder): OrderError | null {
  if (order.status === -1) return orderError(ORDER_ERRORS.expired);
  if (order.status === 2) return orderError(ORDER_ERRORS.alreadyPaid);
  // The wallet may have been spent elsewhere since the order was made.
  if ((order.purchase?.nbAmount ?? 0) > balanceOf(order.phone ?? '')) return orderError(ORDER_ERRORS.balanceNotEnough);
  if (order.payFailed) {
    mutate(() => {
      order.payFailed = false;
      order.updatedAt = now();
    });
  }
  return null;
}

/** The order as create and status answer it (yuan as numbers). */
export function viewOf(order: SandboxOrder): OrderView {
  const p = order.purchase!;
  return {
    orderNo: order.orderNo,
    orderType: p.orderType as OrderView['orderType'],
    consumerType: p.consumerType as OrderView['consumerType'],
    goodsId: p.goodsId,
    actualAmount: centsToYuan(p.actualCents),
    nbAmount: p.nbAmount,
    goodName: p.goodName,
    setMealName: p.setMealName,
    realPrice: centsToYuan(p.priceCents),
    targetAccount: p.targetAccount,
    status: order.status,
    payFailed: !!order.payFailed,
    createTime: order.createdAt,
    expireTime: order.expiresAt,
    ...(p.vipExpiredTime !== undefined ? { vipExpiredTime: p.vipExpiredTime } : {}),
    ...p.cdk,
  };
}
