import { useState } from 'react';
import { drawDialogTitle, drawOnce, drawRefusalKind, drawResultKind, DrawResultView, GiftAddressModal, MyGiftList, type DrawDialogKind } from '@/components/campaigns';
import { CAMPAIGNS, GiftType, type DrawResult } from '@/lib/activity-types';
import { toast } from '@/lib/toast';
import { giveOrderDraws } from '@/services/activity';
import { requireLogin } from '@/components/auth';
import { selectToken, useUserStore } from '@/stores/user-store';
import styles from './nnpay.module.css';
import { isApiError, QUIET } from '@/lib/http';

/** The campaign whose draws paid membership orders earn ("每充值一笔电竞会员订单可获得 1 次抽奖机会"). */
export const NNPAY_CAMPAIGN = CAMPAIGNS.nnActivity;

type Shown = { kind: DrawDialogKind; result?: DrawResult };

/**
 * /nnpay's prize parts (drawResult, giftAddress, myGiftList from components/campaigns): paid orders
 * are credited as draws (validOrderGiveDraw), one draw shows its result inline, a physical prize
 * opens the address form, and 我的奖品 lists the records.
 */
export function OrderPrizes({ activityId = NNPAY_CAMPAIGN }: { activityId?: number }) {
  const token = useUserStore(selectToken);
  const [shown, setShown] = useState<Shown | null>(null);
  const [busy, setBusy] = useState(false);
  const [addressFor, setAddressFor] = useState<number | null>(null);
  const [listVersion, setListVersion] = useState(0);

  const draw = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await giveOrderDraws(activityId, QUIET).catch(() => undefined);
      const result = await drawOnce('gift', activityId);
      setShown({ kind: drawResultKind(result), result });
      setListVersion((v) => v + 1);
    } catch (error) {
      const e = isApiError(error) ? error : null;
      const kind = e ? drawRefusalKind(e.code) : undefined;
      if (kind) setShown({ kind });
      else if (e?.msg) toast.warning(e.msg);
    } finally {
      setBusy(false);
    }
  };

  const won = shown?.result;
  const physical = shown?.kind === 'win' && won?.prize.type === GiftType.Physical && won.recordId !== null;
  return (
    <section className={styles.card} aria-labelledby="prizes-title">
      <h2 id="prizes-title">充值抽好礼</h2>
      <p className={styles.note}>活动期间每充值一笔电竞会员订单可获得 1 次抽奖机会。</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primaryBtn} disabled={busy} aria-busy={busy} onClick={() => requireLogin(() => void draw())}>
          {token ? '抽奖' : '登录后抽奖'}
        </button>
      </div>
      {shown ? (
        <div className={styles.drawFrame} role="region" aria-label="抽奖结果">
          <h3 className={styles.drawTitle}>{drawDialogTitle(shown.kind)}</h3>
          <DrawResultView
            kind={shown.kind}
            prize={won?.prize}
            cdk={won?.cdk}
            onFillAddress={physical ? () => setAddressFor(won.recordId) : undefined}
            onClose={() => setShown(null)}
          />
        </div>
      ) : null}
      {token ? (
        <details className={styles.gifts}>
          <summary>我的奖品</summary>
          <MyGiftList key={listVersion} activityId={activityId} onParticipate={() => void draw()} />
        </details>
      ) : null}
      {addressFor !== null ? (
        <GiftAddressModal
          recordId={addressFor}
          activityId={activityId}
          service="gift"
          onClose={() => setAddressFor(null)}
          onDone={() => {
            setAddressFor(null);
            setListVersion((v) => v + 1);
          }}
        />
      ) : null}
    </section>
  );
}
