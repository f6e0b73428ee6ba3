import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeigodInvoice, LeigodPackage } from '@/lib/activity-types';

const calls = vi.hoisted(() => ({ state: 0, inFlight: 0, maxInFlight: 0, answers: [] as Array<0 | 1 | 2> }));
vi.mock('@/services/leigod', () => ({
  getLeigodPrice: vi.fn(async (body: { package_id: number }) => ({ package_id: body.package_id, price: 30 })),
  buyLeigodPackage: vi.fn(async (): Promise<LeigodInvoice> => ({ invoice_id: 'INV1', package_id: 1, price: 30, state: 0, pay_url: 'nn://pay/INV1' })),
  getLeigodInvoiceState: vi.fn(async (): Promise<LeigodInvoice> => {
    calls.state += 1;
    calls.inFlight += 1;
    calls.maxInFlight = Math.max(calls.maxInFlight, calls.inFlight);
    await new Promise((r) => setTimeout(r, 1500)); // slower than the 1 s interval
    calls.inFlight -= 1;
    const state = calls.answers.length > 1 ? calls.answers.shift()! : calls.answers[0]!;
    return { invoice_id: 'INV1', package_id: 1, price: 30, state, pay_url: 'nn://pay/INV1' };
  }),
}));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const { LeigodPackages } = await import('@/components/campaigns/views/leigod-packages');
const { toast } = await import('@/lib/toast');

const PACKAGES: LeigodPackage[] = [{ id: 1, name: '月卡', days: 30, price: 30, original_price: 45, draw_num: 3, tag: '' }];

describe('LeigodPackages: the invoice poll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.assign(calls, { state: 0, inFlight: 0, maxInFlight: 0, answers: [0, 0, 1] });
  });
  afterEach(() => vi.useRealTimers());

  it('asks once a second, one call at a time even when a call is slow, until paid; then stops', async () => {
    const onPaid = vi.fn();
    render(<LeigodPackages activityId={3001} packages={PACKAGES} accountToken="tok" requireAccount={async () => 'tok'} onPaid={onPaid} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('status')).toHaveTextContent('订单 INV1 待支付');
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(calls).toMatchObject({ state: 3, maxInFlight: 1 });
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith('支付成功，抽奖次数已到账');
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(calls.state).toBe(3);
  });

  it('leaving the page ends the poll', async () => {
    calls.answers = [0];
    const { unmount } = render(<LeigodPackages activityId={3001} packages={PACKAGES} accountToken="tok" requireAccount={async () => 'tok'} onPaid={vi.fn()} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    const seen = calls.state;
    unmount();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls.state).toBe(seen);
  });
});
