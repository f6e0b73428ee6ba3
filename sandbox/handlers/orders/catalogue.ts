import { http } from 'msw';
import { centsToYuan, coinsToCents } from '@/lib/money';
import { ORDER_ERRORS, ORDER_MESSAGES } from '@/lib/order-types';
import { fail, ok } from '../../envelope';
import { balanceOf } from '../../model/wallet';
import { readBody } from '../../request-body';
import { requireUser } from '../../require-user';
import { COIN_PACKAGES, ESPORT_PACKAGES, SANDBOX_COIN_RATE } from '../../seed/orders';

/** Wallet balance, package lists and the coin rate (SPEC §7 Orders). */

/** A positive integer from a number or digit string; `fallback` when absent or invalid. */
function positiveInt(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : fallback;
}

export const catalogueHandlers = [
  http.get('*/nnorder/order/account/balance', ({ request }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    const balance = balanceOf(auth.user.phone);
    return ok({ balance, rmb: centsToYuan(coinsToCents(balance, SANDBOX_COIN_RATE)) });
  }),

  // Public catalogue data, like the rate below: only buying needs a login (SPEC §6).
  http.post('*/nnorder/recharge/config/find', async ({ request }) => {
    const body = await readBody(request);
    const channel = positiveInt(body.channel, 3);
    const onlyRecommended = positiveInt(body.recommend, 0) === 1;
    const list = COIN_PACKAGES.filter((p) => p.channel === channel && (!onlyRecommended || p.recommend === 1));
    return ok(list.map((p) => ({ ...p })));
  }),

  http.post('*/nnorder/order/eSport/findAllESport', async ({ request }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    const body = await readBody(request);
    const pageNo = positiveInt(body.pageNo, 1);
    const pageSize = Math.min(positiveInt(body.pageSize, 10), 100);
    const page = ESPORT_PACKAGES.slice((pageNo - 1) * pageSize, pageNo * pageSize);
    return ok(page.map((p) => ({ ...p })), { total: ESPORT_PACKAGES.length });
  }),

  // The rate request: what `nnCurrency` coins are worth in yuan (100 → 10 at 10 coins per yuan).
  http.post('*/nnorder/amount/settlement/rmb', async ({ request }) => {
    const body = await readBody(request);
    const coins = positiveInt(body.nnCurrency, 0);
    if (!coins) return fail(ORDER_ERRORS.paramInvalid, `${ORDER_MESSAGES.PARAM_INVALID}：nnCurrency 须为正整数`);
    return ok(centsToYuan(coinsToCents(coins, SANDBOX_COIN_RATE)));
  }),
];
