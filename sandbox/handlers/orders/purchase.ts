import { http } from 'msw';
import { PayChannel } from '@/lib/constants';
import { toCents } from '@/lib/money';
import { ORDER_ERRORS, ORDER_MESSAGES } from '@/lib/order-types';
import { fail, ok } from '../../envelope';
import { cashierUrl } from '../../public-url';
import { findOwnOrder, orderError, placeOrder, startPayment, viewOf, type OrderError, type OrderRequest } from '../../model/orders';
import { readBody, str, type Body } from '../../request-body';
import { requireUser } from '../../require-user';
import type { SandboxUser } from '../../types';

/** Order creation, payment and status (SPEC §4 order flow, §7 Orders). */

const KEY_MAX = 128;

const answer = (error: OrderError) => fail(error.code, error.msg);
const invalid = (what: string) => fail(ORDER_ERRORS.paramInvalid, `${ORDER_MESSAGES.PARAM_INVALID}：${what}`);

/** A non-negative integer (number or digit string); absent → 0; anything else → null. */
function coinCount(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return 0;
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null;
}

/** The account to credit: only the buyer's own (phone or NN number); empty means the buyer. */
function targetOf(body: Body, user: SandboxUser): string | null {
  const target = str(body, 'targetAccount');
  return !target || target === user.phone || target === user.nnNumber ? user.phone : null;
}

/** The create body parsed into cents and coins, or what is wrong with it. */
function parseCreate(body: Body, user: SandboxUser): OrderRequest | string {
  const idempotencyKey = str(body, 'idempotencyKey');
  if (!idempotencyKey || idempotencyKey.length > KEY_MAX) return `idempotencyKey 必填（1~${KEY_MAX} 个字符）`;
  const consumerType = Number(body.consumerType);
  if (![1, 2, 3].includes(consumerType)) return 'consumerType 须为 1、2 或 3';
  const actualCents = body.actualAmount === undefined ? 0 : toCents(body.actualAmount);
  if (actualCents === null) return 'actualAmount 须为最多两位小数的金额';
  const nbAmount = coinCount(body.nbAmount);
  if (nbAmount === null) return 'nbAmount 须为非负整数';
  const targetAccount = targetOf(body, user);
  if (!targetAccount) return 'targetAccount 须为当前登录账号';
  const nnAmount = body.nnAmount === undefined ? undefined : Number(body.nnAmount);
  return { orderType: Number(body.orderType), consumerType, goodsId: str(body, 'goodsId'), actualCents, nbAmount, targetAccount, idempotencyKey, nnAmount };
}

export const purchaseHandlers = [
  http.post('*/nnorder/unified/order/create', async ({ request }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    const parsed = parseCreate(await readBody(request), auth.user);
    if (typeof parsed === 'string') return invalid(parsed);
    const placed = placeOrder(auth.user.phone, parsed);
    return placed.ok ? ok(viewOf(placed.value)) : answer(placed.error);
  }),

  http.post('*/nnorder/unified/order/pay', async ({ request }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    const body = await readBody(request);
    const order = findOwnOrder(str(body, 'orderNo'), auth.user.phone);
    if (!order) return answer(orderError(ORDER_ERRORS.notFound));
    // Only the aggregate QR (one code for WeChat and Alipay) exists on the web site.
    if (Number(body.payType) !== PayChannel.Aggregate) return answer(orderError(ORDER_ERRORS.payTypeUnsupported));
    const refused = startPayment(order);
    if (refused) return answer(refused);
    return ok({ orderNo: order.orderNo, payParam: cashierUrl(order.orderNo), expireTime: order.expiresAt });
  }),

  http.get('*/nnorder/unified/order/status/:orderNo', ({ request, params }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    const order = findOwnOrder(String(params.orderNo ?? ''), auth.user.phone);
    if (!order) return answer(orderError(ORDER_ERRORS.notFound));
    return ok(viewOf(order));
  }),
];
