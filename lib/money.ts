import { PayMode } from '@/lib/constants';

/**
 * Pure money helpers shared by the purchase dialogs and the sandbox, so both sides split a price the
 * same way. Money is integer cents (分) internally: floats never hold an amount that is added,
 * compared or sent. Yuan values on the wire are JSON numbers with at most two decimals.
 */

/** N coins per yuan when the rate lookup fails (SPEC §8/§9). */
export const DEFAULT_COIN_RATE = 10;
/** The rate is asked for this many coins (SPEC §9). */
export const COIN_RATE_PROBE = 100;
/** Cap of a custom N coin amount (SPEC §5). */
export const CUSTOM_COINS_MAX = 9999;

// Absorbs float noise such as 19.9 * 100 = 1989.9999999999998 before rounding to a whole cent.
const EPSILON = 1e-6;

/**
 * Yuan (number or decimal string, at most two decimals) → cents; null when it is not a valid
 * non-negative amount. Strings are parsed digit by digit, so "19.90" never goes through a float.
 */
export function toCents(yuan: unknown): number | null {
  if (typeof yuan === 'string') {
    const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(yuan.trim());
    if (!match) return null;
    return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  }
  if (typeof yuan !== 'number' || !Number.isFinite(yuan) || yuan < 0 || yuan > 1e9) return null;
  const cents = Math.round(yuan * 100);
  return Math.abs(cents - yuan * 100) < EPSILON * Math.max(1, yuan) ? cents : null;
}

/** Cents → yuan number for the wire (19.9, never 19.900000000000002). */
export function centsToYuan(cents: number): number {
  return Math.round(cents) / 100;
}

/** Cents → "19.90". Negative amounts keep their sign ("-0.50"). */
export function formatYuan(cents: number): string {
  const whole = Math.round(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A usable coins-per-yuan rate, or the default (a zero, negative or NaN rate would divide by zero). */
export function safeRate(rate: number): number {
  return Number.isFinite(rate) && rate > 0 ? rate : DEFAULT_COIN_RATE;
}

/** What `coins` are worth, in cents, rounded down: a coin never pays more than it is worth. */
export function coinsToCents(coins: number, rate: number): number {
  return Math.floor((coins * 100) / safeRate(rate) + EPSILON);
}

/** Coins needed to cover `cents`, rounded up: paying by coins never leaves a cent unpaid. */
export function centsToCoins(cents: number, rate: number): number {
  return Math.ceil((cents * safeRate(rate)) / 100 - EPSILON);
}

/** 元/天 of a package: "0.54" for ¥198 over 365 days. Days ≤ 0 give "0.00" rather than Infinity. */
export function dayPrice(price: number, days: number): string {
  const cents = toCents(price);
  if (cents === null || !Number.isFinite(days) || days <= 0) return formatYuan(0);
  return formatYuan(Math.round(cents / days));
}

export interface WalletSplit {
  consumerType: PayMode;
  /** Coins taken from the wallet. */
  nbAmount: number;
  /** Cash part in yuan, two decimals (what createOrder sends as actualAmount). */
  actualAmount: number;
  /** Cash part in cents. */
  actualCents: number;
  /** What the coins pay, in cents (can exceed the price by less than one coin when paying by coins only). */
  walletCents: number;
}

/**
 * How a price is paid (SPEC §4): cash only when the wallet is off or empty; coins only when they
 * cover the whole price (the QR code becomes a wallet-pay button); otherwise every coin plus cash.
 * The wallet floors at 0, so a negative balance never lowers the price.
 */
export function walletSplit(priceCents: number, balanceCoins: number, rate: number, useWallet: boolean): WalletSplit {
  const price = Math.max(0, Math.round(priceCents));
  const wallet = Math.max(0, Math.floor(Number.isFinite(balanceCoins) ? balanceCoins : 0));
  const cash = (cents: number, consumerType: PayMode, nbAmount: number): WalletSplit => ({
    consumerType,
    nbAmount,
    actualAmount: centsToYuan(cents),
    actualCents: cents,
    walletCents: price - cents,
  });
  if (!useWallet || wallet === 0 || price === 0) return cash(price, PayMode.Crash, 0);
  const needed = centsToCoins(price, rate);
  if (wallet >= needed) {
    return { consumerType: PayMode.NnCoin, nbAmount: needed, actualAmount: 0, actualCents: 0, walletCents: coinsToCents(needed, rate) };
  }
  return cash(price - coinsToCents(wallet, rate), PayMode.Combine, wallet);
}

/**
 * The custom N coin input (SPEC §5): digits only, leading zeros dropped, zero becomes empty, capped
 * at 9999. "00012" → "12", "-5" → "5", "1e3" → "13", "99999" → "9999", "0" → "".
 */
export function sanitiseCoinInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').replace(/^0+/, '');
  if (!digits) return '';
  return digits.length > 4 || Number(digits) > CUSTOM_COINS_MAX ? String(CUSTOM_COINS_MAX) : digits;
}
