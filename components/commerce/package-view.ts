import { coinsToCents, dayPrice, formatYuan, safeRate, toCents } from '@/lib/money';
import type { CoinPackage, EsportPackage } from '@/lib/order-types';

/**
 * Display rules of the package lists (SPEC §3, §9), pure so vitest covers them: membership packages
 * sorted by orderVal descending, 365- and 90-day ones marked 大家都在买, recommended names from the
 * speed_vip dict; coin packages priced amount / rate.
 */

/** Package lengths marked 大家都在买. */
export const HOT_PACKAGE_DAYS: readonly number[] = [365, 90];
export const HOT_LABEL = '大家都在买';
/** The speed_vip dict lists its recommended package names in one value, split on a full-width comma. */
export const RECOMMEND_DICT = 'speed_vip';
const FULL_WIDTH_COMMA = '，';

/** The custom N coin entry's default amount, 10 coins (¥1 at the default rate): its placeholder, used while it is empty. */
export const DEFAULT_CUSTOM_COINS = 10;

export interface PackageCard extends EsportPackage {
  hot: boolean;
  recommended: boolean;
  /** 元/天, two decimals. */
  dayPrice: string;
  priceCents: number;
}

/** "年卡会员，季卡会员" → ["年卡会员", "季卡会员"]; blanks dropped; an absent value → []. */
export function splitRecommendedNames(value: string | undefined | null): string[] {
  if (!value) return [];
  return value
    .split(FULL_WIDTH_COMMA)
    .map((name) => name.trim())
    .filter(Boolean);
}

/**
 * Packages in display order (orderVal descending, stable for ties) with their marks and 元/天. One
 * package is recommended: the first name of the dict's list that is on sale (a mark on every other
 * card recommends nothing).
 */
export function toPackageCards(list: readonly EsportPackage[], recommendedNames: readonly string[]): PackageCard[] {
  const pick = recommendedNames.find((name) => list.some((p) => p.esportComboName === name));
  return list
    .map((p, i) => ({ p, i }))
    .sort((a, b) => b.p.orderVal - a.p.orderVal || a.i - b.i)
    .map(({ p }) => ({
      ...p,
      hot: HOT_PACKAGE_DAYS.includes(p.esportComboDay),
      recommended: pick !== undefined && p.esportComboName === pick,
      dayPrice: dayPrice(p.preferentialPrice, p.esportComboDay),
      priceCents: toCents(p.preferentialPrice) ?? 0,
    }));
}

/** Price of `coins` N coins in cents: amount / rate, the same rounding as the order server's. */
export function coinPriceCents(coins: number, rate: number): number {
  return coinsToCents(Math.max(0, Math.floor(coins)), safeRate(rate));
}

/** "¥6.00" for 60 coins at 10 per yuan. */
export function coinPriceText(coins: number, rate: number): string {
  return formatYuan(coinPriceCents(coins, rate));
}

/** Coin packages of the list, with their price recomputed from the current rate. */
export function toCoinCards(list: readonly CoinPackage[], rate: number): (CoinPackage & { priceCents: number })[] {
  return list.map((p) => ({ ...p, priceCents: coinPriceCents(p.nnAmount, rate) }));
}

/** The wallet shown as "1280 N币 ≈ ¥128.00": an integer balance and its money equivalent. */
export function balanceText(balance: number, rate: number): { coins: number; yuan: string } {
  const coins = Math.max(0, Math.floor(Number.isFinite(balance) ? balance : 0));
  return { coins, yuan: formatYuan(coinsToCents(coins, rate)) };
}
