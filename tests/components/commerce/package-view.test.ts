import { describe, expect, it } from 'vitest';
import {
  balanceText,
  coinPriceCents,
  coinPriceText,
  HOT_PACKAGE_DAYS,
  splitRecommendedNames,
  toCoinCards,
  toPackageCards,
} from '@/components/commerce/package-view';
import { buildRollNotices, maskPhone, ROLL } from '@/components/commerce/nnpay/roll-notices';
import { daysLeft } from '@/components/commerce/nnpay/day-count';
import type { CoinPackage, EsportPackage } from '@/lib/order-types';
import { COIN_PACKAGES, ESPORT_PACKAGES } from '@/sandbox/seed/orders';

const pkg = (over: Partial<EsportPackage>): EsportPackage => ({
  dbId: 1,
  esportComboName: '月卡会员',
  esportComboDay: 30,
  preferentialPrice: 25,
  originalPrice: 30,
  remark: '',
  orderVal: 0,
  ...over,
});

describe('membership packages', () => {
  it('sorts by orderVal descending (stable on ties) and marks 365/90 days 大家都在买', () => {
    const cards = toPackageCards(ESPORT_PACKAGES, []);
    expect(cards.map((c) => c.orderVal)).toEqual([100, 90, 85, 80, 70, 60]);
    expect(cards.filter((c) => c.hot).map((c) => c.esportComboDay)).toEqual([365, 90]);
    expect(HOT_PACKAGE_DAYS).toEqual([365, 90]);
    const tie = toPackageCards([pkg({ dbId: 1, orderVal: 5 }), pkg({ dbId: 2, orderVal: 9 }), pkg({ dbId: 3, orderVal: 5 })], []);
    expect(tie.map((c) => c.dbId)).toEqual([2, 1, 3]);
  });

  it('does not sort the caller\'s list in place', () => {
    const list = [pkg({ dbId: 1, orderVal: 1 }), pkg({ dbId: 2, orderVal: 2 })];
    toPackageCards(list, []);
    expect(list.map((p) => p.dbId)).toEqual([1, 2]);
  });

  it('recommended names come from the dict value split on the full-width comma', () => {
    expect(splitRecommendedNames('年卡会员，季卡会员， 月卡会员 ，')).toEqual(['年卡会员', '季卡会员', '月卡会员']);
    expect(splitRecommendedNames('年卡会员,季卡会员')).toEqual(['年卡会员,季卡会员']);
    expect(splitRecommendedNames(undefined)).toEqual([]);
    const cards = toPackageCards(ESPORT_PACKAGES, ['年卡会员', '季卡会员']);
    expect(cards.filter((c) => c.recommended).map((c) => c.esportComboName)).toEqual(['年卡会员']);
  });

  it('one package is recommended: the first dict name that is on sale', () => {
    const cards = toPackageCards(ESPORT_PACKAGES, ['周卡会员', '季卡会员', '年卡会员']);
    expect(cards.filter((c) => c.recommended).map((c) => c.esportComboName)).toEqual(['季卡会员']);
    expect(toPackageCards(ESPORT_PACKAGES, ['周卡会员']).some((c) => c.recommended)).toBe(false);
  });

  it('元/天 is price / days with two decimals; price in cents without float noise', () => {
    const [year, season] = toPackageCards(ESPORT_PACKAGES, []);
    expect([year.dayPrice, year.priceCents]).toEqual(['0.54', 19800]);
    expect([season.dayPrice, season.priceCents]).toEqual(['0.64', 5800]);
    expect(toPackageCards([pkg({ preferentialPrice: 19.9, esportComboDay: 30 })], [])[0]).toMatchObject({ dayPrice: '0.66', priceCents: 1990 });
    expect(toPackageCards([pkg({ esportComboDay: 0 })], [])[0].dayPrice).toBe('0.00');
  });
});

describe('N coin prices', () => {
  it('price = amount / rate; a broken rate falls back to 10', () => {
    expect(coinPriceText(60, 10)).toBe('6.00');
    expect(coinPriceText(13, 10)).toBe('1.30');
    expect(coinPriceText(10, 10)).toBe('1.00');
    expect(coinPriceText(9999, 10)).toBe('999.90');
    expect(coinPriceCents(100, 0)).toBe(1000);
    expect(coinPriceCents(100, Number.NaN)).toBe(1000);
    expect(coinPriceCents(-5, 10)).toBe(0);
    expect(coinPriceCents(100, 20)).toBe(500);
  });

  it('package cards are priced from the current rate, like the order server', () => {
    const cards = toCoinCards(COIN_PACKAGES as CoinPackage[], 10);
    expect(cards.map((c) => c.priceCents)).toEqual(COIN_PACKAGES.map((p) => Math.round(p.price * 100)));
  });

  it('the balance shows as an integer with its money equivalent, floored at 0', () => {
    expect(balanceText(1280, 10)).toEqual({ coins: 1280, yuan: '128.00' });
    expect(balanceText(12.7, 10)).toEqual({ coins: 12, yuan: '1.20' });
    expect(balanceText(-3, 10)).toEqual({ coins: 0, yuan: '0.00' });
    expect(balanceText(Number.NaN, 10)).toEqual({ coins: 0, yuan: '0.00' });
  });
});

describe('/nnpay parts', () => {
  it('30 purchase notices with masked phones, the same on every render', () => {
    const notices = buildRollNotices();
    expect(notices).toHaveLength(ROLL.count);
    expect(ROLL).toMatchObject({ speedMs: 5000, itemHeight: 16 });
    for (const n of notices) expect(n.text).toMatch(/^1\d\d\*\*\*\*\d{4} \d+分钟前(开通|充值)了/);
    expect(buildRollNotices()).toEqual(notices);
    expect(ROLL.window).toBeLessThan(20);
  });

  it('maskPhone keeps the first 3 and last 4 digits only', () => {
    expect(maskPhone('13812345678')).toBe('138****5678');
    expect(maskPhone('12345')).toBe('****');
  });

  it('days left round up and stop at 0', () => {
    const day = 86_400_000;
    expect(daysLeft(10 * day, 0)).toBe(10);
    expect(daysLeft(10 * day + 1, 0)).toBe(11);
    expect(daysLeft(0, 5)).toBe(0);
  });
});
