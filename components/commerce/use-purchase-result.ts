import Router from 'next/router';
import { useCallback, useState } from 'react';
import type { OrderView } from '@/lib/order-types';
import { refreshAccount, useAccountStore } from './account-store';
import type { FlowState } from './order-runner';
import { SERVICE_PAGE } from './messages';

/** The outcome the result dialog (result-modal) shows. */
export type ResultKind = 'success' | 'payFailed' | 'exchangeFailed';

/** Results the flow's state carries: a failed exchange, and create or pay giving up (with its message). */
function stateResult(state: FlowState): { kind: ResultKind; text?: string } | null {
  if (state.phase === 'exchangeFailed') return { kind: 'exchangeFailed', text: state.message };
  if (state.phase === 'payFailed' && state.message) return { kind: 'payFailed', text: state.message };
  return null;
}

/**
 * What the result dialog shows for a flow: success and pay failure come from the flow's callbacks
 * (once each), exchange failure from its state. `done` freezes the purchase after success so a
 * refreshed balance cannot start a new intent behind the success dialog.
 */
export function usePurchaseResult(onClose: () => void, successText: (order: OrderView) => string) {
  const [result, setResult] = useState<{ kind: ResultKind; text?: string } | null>(null);
  const [done, setDone] = useState(false);

  const onPaid = useCallback(
    (order: OrderView) => {
      setDone(true);
      setResult({ kind: 'success', text: successText(order) });
      useAccountStore.setState({ lastPurchase: { orderNo: order.orderNo, goodName: order.goodName, setMealName: order.setMealName, at: Date.now() } });
      void refreshAccount();
    },
    [successText],
  );
  const onPayFailed = useCallback(() => setResult({ kind: 'payFailed' }), []);
  const kindOf = (state: FlowState) => result ?? stateResult(state);
  const toService = useCallback(() => {
    onClose();
    void Router.push(SERVICE_PAGE);
  }, [onClose]);
  return { result, setResult, done, onPaid, onPayFailed, kindOf, toService };
}
