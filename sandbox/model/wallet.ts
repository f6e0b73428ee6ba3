import { db, now } from '../db';
import type { SandboxState } from '../types';

/**
 * N coin wallets and the esports membership they buy. The membership record is the one
 * qryUserVipInfo answers (`state.games.vip`), so a purchase shows up there at once.
 * Writers take the state from inside `mutate` so a change is always saved.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Coins of a user; users without a wallet record (new registrations) have 0. */
export function balanceOf(phone: string): number {
  return db().wallets[phone]?.balance ?? 0;
}

/** Adds (or, with a negative amount, takes) coins. Refuses to go below zero: returns false. */
export function changeBalance(state: SandboxState, phone: string, coins: number): boolean {
  const wallet = (state.wallets[phone] ??= { balance: 0 });
  if (!Number.isInteger(coins) || wallet.balance + coins < 0) return false;
  wallet.balance += coins;
  return true;
}

/**
 * Extends the membership by `days` from its end, or from now when it has run out (days bought
 * after a lapse do not fill the gap). Returns the new end.
 */
export function extendMembership(state: SandboxState, phone: string, days: number): number {
  const current = state.games.vip[phone];
  const from = Math.max(now(), current?.endDateTs ?? 0);
  const endDateTs = from + days * DAY_MS;
  state.games.vip[phone] = { endDateTs, vipLevel: Math.max(current?.vipLevel ?? 0, 1) };
  return endDateTs;
}
