import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { OrderType, PayMode } from '@/lib/constants';
import { centsToYuan, formatYuan } from '@/lib/money';
import type { CoinPackage, CreateOrderInput, OrderView } from '@/lib/order-types';
import { toast } from '@/lib/toast';
import { listCoinPackages } from '@/services/order';
import type { DialogProps } from '@/stores/modal-store';
import { useAccountStore } from './account-store';
import { CoinPackages, customCoins, type CoinChoice } from './coin-packages';
import { COIN_PACKAGES_FAILED } from './messages';
import { balanceText, coinPriceCents } from './package-view';
import { PAID, PayPanel } from './pay-panel';
import { leavePayment } from './leave-payment';
import { FlowResultModal } from './result-modal';
import { useBuyer } from './use-buyer';
import { useIntentKey, useOrderFlow } from './use-order-flow';
import { usePurchaseResult } from './use-purchase-result';
import styles from './commerce.module.css';
import { QUIET } from '@/lib/http';

/** The 'coin-topup' dialog takes no payload. */
export type CoinTopupPayload = Record<never, never>;

export type CoinTopupDialogProps = DialogProps<'coin-topup'>;

const successText = (o: OrderView) => `${o.setMealName}已到账`;

function useCoinPackages(enabled: boolean): CoinPackage[] | null {
  const [list, setList] = useState<CoinPackage[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    listCoinPackages(QUIET).then(
      (l) => live && setList(l),
      () => {
        if (!live) return;
        toast.error(COIN_PACKAGES_FAILED);
        setList([]);
      },
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return list;
}

/** The N coin top-up dialog (SPEC §2): packages or a custom amount, paid by QR. */
export default function CoinTopupDialog({ onClose }: CoinTopupDialogProps) {
  const user = useBuyer('coin-topup', onClose);
  const packages = useCoinPackages(Boolean(user));
  const { balance, rate } = useAccountStore();
  const [choice, setChoice] = useState<CoinChoice | null>(null);
  const [custom, setCustom] = useState('');
  const current: CoinChoice | null = choice ?? (packages?.[0] ? { kind: 'package', id: packages[0].id } : null);
  const pkg = current?.kind === 'package' ? packages?.find((p) => p.id === current.id) : undefined;
  const coins = current?.kind === 'custom' ? customCoins(custom) : (pkg?.nnAmount ?? 0);
  const priceCents = coinPriceCents(coins, rate);
  const input: CreateOrderInput | null =
    coins > 0
      ? { orderType: OrderType.NnCoinOrder, consumerType: PayMode.Crash, goodsId: pkg?.id ?? 0, actualAmount: centsToYuan(priceCents), nbAmount: 0, ...(pkg ? {} : { nnAmount: coins }) }
      : null;
  const { key, renew } = useIntentKey(input ? `${input.goodsId}|${coins}|${priceCents}` : 'none');
  const result = usePurchaseResult(onClose, successText);
  const flow = useOrderFlow({ input, intentKey: key, active: !result.done, auto: false, onPaid: result.onPaid, onPayFailed: result.onPayFailed });
  const wallet = balanceText(balance ?? 0, rate);
  const idle = flow.state.phase === 'idle' && !result.done;

  return (
    <Modal open centered title="N币充值" footer={null} width={640} onCancel={() => leavePayment(flow.state, onClose)} closable={{ 'aria-label': '关闭' }} mask={{ closable: false }}>
      <p className={styles.account} data-testid="coin-balance">
        当前余额 <strong>{balance === null ? '—' : wallet.coins}</strong> N币（≈ ¥{wallet.yuan}）
      </p>
      {packages === null ? <p className={styles.loading}>正在加载套餐…</p> : null}
      {packages && current ? <CoinPackages packages={packages} rate={rate} choice={current} onChoose={setChoice} custom={custom} onCustom={setCustom} /> : null}
      <p className={styles.rateNote}>兑换比例：1元 = {rate} N币</p>
      <div className={styles.checkout}>
        <p className={styles.summary}>
          应付金额 <strong className={styles.due}>¥{formatYuan(priceCents)}</strong>
        </p>
        {idle ? (
          <Button type="primary" size="large" disabled={!input} onClick={flow.start}>
            立即充值
          </Button>
        ) : (
          <PayPanel state={result.done ? PAID : flow.state} amount={formatYuan(priceCents)} idleText="" onRenew={renew} onCheckNow={flow.checkNow} />
        )}
      </div>
      <FlowResultModal result={result} flow={flow} onOk={onClose} />
    </Modal>
  );
}
