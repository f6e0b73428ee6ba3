import { PayChannel } from '@/lib/constants';
import { http, retryable, type CallOptions, QUIET } from '@/lib/http';
import { COIN_RATE_PROBE, DEFAULT_COIN_RATE } from '@/lib/money';
import {
  COIN_PACKAGE_QUERY,
  ESPORT_PAGE_SIZE,
  type CoinPackage,
  type CreatedOrder,
  type CreateOrderInput,
  type EsportPackage,
  type OrderStatusView,
  type PayOrderResult,
  type WalletBalance,
} from '@/lib/order-types';

/**
 * N coin and membership purchase calls (SPEC §4 order flow, §7 Orders). Each resolves with the
 * envelope's data and rejects with an ApiError under the client's error policy; settlement and
 * create never toast (SPEC §7 "errors suppressed"), the dialogs show their own messages.
 */

/** GET /nnorder/order/account/balance — the signed-in user's coins and their yuan value. */
export async function getBalance(opts?: CallOptions): Promise<WalletBalance> {
  return (await http.get<WalletBalance>('/nnorder/order/account/balance', {}, retryable(opts))).data;
}

/** POST /nnorder/recharge/config/find — the web channel's N coin packages (channel 3, recommend 0). */
export async function listCoinPackages(opts?: CallOptions): Promise<CoinPackage[]> {
  return (await http.post<CoinPackage[]>('/nnorder/recharge/config/find', { ...COIN_PACKAGE_QUERY }, opts)).data ?? [];
}

/** POST /nnorder/order/eSport/findAllESport — esports membership packages, first page of 10, unsorted. */
export async function listEsportPackages(opts?: CallOptions): Promise<{ list: EsportPackage[]; total: number }> {
  const res = await http.post<EsportPackage[]>('/nnorder/order/eSport/findAllESport', { pageNo: 1, pageSize: ESPORT_PAGE_SIZE }, opts);
  return { list: res.data ?? [], total: res.total ?? 0 };
}

/**
 * POST /nnorder/amount/settlement/rmb — coins per yuan, asked as "what are 100 coins worth".
 * Never rejects: a failed or nonsensical answer gives the default rate 10 (SPEC §8).
 */
export async function getCoinRate(opts?: CallOptions): Promise<number> {
  try {
    const res = await http.post<number>('/nnorder/amount/settlement/rmb', { nnCurrency: COIN_RATE_PROBE }, { ...opts, ...QUIET });
    const yuan = Number(res.data);
    return Number.isFinite(yuan) && yuan > 0 ? COIN_RATE_PROBE / yuan : DEFAULT_COIN_RATE;
  } catch {
    return DEFAULT_COIN_RATE;
  }
}

/**
 * POST /nnorder/unified/order/create — creates the order of one purchase intent (pending; a
 * pure-coin order comes back paid, status 2). `idempotencyKey` identifies the intent: a repeated
 * call with the same key (double click, retry) returns the same order, never a second one.
 */
export async function createOrder(input: CreateOrderInput, idempotencyKey: string, opts?: CallOptions): Promise<CreatedOrder> {
  const body = { ...input, idempotencyKey };
  return (await http.post<CreatedOrder>('/nnorder/unified/order/create', body, { ...opts, ...QUIET })).data;
}

/** POST /nnorder/unified/order/pay — the aggregate-pay QR content (payParam) of a pending order. */
export async function payOrder(orderNo: string, targetAccount?: string, opts?: CallOptions): Promise<PayOrderResult> {
  const body = { orderNo, payType: PayChannel.Aggregate, targetAccount };
  return (await http.post<PayOrderResult>('/nnorder/unified/order/pay', body, opts)).data;
}

/**
 * GET /nnorder/unified/order/status/{orderNo}?v=timestamp — the order with its status (1 pending,
 * 2 paid, -1 expired) and payFailed. `v` replaces the generic `_t` so no cache answers a poll.
 */
export async function getOrderStatus(orderNo: string, opts?: CallOptions): Promise<OrderStatusView> {
  const url = `/nnorder/unified/order/status/${encodeURIComponent(orderNo)}`;
  return (await http.get<OrderStatusView>(url, { v: Date.now() }, retryable({ ...opts, timestamp: false }))).data;
}

/**
 * A fresh idempotency key for one purchase intent. crypto.randomUUID exists only in secure
 * contexts (not on http://192.168.x.x), getRandomValues everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
