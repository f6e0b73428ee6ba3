// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffMs, isNetworkFailure, runOrder, type FlowDeps, type FlowState } from '@/components/commerce/order-runner';
import { OrderType, PayMode } from '@/lib/constants';
import type { CreateOrderInput, OrderView } from '@/lib/order-types';

const INPUT: CreateOrderInput = { orderType: OrderType.SpeedVip, consumerType: PayMode.Crash, goodsId: 1003, actualAmount: 198, nbAmount: 0 };

const order = (over: Partial<OrderView> = {}): OrderView => ({
  orderNo: 'NN1',
  orderType: OrderType.SpeedVip,
  consumerType: PayMode.Crash,
  goodsId: '1003',
  actualAmount: 198,
  nbAmount: 0,
  goodName: '电竞会员',
  setMealName: '年卡会员',
  realPrice: 198,
  targetAccount: '13800138000',
  status: 1,
  payFailed: false,
  createTime: 0,
  expireTime: 0,
  ...over,
});

const network = { code: 'ERR_NETWORK', msg: '网络异常:【ERR_NETWORK】', success: false, data: null };
const http500 = { code: '500', msg: '服务器开小差了:【500】', success: false, data: null, status: 500 };

/** Deps whose status answers come from a queue; counts calls and concurrent status calls. */
function fakeDeps(statuses: (OrderView | object)[], over: Partial<FlowDeps> = {}) {
  const calls = { create: 0, pay: 0, status: 0, inFlight: 0, maxInFlight: 0, paid: 0, keys: [] as string[] };
  const deps: FlowDeps = {
    create: async (_input, key) => {
      calls.create += 1;
      calls.keys.push(key);
      return order();
    },
    pay: async () => {
      calls.pay += 1;
      return { orderNo: 'NN1', payParam: `http://x/cashier/NN1?${calls.pay}`, expireTime: 0 };
    },
    status: async () => {
      calls.status += 1;
      calls.inFlight += 1;
      calls.maxInFlight = Math.max(calls.maxInFlight, calls.inFlight);
      await new Promise((r) => setTimeout(r, 300));
      calls.inFlight -= 1;
      const next = statuses.length > 1 ? statuses.shift() : statuses[0];
      if (next && 'orderNo' in next) return next as OrderView;
      throw next;
    },
    onPaid: () => {
      calls.paid += 1;
    },
    ...over,
  };
  return { deps, calls };
}

describe('order runner', () => {
  let states: FlowState[];
  const emit = (s: FlowState) => states.push(s);
  const last = () => states[states.length - 1];
  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
  });
  afterEach(() => vi.useRealTimers());

  it('create → pay → QR → polls every 1 s, one call at a time, until paid; success reported once', async () => {
    const { deps, calls } = fakeDeps([order(), order(), order({ status: 2 })]);
    runOrder(INPUT, 'k1', deps, emit);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toMatchObject({ phase: 'qr', payParam: 'http://x/cashier/NN1?1' });
    await vi.advanceTimersByTimeAsync(999);
    expect(calls.status).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.status).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(last().phase).toBe('paid');
    expect(calls).toMatchObject({ create: 1, pay: 1, status: 3, maxInFlight: 1, paid: 1, keys: ['k1'] });
  });

  it('checkNow (我已支付) asks at once instead of at the end of the wait, also in a backoff; never two calls at once', async () => {
    const { deps, calls } = fakeDeps([order(), network, order({ status: 2 })]);
    const run = runOrder(INPUT, 'k', deps, emit);
    await vi.advanceTimersByTimeAsync(0);
    expect(last().phase).toBe('qr');
    run.checkNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.status).toBe(1);
    run.checkNow(); // the call in flight is that check
    await vi.advanceTimersByTimeAsync(300);
    expect(calls).toMatchObject({ status: 1, maxInFlight: 1 });
    await vi.advanceTimersByTimeAsync(1000 + 300); // the next regular check fails: backoff of 1 s
    expect(last()).toMatchObject({ phase: 'qr', retrying: true });
    run.checkNow();
    await vi.advanceTimersByTimeAsync(300);
    expect(last().phase).toBe('paid');
    expect(calls).toMatchObject({ status: 3, maxInFlight: 1, paid: 1 });
    run.checkNow(); // after the end: nothing
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls.status).toBe(3);
  });

  it('expired (-1) stops polling', async () => {
    const { deps, calls } = fakeDeps([order({ status: -1 })]);
    runOrder(INPUT, 'k', deps, emit);
    await vi.advanceTimersByTimeAsync(5000);
    expect(last().phase).toBe('expired');
    expect(calls.status).toBe(1);
  });

  it('stop() (close, unmount, accept off) ends polling and emits nothing more', async () => {
    const { deps, calls } = fakeDeps([order()]);
    const run = runOrder(INPUT, 'k', deps, emit);
    await vi.advanceTimersByTimeAsync(2500);
    const seen = calls.status;
    const emitted = states.length;
    run.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls.status).toBe(seen);
    expect(states.length).toBe(emitted);
  });

  it('network failures back off (1, 2, 4, 8 s) and show retrying, never a failure; the next answer clears it', async () => {
    const { deps, calls } = fakeDeps([network, http500, network, order({ status: 2 })]);
    runOrder(INPUT, 'k', deps, emit);
    await vi.advanceTimersByTimeAsync(1300);
    expect(last()).toMatchObject({ phase: 'qr', retrying: true });
    await vi.advanceTimersByTimeAsync(1300);
    expect(calls.status).toBe(2);
    await vi.advanceTimersByTimeAsync(2300);
    expect(calls.status).toBe(3);
    await vi.advanceTimersByTimeAsync(4300);
    expect(last()).toMatchObject({ phase: 'paid', retrying: false });
    expect(states.some((s) => s.phase === 'payFailed' || s.phase === 'error')).toBe(false);
    expect([0, 1, 2, 3, 4, 9].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('a paid order with payFailed set is shown as paid, never failed', async () => {
    const { deps } = fakeDeps([order({ status: 2, payFailed: true })]);
    runOrder(INPUT, 'k', deps, emit);
    await vi.advanceTimersByTimeAsync(2000);
    expect(last().phase).toBe('paid');
  });

  it('a failed payment attempt stops polling; retryPayment starts a new payment on the same order', async () => {
    const statuses = [order({ payFailed: true })];
    const { deps, calls } = fakeDeps(statuses);
    const run = runOrder(INPUT, 'k', deps, emit);
    await vi.advanceTimersByTimeAsync(2000);
    expect(last().phase).toBe('payFailed');
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls.status).toBe(1);
    statuses[0] = order({ status: 2 });
    run.retryPayment();
    run.retryPayment();
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toMatchObject({ phase: 'qr', payParam: 'http://x/cashier/NN1?2' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(last().phase).toBe('paid');
    expect(calls).toMatchObject({ create: 1, pay: 2 });
  });

  it('a create lost to the network is retried with the same key (one order per intent)', async () => {
    let n = 0;
    const { deps, calls } = fakeDeps([order()], {
      create: async (_i, key) => {
        calls.keys.push(key);
        n += 1;
        if (n < 3) throw network;
        return order();
      },
    });
    runOrder(INPUT, 'intent-1', deps, emit);
    await vi.advanceTimersByTimeAsync(3100);
    expect(calls.keys).toEqual(['intent-1', 'intent-1', 'intent-1']);
    expect(last().phase).toBe('qr');
  });

  it('business errors end the run: 兑换失败 with the server message; others as errors', async () => {
    const exchange = { code: 'EXCHANGE_FAILED', msg: '兑换失败，会员权益发放异常，请联系客服', success: false, data: null };
    const { deps } = fakeDeps([order()], { create: () => Promise.reject(exchange) });
    runOrder(INPUT, 'k', deps, emit);
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toMatchObject({ phase: 'exchangeFailed', message: exchange.msg });
    expect(isNetworkFailure(exchange)).toBe(false);
    expect(isNetworkFailure(http500)).toBe(true);
    expect(isNetworkFailure({ code: '500', msg: '请检查网络！' })).toBe(true);
  });

  it('pay is asked for the created order itself (its number and target account)', async () => {
    const paid: OrderView[] = [];
    const { deps } = fakeDeps([order()], {
      create: async () => order({ orderNo: 'NN7', targetAccount: '20480001' }),
      pay: async (o) => {
        paid.push(o);
        return { orderNo: o.orderNo, payParam: 'http://x/cashier/NN7', expireTime: 0 };
      },
    });
    runOrder(INPUT, 'k', deps, emit);
    await vi.advanceTimersByTimeAsync(0);
    expect(paid.map((o) => [o.orderNo, o.targetAccount])).toEqual([['NN7', '20480001']]);
  });

  it('create lost to the network: retried 3 times, then 支付失败 with the last message; retryPayment tries the same intent again', async () => {
    const { deps, calls } = fakeDeps([order()], {
      create: async (_i, key) => {
        calls.keys.push(key);
        throw http500;
      },
    });
    const run = runOrder(INPUT, 'intent-1', deps, emit);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.keys).toEqual(['intent-1', 'intent-1', 'intent-1', 'intent-1']);
    expect(last()).toMatchObject({ phase: 'payFailed', retrying: false, message: '服务器开小差了:【500】' });
    run.retryPayment();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls.keys).toHaveLength(8);
    expect(new Set(calls.keys)).toEqual(new Set(['intent-1']));
  });

  it('pay lost to the network: 3 retries, then 支付失败; a 4xx is the server\'s answer: no retry, its message', async () => {
    let pays = 0;
    const { deps } = fakeDeps([order()], {
      pay: async () => {
        pays += 1;
        throw network;
      },
    });
    runOrder(INPUT, 'k', deps, emit);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(pays).toBe(4);
    expect(last()).toMatchObject({ phase: 'payFailed', message: network.msg });

    states.length = 0;
    let refused = 0;
    const forbidden = { code: '403', msg: '网络异常:【403】', success: false, data: null, status: 403 };
    const second = fakeDeps([order()], {
      pay: async () => {
        refused += 1;
        throw forbidden;
      },
    });
    runOrder(INPUT, 'k2', second.deps, emit);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refused).toBe(1);
    expect(states.some((s) => s.retrying)).toBe(false);
    expect(last()).toMatchObject({ phase: 'error', message: '网络异常:【403】' });
    expect(isNetworkFailure({ ...forbidden, status: 409 })).toBe(false);
    expect(isNetworkFailure({ ...forbidden, status: 504 })).toBe(true);
  });

  it('a pure-coin order comes back paid from create: no pay call, no polling', async () => {
    const { deps, calls } = fakeDeps([order()], { create: async () => order({ status: 2, consumerType: PayMode.NnCoin }) });
    runOrder(INPUT, 'k', deps, emit);
    await vi.advanceTimersByTimeAsync(3000);
    expect(last().phase).toBe('paid');
    expect(calls).toMatchObject({ pay: 0, status: 0, paid: 1 });
  });

  it('auth_10003 while polling ends the run as authLost', async () => {
    const { deps, calls } = fakeDeps([{ code: 'auth_10003', msg: 'x', success: false, data: null }]);
    runOrder(INPUT, 'k', deps, emit);
    await vi.advanceTimersByTimeAsync(5000);
    expect(last().phase).toBe('authLost');
    expect(calls.status).toBe(1);
  });
});
