import { Switch } from 'antd';
import { PayMode } from '@/lib/constants';
import { formatYuan, type WalletSplit } from '@/lib/money';
import { BALANCE_LOW } from './messages';
import { balanceText } from './package-view';
import { PAY_MODE_LABELS } from './use-membership';
import styles from './commerce.module.css';

export interface WalletRowProps {
  balance: number | null;
  rate: number;
  useWallet: boolean;
  onToggle(on: boolean): void;
  split: WalletSplit | null;
  onTopUp(): void;
}

/** "Use N coin" toggle, the balance, the pay mode it leads to, and the top-up link when short. */
export function WalletRow({ balance, rate, useWallet, onToggle, split, onTopUp }: WalletRowProps) {
  const wallet = balanceText(balance ?? 0, rate);
  const short = useWallet && split !== null && split.consumerType !== PayMode.NnCoin;
  return (
    <div className={styles.wallet}>
      <label className={styles.walletToggle}>
        <Switch size="small" checked={useWallet} disabled={balance === null} onChange={onToggle} aria-label="使用N币抵扣" />
        <span>使用N币抵扣</span>
      </label>
      <span className={styles.walletBalance} data-testid="wallet-balance">
        余额 {balance === null ? '—' : wallet.coins} N币（≈ ¥{wallet.yuan}）
      </span>
      {split ? (
        <span className={styles.payMode} data-testid="pay-mode">
          {PAY_MODE_LABELS[split.consumerType]}
          {split.nbAmount > 0 ? `：${split.nbAmount} N币抵扣 ¥${formatYuan(split.walletCents)}` : ''}
        </span>
      ) : null}
      {short ? (
        <p className={styles.short} role="note">
          {BALANCE_LOW}
          <button type="button" className={styles.linkBtn} onClick={onTopUp}>
            充值N币
          </button>
        </p>
      ) : null}
    </div>
  );
}
