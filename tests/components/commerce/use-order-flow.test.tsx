import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DialogLeavingContext } from '@/components/ui/dialog-presence';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIntentKey, useOrderFlow } from '@/components/commerce/use-order-flow';
import { OrderType, PayMode } from '@/lib/constants';
import type { CreateOrderInput, OrderView } from '@/lib/order-types';

/*
 * The one test under tests/components that stands in for the services instead of running against
 * the sandbox (README "Layout of the code"), on purpose: it is the hook's timing
 * state machine under fake timers (polls per second, stop on inactive/unmount, one order per intent),
 * where every call must resolve in the same tick. The same flow against the sandbox, in a real
 * dialog, is tests/components/commerce/{membership-dialog,coin-topup-dialog}.test.tsx and e2e/pay.spec.ts.
 */
const calls = vi.hoisted(() => ({ create: [] as string[], status: 0 }));
vi.mock('@/services/order', () => ({
  newIdempotencyKey: (() => {
    let n = 0;
    return () => `key-${++n}`;
  })(),
  createOrder: async (_input: unknown, key: string) => {
    calls.create.push(key);
    return { orderNo: `NN-${key}`, status: 1, payFailed: false } as OrderView;
  },
  payOrder: async (orderNo: string) => ({ orderNo, payParam: `http://x/${orderNo}`, expireTime: 0 }),
  getOrderStatus: async (orderNo: string) => {
    calls.status += 1;
    return { orderNo, status: 1, payFailed: false } as OrderView;
  },
}));

const INPUT: CreateOrderInput = { orderType: OrderType.SpeedVip, consumerType: PayMode.Crash, goodsId: 1003, actualAmount: 198, nbAmount: 0 };

describe('useIntentKey', () => {
  it('keeps its key across re-renders, changes it with the fingerprint, renews on demand', () => {
    const { result, rerender } = renderHook(({ fp }) => useIntentKey(fp), { initialProps: { fp: 'a' } });
    const first = result.current.key;
    rerender({ fp: 'a' });
    rerender({ fp: 'a' });
    expect(result.current.key).toBe(first);
    rerender({ fp: 'b' });
    const second = result.current.key;
    expect(second).not.toBe(first);
    act(() => result.current.renew());
    expect(result.current.key).not.toBe(second);
  });
});

describe('useOrderFlow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    calls.create.length = 0;
    calls.status = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('re-renders and repeated start() never make a second order for one intent', async () => {
    const { result, rerender } = renderHook((p: { key: string; active: boolean }) => useOrderFlow({ input: { ...INPUT }, intentKey: p.key, active: p.active, auto: true }), {
      initialProps: { key: 'k1', active: true },
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    rerender({ key: 'k1', active: true });
    act(() => {
      result.current.start();
      result.current.start();
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.create).toEqual(['k1']);
    expect(result.current.state).toMatchObject({ phase: 'qr', payParam: 'http://x/NN-k1' });
  });

  it('active off and unmount stop polling; a new intent starts a new run', async () => {
    const { result, rerender, unmount } = renderHook((p: { key: string; active: boolean }) => useOrderFlow({ input: INPUT, intentKey: p.key, active: p.active, auto: true }), {
      initialProps: { key: 'k1', active: true },
    });
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(calls.status).toBe(3);
    rerender({ key: 'k1', active: false });
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(calls.status).toBe(3);
    expect(result.current.state.phase).toBe('idle');
    rerender({ key: 'k2', active: true });
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(calls.create).toEqual(['k1', 'k2']);
    expect(calls.status).toBe(4);
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(calls.status).toBe(4);
  });

  it('a closed dialog fading out (DialogLeavingContext) polls no more, and keeps what it shows', async () => {
    let leaving = false;
    const { result, rerender } = renderHook(() => useOrderFlow({ input: INPUT, intentKey: 'f1', active: true, auto: true }), {
      wrapper: ({ children }: { children: ReactNode }) => <DialogLeavingContext.Provider value={leaving}>{children}</DialogLeavingContext.Provider>,
    });
    await act(() => vi.advanceTimersByTimeAsync(2100));
    expect(calls.status).toBe(2);
    leaving = true;
    rerender();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(calls.status).toBe(2);
    expect(result.current.state.phase).toBe('qr');
  });

  it('auto off waits for start() (the wallet-pay and top-up buttons)', async () => {
    const { result } = renderHook(() => useOrderFlow({ input: INPUT, intentKey: 'b1', active: true, auto: false }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(calls.create).toEqual([]);
    act(() => result.current.start());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.create).toEqual(['b1']);
  });
});
