import { useEffect, useState } from 'react';
import { OrderType, PayMode } from '@/lib/constants';
import { walletSplit, type WalletSplit } from '@/lib/money';
import type { CreateOrderInput } from '@/lib/order-types';
import { toast } from '@/lib/toast';
import { getDictItems } from '@/services/common';
import { listEsportPackages } from '@/services/order';
import { useAccountStore } from './account-store';
import { RECOMMEND_DICT, splitRecommendedNames, toPackageCards, type PackageCard } from './package-view';
import { useDebounced } from './use-buyer';
import { QUIET } from '@/lib/http';

export const PACKAGES_FAILED = '获取电竞会员套餐失败!';

/** Esports packages in display order with the speed_vip recommendations; [] after a failure (toast). */
export function useMembershipPackages(enabled: boolean): PackageCard[] | null {
  const [cards, setCards] = useState<PackageCard[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const names = getDictItems(RECOMMEND_DICT, QUIET).then(
      (r) => splitRecommendedNames(r.data?.[0]?.value),
      () => [],
    );
    Promise.all([listEsportPackages(QUIET), names]).then(
      ([{ list }, recommended]) => live && setCards(toPackageCards(list, recommended)),
      () => {
        if (!live) return;
        toast.error(PACKAGES_FAILED);
        setCards([]);
      },
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return cards;
}

export interface MembershipChoice {
  /** The package highlighted now. */
  shown: PackageCard | undefined;
  /** The package the order is for: `shown` after 400 ms without another click. */
  committed: PackageCard | undefined;
  select(dbId: number): void;
  useWallet: boolean;
  setUseWallet(on: boolean): void;
  split: WalletSplit | null;
  balance: number | null;
  rate: number;
  input: CreateOrderInput | null;
  /** Changes whenever what is bought or how it is paid changes (a new purchase intent). */
  fingerprint: string;
}

/** Selection (debounced), wallet toggle and the cash/coin split of the membership purchase. */
export function useMembershipChoice(cards: PackageCard[] | null, initialDbId?: number): MembershipChoice {
  const [picked, setPicked] = useState<number | undefined>(initialDbId);
  const [useWallet, setUseWallet] = useState(false);
  const balance = useAccountStore((s) => s.balance);
  const rate = useAccountStore((s) => s.rate);
  const debounced = useDebounced(picked);
  const find = (id: number | undefined) => cards?.find((c) => c.dbId === id) ?? cards?.[0];
  const shown = find(picked);
  const committed = find(debounced);
  const split = committed ? walletSplit(committed.priceCents, balance ?? 0, rate, useWallet) : null;
  const input: CreateOrderInput | null =
    committed && split
      ? { orderType: OrderType.SpeedVip, consumerType: split.consumerType, goodsId: committed.dbId, actualAmount: split.actualAmount, nbAmount: split.nbAmount }
      : null;
  const fingerprint = input ? [input.goodsId, input.consumerType, input.nbAmount, split?.actualCents].join('|') : 'none';
  return { shown, committed, select: setPicked, useWallet, setUseWallet, split, balance, rate, input, fingerprint };
}

export const PAY_MODE_LABELS: Record<PayMode, string> = {
  [PayMode.Crash]: '现金支付',
  [PayMode.NnCoin]: 'N币支付',
  [PayMode.Combine]: 'N币+现金组合支付',
};
