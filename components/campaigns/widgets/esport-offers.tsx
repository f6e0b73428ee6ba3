import { useEffect, useRef } from 'react';
import type { ActivityGiftItem, EsportOffer } from '@/lib/activity-types';
import { giveOrderDraws } from '@/services/activity';
import { requireLogin } from '@/components/auth';
import { offerViews, type OfferView } from './esport-offer';
import { openMembership } from '@/components/commerce';
import { afterMembershipCloses, openBenefits, openPurchaseSuccess, openRepurchaseOffer } from '../open-dialogs';
import shell from '../campaign.module.css';
import styles from './sem.module.css';
import w from './widgets.module.css';
import { QUIET } from '@/lib/http';

interface Props {
  activityId: number;
  offers: EsportOffer[];
  gifts: ActivityGiftItem[];
}

/**
 * The activity's esport packages (esportListByActivityId). Buying opens the membership dialog;
 * a paid order of the window (validOrderGiveDraw) then shows 购买成功, and a visitor who already
 * bought in this activity is offered the renewal price first.
 */
export function EsportOffers({ activityId, offers, gifts }: Props) {
  const stopWatching = useRef<(() => void) | null>(null);
  useEffect(() => () => stopWatching.current?.(), []);

  async function paidOrders() {
    return giveOrderDraws(activityId, QUIET).catch(() => ({ given: 0, remain: 0 }));
  }

  function buy(offer: OfferView) {
    stopWatching.current?.();
    stopWatching.current = afterMembershipCloses(async () => {
      const { given } = await paidOrders();
      if (given > 0) openPurchaseSuccess({ packageName: offer.esportComboName, gifts });
    });
    openMembership();
  }

  async function choose(offer: OfferView) {
    const { remain } = await paidOrders();
    if (remain > 0) {
      openRepurchaseOffer({ packageName: offer.esportComboName, priceText: offer.priceText, originalText: offer.originalText, onAccept: () => buy(offer) });
      return;
    }
    buy(offer);
  }

  return (
    <section className={shell.card} aria-labelledby="offers-title">
      <h2 id="offers-title" className={shell.cardTitle}>
        特惠套餐
      </h2>
      {offers.length === 0 ? (
        <p className={shell.muted}>特惠套餐已售罄，敬请关注下一期活动</p>
      ) : (
        <ul className={styles.offers}>
          {offerViews(offers).map((o) => (
            <li key={o.id} className={`${styles.offer} ${o.recommended ? styles.hot : ''}`}>
              {o.recommended && <span className={styles.badge}>大家都在买</span>}
              <h3 className={styles.offerName}>{o.esportComboName}</h3>
              <p className={styles.price}>
                ¥<strong>{o.priceText}</strong>
                <del>¥{o.originalText}</del>
              </p>
              <p className={styles.perDay}>
                {o.dayPriceText}
                {o.discountText && <span className={styles.discount}>{o.discountText}</span>}
              </p>
              <button type="button" className={w.btn} onClick={() => requireLogin(() => void choose(o))} aria-label={`开通${o.esportComboName}`}>
                立即开通
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={`${w.row} ${w.mt}`}>
        <button type="button" className={w.ghost} onClick={() => requireLogin(() => openBenefits())}>
          我的权益
        </button>
      </div>
    </section>
  );
}
