import { useState } from 'react';
import { chestTheme, widgetActionLabel, widgetPrizeAction } from '@/lib/activity';
import type { WidgetPrize } from '@/lib/activity-types';
import type { DialogProps } from '@/stores/modal-store';
import { toast } from '@/lib/toast';
import { listLeigodPrizes, receiveLeigodPrize } from '@/services/leigod';
import { DialogFrame } from './dialog-frame';
import { RecordsEmpty, RecordsTable } from './records';
import { usePaged } from './use-paged';
import { WidgetAddressModal, WidgetDetailModal } from './widget-dialogs';
import styles from './dialogs.module.css';
import { QUIET } from '@/lib/http';

/**
 * The prize widget's winning record (SPEC §4): status 0 + physical → address dialog, then page 1;
 * status 0 + other → redeemed at once, success message, same page; anything else → detail.
 * No 温馨提示 confirm before redeeming: SPEC §4 redeems at once, and a boost-time prize has no
 * choice to take back (the promise dialog confirms logging out and leaving a payment).
 */
export default function PrizeWidgetDialog({ spec, onClose }: DialogProps<'prize-widget'>) {
  const { slot } = spec;
  const list = usePaged((page) => listLeigodPrizes({ activity_id: slot.id, page, account_token: slot.account_token }, QUIET), `${slot.id}:${slot.account_token}`);
  const [addressFor, setAddressFor] = useState<number | null>(null);
  const [detail, setDetail] = useState<WidgetPrize | null>(null);
  const [redeeming, setRedeeming] = useState<number | null>(null);

  const act = (prize: WidgetPrize) => {
    const action = widgetPrizeAction(prize);
    if (action === 'address') return setAddressFor(prize.id);
    if (action === 'detail') return setDetail(prize);
    setRedeeming(prize.id);
    receiveLeigodPrize({ account_token: slot.account_token, prize_id: prize.id, is_auth_use: 1 }, QUIET)
      .then((res) => toast.success(res.msg || '兑换成功'))
      // SPEC §8: a non-zero code of the redemption shows nothing.
      .catch(() => undefined)
      .finally(() => {
        setRedeeming(null);
        list.load(list.page);
      });
  };

  return (
    <>
      <DialogFrame title="中奖记录" width={640} onClose={onClose}>
        <div className={`${styles.records} ${styles[chestTheme(slot.chestStyle)]}`} aria-busy={list.loading}>
          {slot.desc ? <p className={styles.muted}>{slot.desc}</p> : null}
          {!list.loading && !list.failed && list.total === 0 ? (
            <RecordsEmpty onParticipate={onClose} />
          ) : (
            <RecordsTable
              list={list}
              cells={(p) => ({
                prize: p.present_title,
                status: p.status_title,
                action: (
                  <button type="button" className={styles.linkButton} onClick={() => act(p)} disabled={redeeming === p.id} aria-busy={redeeming === p.id}>
                    {widgetActionLabel(widgetPrizeAction(p))}
                  </button>
                ),
              })}
            />
          )}
        </div>
      </DialogFrame>
      {addressFor !== null ? (
        <WidgetAddressModal
          slot={slot}
          prizeId={addressFor}
          onClose={() => {
            setAddressFor(null);
            list.load(1);
          }}
        />
      ) : null}
      {detail ? <WidgetDetailModal prize={detail} onClose={() => setDetail(null)} /> : null}
    </>
  );
}
