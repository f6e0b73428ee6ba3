import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { timeLeftText } from '@/components/commerce/pay-details';
import { NOT_YET_PAID_TEXT, PayPanel } from '@/components/commerce/pay-panel';
import type { FlowState } from '@/components/commerce/order-runner';
import type { OrderView } from '@/lib/order-types';

const PAY_URL = 'http://127.0.0.1:5100/api/gw/__sandbox/cashier/NN20261126000001';

function qrState(expireTime: number): FlowState {
  const order = { orderNo: 'NN20261126000001', expireTime } as OrderView;
  return { phase: 'qr', payParam: PAY_URL, order, retrying: false };
}

afterEach(() => vi.useRealTimers());

describe('PayPanel', () => {
  it('shows the QR, the amount, the channel marks, the order number and the time left, ticking', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') });
    render(<PayPanel state={qrState(Date.now() + 15 * 60_000)} amount="6.60" idleText="" onRenew={() => undefined} />);
    expect(screen.getByLabelText('支付二维码')).toHaveAttribute('data-pay-url', PAY_URL);
    expect(screen.getByText('¥6.60')).toBeInTheDocument();
    expect(within(screen.getByLabelText('支持微信支付、支付宝')).getByText('微信支付')).toBeInTheDocument();
    expect(screen.getByText('订单号 NN20261126000001')).toBeInTheDocument();
    expect(screen.getByText('15:00')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(61_000));
    expect(screen.getByText('13:59')).toBeInTheDocument();
  });

  it('offers to open the payment address on the device (phone variant), in a new tab so this page keeps checking', () => {
    const { container } = render(<PayPanel state={qrState(Date.now() + 60_000)} amount="1.00" idleText="" onRenew={() => undefined} />);
    const phone = container.querySelector<HTMLElement>('[data-variant="phone"]')!;
    const open = within(phone).getByRole('link', { name: '在本机打开支付页面' });
    expect(open).toHaveAttribute('href', PAY_URL);
    expect(open).toHaveAttribute('target', '_blank');
    expect(container.querySelector('[data-variant="desktop"]')).toBeNull();
  });

  it('我已支付 asks now, says it is checking, and says so when the answer is still unpaid', () => {
    const onCheckNow = vi.fn();
    const state = qrState(Date.now() + 60_000);
    const { rerender } = render(<PayPanel state={state} amount="1.00" idleText="" onRenew={() => undefined} onCheckNow={onCheckNow} />);
    fireEvent.click(screen.getByRole('button', { name: '我已支付' }));
    expect(onCheckNow).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('正在确认支付结果…');
    rerender(<PayPanel state={{ ...state }} amount="1.00" idleText="" onRenew={() => undefined} onCheckNow={onCheckNow} />);
    expect(screen.getByRole('status')).toHaveTextContent(NOT_YET_PAID_TEXT);
  });

  it('without a flow to ask, no 我已支付', () => {
    render(<PayPanel state={qrState(Date.now() + 60_000)} amount="1.00" idleText="" onRenew={() => undefined} />);
    expect(screen.queryByRole('button', { name: '我已支付' })).toBeNull();
  });

  it('time left: mm:ss, never negative', () => {
    expect(timeLeftText(90_500, 0)).toBe('01:30');
    expect(timeLeftText(0, 5000)).toBe('00:00');
  });
});
