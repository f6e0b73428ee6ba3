// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import { OrderType, PayMode } from '@/lib/constants';
import { http, loadHttp } from '@/lib/http';
import { walletSplit } from '@/lib/money';
import { gateway } from '@/server/gateway/handler';
import { discardSandboxRuntime } from '@/sandbox/db';
import * as order from '@/services/order';
import { gwRequest, loginBySms } from '../support/sandbox-calls';

/** The order services over the shared client, answered in-process by the gateway. */

let token: string | undefined;
const warnings: string[] = [];
const sent: InternalAxiosRequestConfig[] = [];
let interceptor = -1;

beforeAll(async () => {
  http.setHooks({ getToken: () => token, warn: (m) => void warnings.push(m), onAuthExpired: () => undefined, isOnline: () => true });
  const { instance } = await loadHttp();
  interceptor = instance.interceptors.request.use((config) => {
    sent.push(config);
    return config;
  });
});
beforeEach(() => {
  discardSandboxRuntime();
  token = undefined;
  warnings.length = 0;
  sent.length = 0;
});
afterAll(async () => {
  (await loadHttp()).instance.interceptors.request.eject(interceptor);
  http.setHooks({ getToken: () => undefined, warn: () => undefined, onAuthExpired: () => undefined, isOnline: () => true });
});

async function login(phone: string) {
  token = (await loginBySms(phone)).retData.token;
}

async function control(path: string, body: unknown) {
  const res = await gateway(gwRequest(`/__sandbox${path}`, { method: 'POST', body }));
  expect(res.status).toBe(200);
}

describe('services/order', () => {
  it('reads the balance, the coin packages and the esports packages', async () => {
    await login('13800138000');
    expect(await order.getBalance()).toEqual({ balance: 1280, rmb: 128 });
    const coins = await order.listCoinPackages();
    expect(coins[0]).toEqual({ id: 301, nnAmount: 60, price: 6, channel: 3, recommend: 0 });
    expect(JSON.parse(String(sent.at(-1)?.data))).toEqual({ channel: 3, recommend: 0 });
    const esport = await order.listEsportPackages();
    expect(esport.total).toBe(6);
    expect(esport.list.map((p) => p.esportComboName)).toContain('年卡会员');
    expect(JSON.parse(String(sent.at(-1)?.data))).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('getCoinRate: 10 coins per yuan, and 10 when the lookup fails, without a toast', async () => {
    expect(await order.getCoinRate()).toBe(10);
    expect(JSON.parse(String(sent.at(-1)?.data))).toEqual({ nnCurrency: 100 });
    await control('/faults', { path: '/nnorder/amount/settlement/rmb', status: 500, times: 1 });
    expect(await order.getCoinRate()).toBe(10);
    await control('/faults', { path: '/nnorder/amount/settlement/rmb', code: 'X', msg: '汇率服务繁忙', times: 1 });
    expect(await order.getCoinRate()).toBe(10);
    expect(warnings).toEqual([]);
  });

  it('create → pay (aggregate) → cashier 支付 → status 2, with the split of lib/money', async () => {
    await login('13900139000');
    const split = walletSplit(680, (await order.getBalance()).balance, await order.getCoinRate(), true);
    const key = order.newIdempotencyKey();
    const created = await order.createOrder({ orderType: OrderType.SpeedVip, goodsId: 1005, targetAccount: '13900139000', ...split }, key);
    expect(created).toMatchObject({ consumerType: PayMode.Combine, nbAmount: 30, actualAmount: 3.8, status: 1 });
    expect(JSON.parse(String(sent.at(-1)?.data))).toMatchObject({ idempotencyKey: key });
    // A double click sends the same intent again: same order.
    expect((await order.createOrder({ orderType: OrderType.SpeedVip, goodsId: 1005, ...split }, key)).orderNo).toBe(created.orderNo);

    const paid = await order.payOrder(created.orderNo, '13900139000');
    expect(JSON.parse(String(sent.at(-1)?.data))).toEqual({ orderNo: created.orderNo, payType: 8, targetAccount: '13900139000' });
    expect(paid.payParam).toMatch(new RegExp(`/api/gw/__sandbox/cashier/${created.orderNo}$`));

    expect((await order.getOrderStatus(created.orderNo)).status).toBe(1);
    const params = sent.at(-1)?.params as Record<string, unknown>;
    expect(params.v).toEqual(expect.any(Number));
    expect(params._t).toBeUndefined();

    await control(`/cashier/${created.orderNo}`, { action: 'pay' });
    const status = await order.getOrderStatus(created.orderNo);
    expect(status).toMatchObject({ status: 2, payFailed: false, vipExpiredTime: expect.any(Number) });
    expect((await order.getBalance()).balance).toBe(0);
  });

  it('create rejects with the server code and message but shows no toast (the dialog decides)', async () => {
    await login('13900139000');
    const input = { orderType: OrderType.SpeedVip, consumerType: PayMode.NnCoin, goodsId: 1003, actualAmount: 0, nbAmount: 1980 } as const;
    await expect(order.createOrder(input, order.newIdempotencyKey())).rejects.toMatchObject({ code: 'BALANCE_NOT_ENOUGH', msg: '当前余额不足，请充值' });
    await expect(order.createOrder({ ...input, nbAmount: 1 }, order.newIdempotencyKey())).rejects.toMatchObject({ code: 'ORDER_AMOUNT_MISMATCH' });
    expect(warnings).toEqual([]);
  });

  it('pay of an expired order rejects with ORDER_EXPIRED under the default policy', async () => {
    await login('13700137000');
    const created = await order.createOrder(
      { orderType: OrderType.NnCoinOrder, consumerType: PayMode.Crash, goodsId: 301, actualAmount: 6, nbAmount: 0 },
      order.newIdempotencyKey(),
    );
    await control(`/cashier/${created.orderNo}`, { action: 'expire' });
    await expect(order.payOrder(created.orderNo)).rejects.toMatchObject({ code: 'ORDER_EXPIRED' });
    expect(warnings).toEqual(['订单已过期，请重新下单']);
    expect((await order.getOrderStatus(created.orderNo)).status).toBe(-1);
  });

  it('idempotency keys are unique', () => {
    const keys = new Set(Array.from({ length: 200 }, () => order.newIdempotencyKey()));
    expect(keys.size).toBe(200);
  });
});
