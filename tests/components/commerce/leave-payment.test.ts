// @vitest-environment node
import { isPaymentInProgress, LEAVE_PAYMENT_TEXT, leavePayment } from '@/components/commerce/leave-payment';
import type { FlowPhase } from '@/components/commerce/order-runner';
import { useModalStore, type SpecOf } from '@/stores/modal-store';
import { resetStores } from '../../support/stores';

/** Closing a purchase dialog while its order is being paid asks first, through the promise dialog. */
beforeEach(resetStores);

const state = (phase: FlowPhase) => ({ phase, retrying: false });
const prompt = () => useModalStore.getState().prompt as SpecOf<'confirm'> | null;
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('leavePayment', () => {
  it.each([
    ['idle', false],
    ['creating', true],
    ['paying', true],
    ['qr', true],
    ['paid', false],
    ['expired', false],
    ['payFailed', false],
    ['error', false],
    ['exchangeFailed', false],
    ['authLost', false],
  ] as const)('%s: in progress = %s', (phase, expected) => {
    expect(isPaymentInProgress(state(phase))).toBe(expected);
  });

  it('closes at once when nothing is being paid', () => {
    const close = vi.fn();
    leavePayment(state('idle'), close);
    expect(close).toHaveBeenCalledTimes(1);
    expect(prompt()).toBeNull();
  });

  it('with the QR code up: asks over the purchase dialog; 继续支付 keeps it, 确定离开 closes it', async () => {
    useModalStore.getState().open({ name: 'membership' });
    const close = vi.fn();
    leavePayment(state('qr'), close);
    expect(prompt()).toMatchObject({ name: 'confirm', content: LEAVE_PAYMENT_TEXT, okText: '确定离开', cancelText: '继续支付' });
    expect(useModalStore.getState().current).toEqual({ name: 'membership' });
    prompt()!.reject('cancel');
    await settle();
    expect(close).not.toHaveBeenCalled();

    leavePayment(state('qr'), close);
    prompt()!.resolve('confirm');
    await settle();
    expect(close).toHaveBeenCalledTimes(1);
  });
});
