import { useEffect, useRef, useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { DeviceVariants } from '@/components/ui/device-variants';
import type { FlowState } from './order-runner';
import styles from './commerce.module.css';
import { ChannelMarks, ExpiryCountdown } from './pay-details';

export const RETRYING_TEXT = '网络不稳定，正在重试…';

/** Behind the success dialog the panel stays on 支付成功 (the flow itself has stopped). */
export const PAID: FlowState = { phase: 'paid', retrying: false };

export interface PayPanelProps {
  state: FlowState;
  /** Cash due, "58.00". */
  amount: string;
  /** What to show before a run starts. */
  idleText: string;
  /** A new order for the same choice (after expiry or a refused order). */
  onRenew(): void;
  /** 我已支付: ask for the order's status now (useOrderFlow's checkNow). */
  onCheckNow?(): void;
}

const CHECKING_TEXT = '正在确认支付结果…';
export const NOT_YET_PAID_TEXT = '暂未收到支付结果，支付完成后将自动更新';

/**
 * 我已支付 after paying on another device: the status is asked at once. The answer is the next
 * state the flow emits — 支付成功 replaces the panel; still waiting says so under the button.
 */
function PaidButton({ state, onCheckNow }: { state: FlowState; onCheckNow(): void }) {
  const [note, setNote] = useState<string | null>(null);
  const askedFor = useRef<FlowState | null>(null);
  useEffect(() => {
    if (askedFor.current && askedFor.current !== state) {
      askedFor.current = null;
      setNote(NOT_YET_PAID_TEXT);
    }
  }, [state]);
  return (
    <>
      <button
        type="button"
        className={styles.linkBtn}
        onClick={() => {
          askedFor.current = state;
          setNote(CHECKING_TEXT);
          onCheckNow();
        }}
      >
        我已支付
      </button>
      {note ? (
        <p className={styles.payHint} role="status">
          {note}
        </p>
      ) : null}
    </>
  );
}

/** On a phone the payment opens on the device itself; the QR stays for paying from another phone. */
function OpenOnDevice({ url }: { url: string }) {
  return (
    <DeviceVariants
      phone={
        <a className={styles.openPay} href={url} target="_blank" rel="noopener noreferrer">
          在本机打开支付页面
        </a>
      }
      desktop={null}
    />
  );
}

/**
 * The QR side of a purchase: the aggregate-pay code of the current payment attempt, its cashier
 * URL kept on `data-pay-url` (QA and tests read it), the order number, amount, accepted channels and
 * time left, and every in-between state of the flow.
 */
export function PayPanel({ state, amount, idleText, onRenew, onCheckNow }: PayPanelProps) {
  const retrying = state.retrying ? (
    <p className={styles.retrying} role="status">
      {RETRYING_TEXT}
    </p>
  ) : null;
  if (state.phase === 'qr' && state.payParam) {
    return (
      <div className={styles.payPanel} aria-live="polite">
        <OpenOnDevice url={state.payParam} />
        <figure className={styles.qr} data-pay-url={state.payParam} aria-label="支付二维码">
          <QRCodeSVG value={state.payParam} size={148} marginSize={1} title="支付二维码" />
        </figure>
        <p className={styles.payHint}>
          请使用微信或支付宝扫码支付 <strong className={styles.due}>¥{amount}</strong>
        </p>
        <ChannelMarks />
        {state.order ? (
          <p className={styles.orderLine}>
            <span>订单号 {state.order.orderNo}</span>
            <ExpiryCountdown expireTime={state.order.expireTime} />
          </p>
        ) : null}
        {onCheckNow ? <PaidButton state={state} onCheckNow={onCheckNow} /> : null}
        {retrying}
      </div>
    );
  }
  return (
    <div className={styles.payPanel} aria-live="polite">
      <div className={styles.qrPlaceholder} aria-busy={state.phase === 'creating' || state.phase === 'paying'}>
        {panelText(state, idleText)}
      </div>
      {state.phase === 'expired' || state.phase === 'error' ? (
        <button type="button" className={styles.linkBtn} onClick={onRenew}>
          {state.phase === 'expired' ? '刷新二维码' : '重新下单'}
        </button>
      ) : null}
      {retrying}
    </div>
  );
}

function panelText(state: FlowState, idleText: string): string {
  switch (state.phase) {
    case 'creating':
    case 'paying':
      return '正在生成二维码…';
    case 'expired':
      return '订单已过期，请刷新二维码';
    case 'paid':
      return '支付成功';
    case 'payFailed':
      return '支付未完成';
    case 'error':
    case 'exchangeFailed':
      return state.message ?? '下单失败';
    default:
      return idleText;
  }
}
