// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PayMode } from '@/lib/constants';
import {
  centsToCoins,
  centsToYuan,
  coinsToCents,
  dayPrice,
  DEFAULT_COIN_RATE,
  formatYuan,
  sanitiseCoinInput,
  toCents,
  walletSplit,
} from '@/lib/money';

describe('cents and yuan', () => {
  it.each([
    [19.9, 1990],
    ['19.90', 1990],
    ['19.9', 1990],
    [0.1 + 0.2, 30],
    [198, 19800],
    ['0', 0],
    [6.8, 680],
  ])('toCents(%j) = %i', (input, cents) => {
    expect(toCents(input)).toBe(cents);
  });

  it.each([[-1], [19.805], ['19.805'], ['abc'], [''], [NaN], [Infinity], [null], ['-5'], ['1e3']])('toCents(%j) is invalid', (input) => {
    expect(toCents(input)).toBeNull();
  });

  it('formats two decimals without float noise', () => {
    expect(formatYuan(1990)).toBe('19.90');
    expect(formatYuan(5)).toBe('0.05');
    expect(formatYuan(0)).toBe('0.00');
    expect(formatYuan(-50)).toBe('-0.50');
    expect(formatYuan(12800)).toBe('128.00');
    expect(centsToYuan(1990)).toBe(19.9);
  });

  it('round-trips any cent amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(toCents(centsToYuan(cents))).toBe(cents);
        expect(toCents(formatYuan(cents))).toBe(cents);
      }),
    );
  });

  it('coins at 10 per yuan are worth 10 cents each', () => {
    expect(coinsToCents(1280, DEFAULT_COIN_RATE)).toBe(12800);
    expect(centsToCoins(1990, DEFAULT_COIN_RATE)).toBe(199);
    expect(centsToCoins(1995, DEFAULT_COIN_RATE)).toBe(200); // never a cent unpaid
    expect(coinsToCents(5, 0)).toBe(50); // a broken rate falls back to the default
  });
});

describe('dayPrice', () => {
  it.each([
    [198, 365, '0.54'],
    [58, 90, '0.64'],
    [25, 30, '0.83'],
    [19.9, 30, '0.66'],
    [6.8, 7, '0.97'],
    [30, 30, '1.00'],
    [10, 0, '0.00'],
  ])('¥%s over %i days → %s 元/天', (price, days, expected) => {
    expect(dayPrice(price, days)).toBe(expected);
  });
});

describe('walletSplit', () => {
  it('cash only when the wallet is off or empty', () => {
    expect(walletSplit(19800, 1280, 10, false)).toMatchObject({ consumerType: PayMode.Crash, nbAmount: 0, actualAmount: 198 });
    expect(walletSplit(19800, 0, 10, true)).toMatchObject({ consumerType: PayMode.Crash, nbAmount: 0, actualAmount: 198 });
  });

  it('coins only when they cover the price', () => {
    expect(walletSplit(5800, 1280, 10, true)).toMatchObject({ consumerType: PayMode.NnCoin, nbAmount: 580, actualAmount: 0, actualCents: 0 });
    expect(walletSplit(1990, 199, 10, true)).toMatchObject({ consumerType: PayMode.NnCoin, nbAmount: 199 });
  });

  it('combined when they do not: every coin, the rest in cash with two decimals', () => {
    expect(walletSplit(1990, 30, 10, true)).toEqual({ consumerType: PayMode.Combine, nbAmount: 30, actualAmount: 16.9, actualCents: 1690, walletCents: 300 });
    expect(walletSplit(19800, 1280, 10, true)).toMatchObject({ consumerType: PayMode.Combine, nbAmount: 1280, actualAmount: 70 });
  });

  it('a negative balance floors at 0', () => {
    expect(walletSplit(1990, -50, 10, true)).toMatchObject({ consumerType: PayMode.Crash, nbAmount: 0, actualCents: 1990 });
  });

  it('parts add up to the price, are never negative, and coins are used only when asked', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: -1000, max: 200_000 }),
        fc.constantFrom(10, 1, 7, 100, 12.5),
        fc.boolean(),
        (price, balance, rate, useWallet) => {
          const s = walletSplit(price, balance, rate, useWallet);
          expect(s.actualCents).toBeGreaterThanOrEqual(0);
          expect(s.nbAmount).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(s.nbAmount)).toBe(true);
          expect(s.nbAmount).toBeLessThanOrEqual(Math.max(0, balance));
          expect(s.actualAmount).toBe(s.actualCents / 100);
          expect(toCents(s.actualAmount)).toBe(s.actualCents);
          if (!useWallet) expect(s.nbAmount).toBe(0);
          if (s.consumerType === PayMode.NnCoin) {
            // Coins pay at least the price, and one coin fewer would not.
            expect(coinsToCents(s.nbAmount, rate)).toBeGreaterThanOrEqual(price);
            expect(coinsToCents(s.nbAmount - 1, rate)).toBeLessThan(price);
          } else {
            expect(coinsToCents(s.nbAmount, rate) + s.actualCents).toBe(price);
          }
          if (s.consumerType === PayMode.Combine) expect(s.actualCents).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('custom N coin amount', () => {
  it.each([
    ['0', ''],
    ['00012', '12'],
    ['-5', '5'],
    ['1e3', '13'],
    ['99999', '9999'],
    ['10000', '9999'],
    ['9999', '9999'],
    ['买100个', '100'],
    ['', ''],
  ])('%j → %j', (raw, expected) => {
    expect(sanitiseCoinInput(raw)).toBe(expected);
  });
});
