import { create } from 'zustand';
import { DEFAULT_COIN_RATE } from '@/lib/money';
import { MEMBERSHIP_PROBE_SERVER_ID } from '@/lib/order-types';
import { getUserVipInfo } from '@/services/games';
import { getBalance, getCoinRate } from '@/services/order';
import { QUIET } from '@/lib/http';

/**
 * The signed-in buyer's wallet and membership as the purchase UI shows them. Client-only (never
 * written during SSR); refreshed when a dialog opens and after every successful purchase.
 */
export interface AccountState {
  /** N coins; null until loaded (a failed lookup is ignored, SPEC §8). */
  balance: number | null;
  /** Coins per yuan (default 10). */
  rate: number;
  /** Membership end in ms (0: never a member); null until loaded. */
  vipEnd: number | null;
  /** The game server the membership is looked up for: the game being viewed, else the probe server. */
  vipServerId: number;
  /** When the numbers were loaded (ms), the "now" that days left are counted from. */
  checkedAt: number;
  /** Bumped by each successful purchase, so page parts can react (pay-success banner). */
  lastPurchase: { orderNo: string; goodName: string; setMealName: string; at: number } | null;
}

export const useAccountStore = create<AccountState>()(() => ({
  balance: null,
  rate: DEFAULT_COIN_RATE,
  vipEnd: null,
  vipServerId: MEMBERSHIP_PROBE_SERVER_ID,
  checkedAt: 0,
  lastPurchase: null,
}));

/** Reloads balance, rate and membership; failures keep the previous values and show no toast. */
export async function refreshAccount(): Promise<void> {
  const [balance, rate, vip] = await Promise.allSettled([
    getBalance(QUIET),
    getCoinRate(),
    getUserVipInfo(useAccountStore.getState().vipServerId, QUIET),
  ]);
  useAccountStore.setState((s) => ({
    balance: balance.status === 'fulfilled' ? balance.value.balance : s.balance,
    rate: rate.status === 'fulfilled' ? rate.value : s.rate,
    vipEnd: vip.status === 'fulfilled' ? vip.value.endDateTs : s.vipEnd,
    checkedAt: Date.now(),
  }));
}

let rateLookup: Promise<void> | null = null;

/**
 * The coin rate alone (it needs no login): visitors see the looked-up rate too. Parts of a page that
 * ask at the same time share one request.
 */
export function refreshRate(): Promise<void> {
  rateLookup ??= getCoinRate()
    .then((rate) => useAccountStore.setState({ rate }))
    .finally(() => {
      rateLookup = null;
    });
  return rateLookup;
}

/** The game whose membership end is shown (a page about one game); null: the probe server. */
export function setMembershipGame(serverId: number | null): void {
  useAccountStore.setState({ vipServerId: serverId ?? MEMBERSHIP_PROBE_SERVER_ID });
}

/** Forgets the previous user's numbers (logout, or another account logging in). */
export function resetAccount(): void {
  useAccountStore.setState({ balance: null, vipEnd: null, lastPurchase: null });
}
