import type { EsportOffer } from '@/lib/activity-types';
import { formatYuan, toCents } from '@/lib/money';

/** Price lines of the activity's membership offers (/sem), in cents so nothing is off by a float. */

export interface OfferView extends EsportOffer {
  priceText: string;
  originalText: string;
  /** ¥0.66/天 */
  dayPriceText: string;
  /** 6.6折 — null when there is no discount. */
  discountText: string | null;
  recommended: boolean;
}

/** SPEC §9: packages of 365 or 90 days are marked recommended (大家都在买). */
export function isRecommended(days: number): boolean {
  return days === 365 || days === 90;
}

export function offerView(o: EsportOffer): OfferView {
  const price = toCents(o.preferentialPrice) ?? 0;
  const original = toCents(o.originalPrice) ?? price;
  const perDay = o.esportComboDay > 0 ? Math.ceil(price / o.esportComboDay) : price;
  const ratio = original > 0 ? Math.round((price / original) * 100) / 10 : 10;
  return {
    ...o,
    priceText: formatYuan(price),
    originalText: formatYuan(original),
    dayPriceText: `¥${formatYuan(perDay)}/天`,
    discountText: ratio < 10 ? `${String(ratio)}折` : null,
    recommended: isRecommended(o.esportComboDay),
  };
}

/** Shortest first, as the offers read left to right. */
export function offerViews(list: readonly EsportOffer[]): OfferView[] {
  return [...list].sort((a, b) => a.esportComboDay - b.esportComboDay).map(offerView);
}
