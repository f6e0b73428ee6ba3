import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { LIMITS } from '@/lib/constants';
import type { ResultKind, usePurchaseResult } from './use-purchase-result';
import type { OrderFlow } from './use-order-flow';
import { GAVE_UP_TEXT } from './order-runner';
import styles from './commerce.module.css';

export interface ResultModalProps {
  kind: ResultKind | null;
  /** Success: what was bought; exchange failure, and a payment that gave up: the server's message. */
  text?: string;
  onOk(): void;
  onRetry(): void;
  onService(): void;
}

const TITLES: Record<ResultKind, string> = { success: '支付成功', payFailed: '支付失败', exchangeFailed: '兑换失败' };

/**
 * The payment-result dialog (SPEC §2, §8), over the purchase dialog it belongs to. When `kind`
 * goes back to null it fades out like every dialog (antd's close motion) showing what it showed,
 * and unmounts after the host's fade time (LIMITS.dialogFadeMs).
 *
 * It can open under the pointer of the click that paid: an N-coin payment answers within a
 * double-click, whose second click would then dismiss the result unseen. So the mask does not close
 * it, and its button ignores the second click of a multi-click (a key press is a click of detail 0).
 */
export function ResultModal({ kind: current, text: currentText, onOk, onRetry, onService }: ResultModalProps) {
  const [last, setLast] = useState<{ kind: ResultKind; text?: string } | null>(null);
  if (current && (last?.kind !== current || last.text !== currentText)) setLast({ kind: current, text: currentText });
  const closing = current === null && last !== null;
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => setLast(null), LIMITS.dialogFadeMs);
    return () => clearTimeout(timer);
  }, [closing]);
  const kind = current ?? last?.kind;
  const text = current ? currentText : last?.text;
  if (!kind) return null;
  const action = kind === 'success' ? onOk : kind === 'payFailed' ? onRetry : onService;
  const label = kind === 'exchangeFailed' ? '联系客服' : '确定';
  const body = kind === 'payFailed' ? text || GAVE_UP_TEXT : text;
  return (
    <Modal
      open={current !== null}
      centered
      width={360}
      title={TITLES[kind]}
      onCancel={kind === 'payFailed' ? onRetry : onOk}
      closable={{ 'aria-label': '关闭' }}
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={(e) => e.detail < 2 && action()} block>
          {label}
        </Button>
      }
    >
      <p className={kind === 'success' ? styles.resultOk : styles.resultFail}>{body}</p>
    </Modal>
  );
}

/**
 * The result dialog of a purchase flow: success closes the purchase dialog, a failed payment retries
 * the same order, a failed exchange leads to customer service. Shared by both purchase dialogs.
 */
export function FlowResultModal({ result, flow, onOk }: { result: ReturnType<typeof usePurchaseResult>; flow: OrderFlow; onOk(): void }) {
  const shown = result.kindOf(flow.state);
  return (
    <ResultModal
      kind={shown?.kind ?? null}
      text={shown?.text}
      onOk={onOk}
      onRetry={() => {
        result.setResult(null);
        flow.retryPayment();
      }}
      onService={result.toService}
    />
  );
}
