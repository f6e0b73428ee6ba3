import { confirmDialog } from '@/components/ui/open-confirm';
import type { FlowState } from './order-runner';

/** An order is on its way to being paid: created or being created, its QR code up. */
export function isPaymentInProgress(state: FlowState): boolean {
  return state.phase === 'creating' || state.phase === 'paying' || state.phase === 'qr';
}

export const LEAVE_PAYMENT_TEXT = '订单还在等待支付，离开后本窗口不再显示支付结果。如已完成付款，权益会自动到账。确定要离开吗？';

/**
 * Closing a purchase dialog: at once, unless a payment is in progress, when the promise dialog asks
 * first (SPEC §4) over the purchase dialog, which stays as it is if the visitor carries on paying.
 */
export function leavePayment(state: FlowState, close: () => void): void {
  if (!isPaymentInProgress(state)) return close();
  confirmDialog({ content: LEAVE_PAYMENT_TEXT, okText: '确定离开', cancelText: '继续支付' }).then(close, () => undefined);
}
