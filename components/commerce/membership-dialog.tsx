import { Button, Modal, Switch } from 'antd';
import { useCallback, useState } from 'react';
import { trackMembershipPurchase } from '@/lib/analytics';
import { PayMode } from '@/lib/constants';
import { formatYuan } from '@/lib/money';
import type { OrderView } from '@/lib/order-types';
import type { DialogProps } from '@/stores/modal-store';
import { refreshAccount } from './account-store';
import { formatChinaTime } from '@/lib/format';
import { MembershipPackages } from './membership-packages';
import { openCoinTopup } from './open-purchase';
import { PAID, PayPanel, RETRYING_TEXT } from './pay-panel';
import { leavePayment } from './leave-payment';
import { FlowResultModal } from './result-modal';
import { TermsModal } from './terms-modal';
import { useBuyer } from './use-buyer';
import { useMembershipChoice, useMembershipPackages } from './use-membership';
import { useIntentKey, useOrderFlow } from './use-order-flow';
import { usePurchaseResult } from './use-purchase-result';
import { WalletRow } from './wallet-row';
import styles from './commerce.module.css';

/** Payload of the 'membership' dialog: `dbId` preselects a package. */
export interface MembershipPayload {
  dbId?: number;
}

export type MembershipDialogProps = DialogProps<'membership'>;

const successText = (o: OrderView) =>
  `${o.setMealName}已开通${o.vipExpiredTime ? `，会员有效期至 ${formatChinaTime(o.vipExpiredTime)}` : ''}`;

/** The esports membership purchase dialog of SPEC §2/§4 (login required). */
export default function MembershipDialog({ spec, onClose }: MembershipDialogProps) {
  const user = useBuyer('membership', onClose);
  const [accepted, setAccepted] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const cards = useMembershipPackages(Boolean(user));
  const choice = useMembershipChoice(cards, spec.dbId);
  const { key, renew } = useIntentKey(choice.fingerprint);
  const result = usePurchaseResult(onClose, successText);
  const { onPaid: markPaid } = result;
  const onPaid = useCallback(
    (o: OrderView) => {
      trackMembershipPurchase(o.realPrice, true);
      markPaid(o);
    },
    [markPaid],
  );
  const onPayFailed = useCallback(
    (o: OrderView) => {
      trackMembershipPurchase(o.realPrice, false);
      result.onPayFailed();
    },
    [result],
  );
  const byCoins = choice.split?.consumerType === PayMode.NnCoin;
  // A refused order (e.g. the balance changed meanwhile) is retried with fresh numbers.
  const renewIntent = () => {
    void refreshAccount();
    renew();
  };
  const flow = useOrderFlow({ input: choice.input, intentKey: key, active: accepted && !result.done, auto: !byCoins, onPaid, onPayFailed });
  const busy = flow.state.phase === 'creating';

  const title = (
    <div className={styles.header}>
      <span>开通电竞会员</span>
      <span className={styles.accept}>
        <Switch size="small" checked={accepted} onChange={setAccepted} aria-label="同意会员服务协议" />
        <span>
          我已阅读并同意
          <button type="button" className={styles.linkBtn} onClick={() => setTermsOpen(true)}>
            《会员服务协议》
          </button>
        </span>
      </span>
    </div>
  );

  return (
    <Modal open centered title={title} footer={null} width={760} onCancel={() => leavePayment(flow.state, onClose)} closable={{ 'aria-label': '关闭' }} mask={{ closable: false }}>
      {user ? <p className={styles.account}>充值账号：{user.nickName || user.nnNumber}</p> : null}
      {!accepted ? <p className={styles.gate}>请先打开上方开关，同意《会员服务协议》后选择套餐</p> : null}
      <div className={accepted ? styles.content : `${styles.content} ${styles.disabled}`} inert={!accepted} aria-disabled={!accepted} data-testid="membership-content">
        {cards === null ? <p className={styles.loading}>正在加载套餐…</p> : null}
        {cards?.length === 0 ? <p className={styles.loading}>暂无可购买的套餐</p> : null}
        {cards?.length ? <MembershipPackages cards={cards} selected={choice.shown?.dbId} onSelect={choice.select} /> : null}
        <WalletRow balance={choice.balance} rate={choice.rate} useWallet={choice.useWallet} onToggle={choice.setUseWallet} split={choice.split} onTopUp={openCoinTopup} />
        <div className={styles.checkout}>
          <p className={styles.summary}>
            应付金额 <strong className={styles.due}>¥{formatYuan(choice.split?.actualCents ?? 0)}</strong>
            {choice.split?.nbAmount ? <span>（另扣 {choice.split.nbAmount} N币）</span> : null}
          </p>
          {byCoins ? (
            <Button type="primary" size="large" disabled={busy || !accepted} aria-busy={busy} onClick={flow.start}>
              N币支付（{choice.split?.nbAmount} N币）
            </Button>
          ) : (
            <PayPanel state={result.done ? PAID : flow.state} amount={formatYuan(choice.split?.actualCents ?? 0)} idleText="同意协议后生成支付二维码" onRenew={renewIntent} onCheckNow={flow.checkNow} />
          )}
          {byCoins && flow.state.phase === 'error' ? <p role="alert" className={styles.resultFail}>{flow.state.message}</p> : null}
          {/* The QR side shows this in PayPanel; an N coin payment retrying must say so too, not sit silent. */}
          {byCoins && flow.state.retrying ? <p role="status" className={styles.retrying}>{RETRYING_TEXT}</p> : null}
        </div>
        <p className={styles.note}>支付后请等待 10 分钟，如未到账请联系客服兑换或开通体验会员。</p>
      </div>
      <TermsModal open={termsOpen} onClose={() => setTermsOpen(false)} />
      <FlowResultModal result={result} flow={flow} onOk={onClose} />
    </Modal>
  );
}
