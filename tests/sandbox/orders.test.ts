// @vitest-environment node
// Behaviour across files: the sandbox's order API — catalogue, QR payment, wallet, server-side amounts, idempotency and ownership, expiry, the seeded history (sandbox/handlers/orders/*, model/orders.ts, model/wallet.ts, seed/orders/*).
import { beforeEach, describe, expect, it } from 'vitest';
import { gateway } from '@/server/gateway/handler';
import { OrderType, PayChannel, PayMode } from '@/lib/constants';
import { ORDER_MESSAGES, ORDER_TTL_MS, type CoinPackage, type EsportPackage, type OrderView, type PayOrderResult, type WalletBalance } from '@/lib/order-types';
import { db, mutate } from '@/sandbox/db';
import { call, freshSandbox, gwRequest, loginBySms, post, useSandboxClock } from '../support/sandbox-calls';

const RICH = '13800138000'; // 1280 coins, member until 2030
const POOR = '13900139000'; // 30 coins, membership lapsed in 2025-03
const EMPTY = '13700137000'; // 0 coins, never a member
const DAY = 24 * 3600_000;
const YEAR_CARD = 1003;
const SEASON_CARD = 1002;
const TRIAL_CARD = 1005;
const COINS_300 = 303;

const token = async (phone: string) => (await loginBySms(phone)).retData.token;
const balanceOf = async (t: string) => (await call<WalletBalance>('/nnorder/order/account/balance', { headers: { token: t } })).body;
const vipEnd = async (t: string) => (await post<{ endDateTs: number }>('/sgame/index/qryUserVipInfo', { serverId: 10231 }, { token: t })).retData.endDateTs;
const statusOf = async (t: string, orderNo: string) => (await call<OrderView>(`/nnorder/unified/order/status/${orderNo}?v=${Date.now()}`, { headers: { token: t } })).body;
const pay = (t: string, orderNo: string, payType: number = PayChannel.Aggregate) =>
  post<PayOrderResult>('/nnorder/unified/order/pay', { orderNo, payType, targetAccount: '' }, { token: t });

let keySeq = 0;
function create(t: string, body: Record<string, unknown>) {
  return post<OrderView>('/nnorder/unified/order/create', { idempotencyKey: `key-${++keySeq}`, targetAccount: '', ...body }, { token: t });
}
const membership = (goodsId: number, consumerType: number, actualAmount: number | string, nbAmount = 0) => ({
  orderType: OrderType.SpeedVip,
  consumerType,
  goodsId,
  actualAmount,
  nbAmount,
});
const coins = (goodsId: number, actualAmount: number, extra: Record<string, unknown> = {}) => ({
  orderType: OrderType.NnCoinOrder,
  consumerType: PayMode.Crash,
  goodsId,
  actualAmount,
  nbAmount: 0,
  ...extra,
});

async function cashier(orderNo: string, action: 'pay' | 'fail' | 'expire') {
  const res = await gateway(gwRequest(`/__sandbox/cashier/${orderNo}`, { method: 'POST', body: { action } }));
  return { status: res.status, body: (await res.json()) as { status: number; payFailed: boolean } };
}

describe('orders: catalogue', () => {
  beforeEach(freshSandbox);

  it('esports packages need a login and come unsorted with every field and the total', async () => {
    expect((await post('/nnorder/order/eSport/findAllESport', { pageNo: 1, pageSize: 10 })).retCode).toBe('auth_40001');
    const t = await token(RICH);
    const res = await post<EsportPackage[]>('/nnorder/order/eSport/findAllESport', { pageNo: 1, pageSize: 10 }, { token: t });
    expect(res.total).toBe(6);
    expect(res.retData).toHaveLength(6);
    for (const p of res.retData) {
      expect(Object.keys(p).sort()).toEqual(['dbId', 'esportComboDay', 'esportComboName', 'orderVal', 'originalPrice', 'preferentialPrice', 'remark']);
      expect(p.preferentialPrice).toBeLessThan(p.originalPrice);
    }
    const byName = Object.fromEntries(res.retData.map((p) => [p.esportComboName, p]));
    expect(byName['年卡会员']).toMatchObject({ dbId: YEAR_CARD, esportComboDay: 365, preferentialPrice: 198 });
    expect(byName['季卡会员'].esportComboDay).toBe(90);
    expect(byName['连续包月'].esportComboDay).toBe(30);
    expect(byName['7天体验卡'].esportComboDay).toBe(7);
    // The client sorts: the server's order is not already by orderVal.
    const vals = res.retData.map((p) => p.orderVal);
    expect(vals).not.toEqual([...vals].sort((a, b) => b - a));
    const page2 = await post<EsportPackage[]>('/nnorder/order/eSport/findAllESport', { pageNo: 2, pageSize: 4 }, { token: t });
    expect(page2.retData.map((p) => p.dbId)).toEqual([1005, 1006]);
  });

  it('N coin packages of channel 3: price is amount / 10; recommend 1 narrows; other channels are empty', async () => {
    const all = await post<CoinPackage[]>('/nnorder/recharge/config/find', { channel: 3, recommend: 0 });
    expect(all.retData.map((p) => [p.nnAmount, p.price])).toEqual([
      [60, 6],
      [120, 12],
      [300, 30],
      [680, 68],
      [1280, 128],
      [3280, 328],
      [6480, 648],
    ]);
    expect((await post<CoinPackage[]>('/nnorder/recharge/config/find', { channel: 3, recommend: 1 })).retData.map((p) => p.nnAmount)).toEqual([300, 1280]);
    expect((await post<CoinPackage[]>('/nnorder/recharge/config/find', { channel: 1, recommend: 0 })).retData).toEqual([]);
  });

  it('balance: integer coins and their yuan value; new users have 0; login required', async () => {
    expect((await balanceOf(await token(RICH))).retData).toEqual({ balance: 1280, rmb: 128 });
    expect((await balanceOf(await token(POOR))).retData).toEqual({ balance: 30, rmb: 3 });
    expect((await balanceOf(await token(EMPTY))).retData).toEqual({ balance: 0, rmb: 0 });
    expect((await balanceOf(await token('15011112222'))).retData).toEqual({ balance: 0, rmb: 0 });
    expect((await call('/nnorder/order/account/balance')).body.retCode).toBe('auth_40001');
  });

  it('rate: what nnCurrency coins are worth (100 → 10); bad input is refused', async () => {
    expect((await post('/nnorder/amount/settlement/rmb', { nnCurrency: 100 })).retData).toBe(10);
    expect((await post('/nnorder/amount/settlement/rmb', { nnCurrency: 15 })).retData).toBe(1.5);
    expect((await post('/nnorder/amount/settlement/rmb', { nnCurrency: -3 })).retCode).toBe('PARAM_INVALID');
  });
});

describe('orders: QR payment', () => {
  beforeEach(freshSandbox);

  it('membership by QR: create → pay → cashier 支付 → status 2 → membership extended from now when lapsed', async () => {
    const clock = useSandboxClock();
    const t = await token(POOR);
    const created = await create(t, membership(YEAR_CARD, PayMode.Crash, '198.00'));
    expect(created.retCode).toBe('100');
    expect(created.retData).toMatchObject({
      orderType: 10,
      consumerType: 2,
      actualAmount: 198,
      nbAmount: 0,
      goodName: '电竞会员',
      setMealName: '年卡会员',
      realPrice: 198,
      status: 1,
      payFailed: false,
      targetAccount: POOR,
      expireTime: clock.now() + ORDER_TTL_MS,
    });
    const { orderNo } = created.retData;
    expect(orderNo).toMatch(/^NN20250601\d{6}$/);

    const paid = await pay(t, orderNo);
    expect(paid.retData).toEqual({ orderNo, payParam: expect.stringMatching(new RegExp(`^https?://[^/]+/api/gw/__sandbox/cashier/${orderNo}$`)), expireTime: clock.now() + ORDER_TTL_MS });
    const page = await (await gateway(new Request(paid.retData.payParam))).text();
    for (const text of ['年卡会员（电竞会员）', '¥198.00', '待支付']) expect(page).toContain(text);
    expect((await statusOf(t, orderNo)).retData.status).toBe(1);

    clock.advance(60_000);
    expect((await cashier(orderNo, 'pay')).body).toMatchObject({ status: 2, payFailed: false });
    const status = (await statusOf(t, orderNo)).retData;
    expect(status).toMatchObject({ orderNo, status: 2, payFailed: false, vipExpiredTime: clock.now() + 365 * DAY });
    expect(await vipEnd(t)).toBe(clock.now() + 365 * DAY);
    expect((await balanceOf(t)).retData.balance).toBe(30);
  });

  it('an active membership is extended from its end', async () => {
    useSandboxClock();
    const t = await token(RICH);
    const before = await vipEnd(t);
    const { orderNo } = (await create(t, membership(SEASON_CARD, PayMode.Crash, 58))).retData;
    await cashier(orderNo, 'pay');
    expect(await vipEnd(t)).toBe(before + 90 * DAY);
  });

  it('combined payment takes the coin part when paid, not before', async () => {
    useSandboxClock();
    const t = await token(POOR);
    const created = await create(t, membership(TRIAL_CARD, PayMode.Combine, 3.8, 30));
    expect(created.retData).toMatchObject({ consumerType: 3, nbAmount: 30, actualAmount: 3.8, realPrice: 6.8, status: 1 });
    expect((await balanceOf(t)).retData.balance).toBe(30);
    await cashier(created.retData.orderNo, 'pay');
    expect((await balanceOf(t)).retData.balance).toBe(0);
    expect((await statusOf(t, created.retData.orderNo)).retData.status).toBe(2);
  });

  it('N coin order credits the coins exactly once, even when 支付 is posted twice', async () => {
    const t = await token(EMPTY);
    const { orderNo, setMealName, goodName } = (await create(t, coins(COINS_300, 30))).retData;
    expect([goodName, setMealName]).toEqual(['N币', '300 N币']);
    expect((await pay(t, orderNo)).retCode).toBe('100');
    expect((await cashier(orderNo, 'pay')).status).toBe(200);
    expect((await cashier(orderNo, 'pay')).status).toBe(409);
    expect((await balanceOf(t)).retData).toEqual({ balance: 300, rmb: 30 });
    expect((await statusOf(t, orderNo)).retData.vipExpiredTime).toBeUndefined();
    expect((await pay(t, orderNo)).retCode).toBe('ORDER_PAID');
  });

  it('a custom N coin amount (goodsId 0) is priced at amount / 10; out-of-range amounts are refused', async () => {
    const t = await token(EMPTY);
    const custom = await create(t, coins(0, 1.5, { nnAmount: 15 }));
    expect(custom.retData).toMatchObject({ setMealName: '15 N币', realPrice: 1.5 });
    await cashier(custom.retData.orderNo, 'pay');
    expect((await balanceOf(t)).retData.balance).toBe(15);
    expect((await create(t, coins(0, 1000, { nnAmount: 10000 }))).retCode).toBe('GOODS_NOT_FOUND');
    expect((await create(t, coins(0, 0, { nnAmount: 0 }))).retCode).toBe('GOODS_NOT_FOUND');
  });

  it('cashier 支付失败 reports payFailed; a new pay attempt clears it and can succeed', async () => {
    const t = await token(EMPTY);
    const { orderNo } = (await create(t, coins(COINS_300, 30))).retData;
    await pay(t, orderNo);
    expect((await cashier(orderNo, 'fail')).body).toEqual({ orderNo, status: 1, payFailed: true });
    expect((await statusOf(t, orderNo)).retData).toMatchObject({ status: 1, payFailed: true });
    expect((await balanceOf(t)).retData.balance).toBe(0);
    await pay(t, orderNo);
    expect((await statusOf(t, orderNo)).retData.payFailed).toBe(false);
    await cashier(orderNo, 'pay');
    expect((await statusOf(t, orderNo)).retData).toMatchObject({ status: 2, payFailed: false });
    expect((await balanceOf(t)).retData.balance).toBe(300);
  });

  it('only the aggregate pay type is offered', async () => {
    const t = await token(EMPTY);
    const { orderNo } = (await create(t, coins(COINS_300, 30))).retData;
    const res = await pay(t, orderNo, PayChannel.WxQrcode);
    expect([res.retCode, res.retMsg]).toEqual(['PAY_TYPE_UNSUPPORTED', ORDER_MESSAGES.PAY_TYPE_UNSUPPORTED]);
  });
});

describe('orders: wallet only', () => {
  beforeEach(freshSandbox);

  it('a pure-coin membership order is paid at once: coins taken, membership extended, status 2', async () => {
    useSandboxClock();
    const t = await token(RICH);
    const before = await vipEnd(t);
    const created = await create(t, membership(SEASON_CARD, PayMode.NnCoin, 0, 580));
    expect(created.retData).toMatchObject({ status: 2, consumerType: 1, nbAmount: 580, actualAmount: 0, vipExpiredTime: before + 90 * DAY });
    expect((await balanceOf(t)).retData.balance).toBe(700);
    expect(await vipEnd(t)).toBe(before + 90 * DAY);
    // Nothing left to pay, and nothing is applied twice.
    expect((await cashier(created.retData.orderNo, 'pay')).status).toBe(409);
    expect((await pay(t, created.retData.orderNo)).retCode).toBe('ORDER_PAID');
    expect((await balanceOf(t)).retData.balance).toBe(700);
  });

  it('coins beyond the balance → BALANCE_NOT_ENOUGH, nothing created', async () => {
    const t = await token(POOR);
    const all = await create(t, membership(YEAR_CARD, PayMode.NnCoin, 0, 1980));
    expect([all.retCode, all.retMsg]).toEqual(['BALANCE_NOT_ENOUGH', '当前余额不足，请充值']);
    const combined = await create(t, membership(YEAR_CARD, PayMode.Combine, 193, 50));
    expect(combined.retCode).toBe('BALANCE_NOT_ENOUGH');
    expect(Object.values(db().orders).filter((o) => !o.seeded)).toHaveLength(0);
  });

  it('coins spent elsewhere between order and payment: pay is refused, the cashier payment fails, nothing goes negative', async () => {
    const t = await token(POOR);
    const { orderNo } = (await create(t, membership(TRIAL_CARD, PayMode.Combine, 3.8, 30))).retData;
    mutate((s) => {
      s.wallets[POOR].balance = 10;
    });
    expect((await pay(t, orderNo)).retCode).toBe('BALANCE_NOT_ENOUGH');
    expect((await cashier(orderNo, 'pay')).body).toMatchObject({ status: 1, payFailed: true });
    expect((await balanceOf(t)).retData.balance).toBe(10);
  });

  it('the exchange failure the 兑换失败 dialog shows is reachable through a fault', async () => {
    const t = await token(RICH);
    const fault = { path: '/nnorder/unified/order/create', code: 'EXCHANGE_FAILED', msg: ORDER_MESSAGES.EXCHANGE_FAILED, times: 1 };
    expect((await gateway(gwRequest('/__sandbox/faults', { body: fault }))).status).toBe(200);
    const res = await create(t, membership(SEASON_CARD, PayMode.NnCoin, 0, 580));
    expect([res.retCode, res.retMsg]).toEqual(['EXCHANGE_FAILED', '兑换失败，会员权益发放异常，请联系客服']);
    expect((await balanceOf(t)).retData.balance).toBe(1280);
  });
});

describe('orders: amounts are the server’s', () => {
  beforeEach(freshSandbox);

  it.each([
    ['cash below the price', membership(YEAR_CARD, PayMode.Crash, 19.8)],
    ['cash with coins', membership(YEAR_CARD, PayMode.Crash, 198, 10)],
    ['coins short of the price', membership(SEASON_CARD, PayMode.NnCoin, 0, 579)],
    ['coins beyond the price', membership(SEASON_CARD, PayMode.NnCoin, 0, 600)],
    ['combined not adding up', membership(TRIAL_CARD, PayMode.Combine, 3.7, 30)],
    ['coin package at the wrong price', coins(COINS_300, 3)],
  ])('%s → ORDER_AMOUNT_MISMATCH', async (_name, body) => {
    const res = await create(await token(RICH), body);
    expect([res.retCode, res.retMsg]).toEqual(['ORDER_AMOUNT_MISMATCH', '订单金额有误，请刷新后重试']);
  });

  it.each([
    ['no idempotency key', { ...membership(YEAR_CARD, PayMode.Crash, 198), idempotencyKey: '' }, 'PARAM_INVALID'],
    ['three decimals', membership(YEAR_CARD, PayMode.Crash, '198.001'), 'PARAM_INVALID'],
    ['fractional coins', membership(TRIAL_CARD, PayMode.Combine, 3.75, 30.5), 'PARAM_INVALID'],
    ['unknown pay mode', membership(YEAR_CARD, 4, 198), 'PARAM_INVALID'],
    ['someone else as target', { ...membership(YEAR_CARD, PayMode.Crash, 198), targetAccount: POOR }, 'PARAM_INVALID'],
    ['coins bought with coins', coins(COINS_300, 0, { consumerType: PayMode.NnCoin, nbAmount: 300 }), 'PARAM_INVALID'],
    ['unknown package', membership(999, PayMode.Crash, 198), 'GOODS_NOT_FOUND'],
    ['unsupported order type', { ...membership(YEAR_CARD, PayMode.Crash, 198), orderType: OrderType.SpeedOrder }, 'ORDER_TYPE_UNSUPPORTED'],
  ])('%s → %s', async (_name, body, code) => {
    expect((await create(await token(RICH), body)).retCode).toBe(code);
  });

  it('the NN number is accepted as the target account', async () => {
    const res = await create(await token(RICH), { ...membership(YEAR_CARD, PayMode.Crash, 198), targetAccount: '20480001' });
    expect(res.retData.targetAccount).toBe(RICH);
  });
});

describe('orders: idempotency and ownership', () => {
  beforeEach(freshSandbox);

  it('the same key returns the same order; other parameters with it are refused; keys are per user', async () => {
    const t = await token(RICH);
    const body = { ...membership(YEAR_CARD, PayMode.Crash, 198), idempotencyKey: 'intent-1' };
    const [a, b] = await Promise.all([create(t, body), create(t, body)]);
    expect(b.retData.orderNo).toBe(a.retData.orderNo);
    expect((await create(t, { ...body, actualAmount: '198.00' })).retData.orderNo).toBe(a.retData.orderNo);
    expect(Object.values(db().orders).filter((o) => !o.seeded)).toHaveLength(1);
    const conflict = await create(t, { ...body, goodsId: SEASON_CARD, actualAmount: 58 });
    expect(conflict.retCode).toBe('IDEMPOTENCY_CONFLICT');
    const other = await create(await token(POOR), body);
    expect(other.retData.orderNo).not.toBe(a.retData.orderNo);
  });

  it('a repeated pure-coin request pays once', async () => {
    const t = await token(RICH);
    const body = { ...membership(SEASON_CARD, PayMode.NnCoin, 0, 580), idempotencyKey: 'wallet-1' };
    await create(t, body);
    const again = await create(t, body);
    expect(again.retData.status).toBe(2);
    expect((await balanceOf(t)).retData.balance).toBe(700);
  });

  it('login is required, and another user’s order does not exist for you', async () => {
    const t = await token(RICH);
    const { orderNo } = (await create(t, membership(YEAR_CARD, PayMode.Crash, 198))).retData;
    expect((await post('/nnorder/unified/order/create', membership(YEAR_CARD, PayMode.Crash, 198))).retCode).toBe('auth_40001');
    expect((await post('/nnorder/unified/order/pay', { orderNo, payType: 8 })).retCode).toBe('auth_40001');
    expect((await call(`/nnorder/unified/order/status/${orderNo}`)).body.retCode).toBe('auth_40001');
    const other = await token(POOR);
    expect((await statusOf(other, orderNo)).retCode).toBe('ORDER_NOT_FOUND');
    expect((await pay(other, orderNo)).retCode).toBe('ORDER_NOT_FOUND');
    expect((await statusOf(t, 'NN-NOPE')).retCode).toBe('ORDER_NOT_FOUND');
  });
});

describe('orders: expiry', () => {
  beforeEach(freshSandbox);

  it('a pending order expires after 30 minutes: status -1, pay refused, the cashier cannot pay it', async () => {
    const clock = useSandboxClock();
    const t = await token(EMPTY);
    const { orderNo } = (await create(t, coins(COINS_300, 30))).retData;
    clock.advance(ORDER_TTL_MS);
    expect((await statusOf(t, orderNo)).retData.status).toBe(1);
    clock.advance(1);
    expect((await statusOf(t, orderNo)).retData.status).toBe(-1);
    expect([(await pay(t, orderNo)).retCode, (await pay(t, orderNo)).retMsg]).toEqual(['ORDER_EXPIRED', '订单已过期，请重新下单']);
    expect((await cashier(orderNo, 'pay')).status).toBe(409);
    expect((await balanceOf(t)).retData.balance).toBe(0);
  });

  it('cashier 过期 expires it at once', async () => {
    const t = await token(EMPTY);
    const { orderNo } = (await create(t, coins(COINS_300, 30))).retData;
    expect((await cashier(orderNo, 'expire')).body.status).toBe(-1);
    expect((await statusOf(t, orderNo)).retData.status).toBe(-1);
    expect((await pay(t, orderNo)).retCode).toBe('ORDER_EXPIRED');
  });
});

describe('seeded order history (one order of each client order type)', () => {
  beforeEach(() => freshSandbox());

  it('13800138000 can read each order with its type and CDK fields; the QA list leaves them out', async () => {
    const t = await token(RICH);
    const expected: [string, number][] = [
      ['NN20260302000001', OrderType.CdkeyOrder],
      ['NN20260310000002', OrderType.AccountOrder],
      ['NN20260318000003', OrderType.CDKeyOfficial],
      ['NN20260401000004', OrderType.SpeedVip],
      ['NN20260415000005', OrderType.ShareOrder],
      ['NN20260502000006', OrderType.NnCoinOrder],
    ];
    for (const [orderNo, orderType] of expected) {
      const res = await statusOf(t, orderNo);
      expect(res.retData).toMatchObject({ orderNo, orderType, status: 2 });
    }
    expect((await statusOf(t, 'NN20260302000001')).retData).toMatchObject({
      cdkProjStr: '新春礼包·绝地求生加速',
      cdkGiftTime: 7,
      giftTimeUnit: 'day',
      goodType: 1,
      serverId: 10231,
      gameId: 101,
      serverName: '绝地求生',
    });
    expect((await statusOf(t, 'NN20260502000006')).retData.cdkProjStr).toBeUndefined();
    // Someone else cannot read them.
    expect((await statusOf(await token(POOR), 'NN20260302000001')).retCode).toBe('ORDER_NOT_FOUND');
    expect(JSON.parse(await (await gateway(gwRequest('/__sandbox/orders'))).text())).toEqual([]);
  });
});
