import type { CoinPackage, EsportPackage } from '@/lib/order-types';
import type { SandboxWallet } from '../../types';

/** N coins per yuan: the answer of the rate request (100 coins → ¥10). */
export const SANDBOX_COIN_RATE = 10;

/**
 * Demo wallets: a well-off member, a lapsed member with a few coins (enough for nothing, so the
 * combined payment shows), and a user with nothing. Users registered later start at 0.
 */
export function seedWallets(): Record<string, SandboxWallet> {
  return {
    '13800138000': { balance: 1280 },
    '13900139000': { balance: 30 },
    '13700137000': { balance: 0 },
  };
}

/** Web channel (3) top-up packages; price = nnAmount / rate. Two are highlighted (recommend 1). */
export const COIN_PACKAGES: readonly CoinPackage[] = [60, 120, 300, 680, 1280, 3280, 6480].map((nnAmount, i) => ({
  id: 301 + i,
  nnAmount,
  price: nnAmount / SANDBOX_COIN_RATE,
  channel: 3,
  recommend: nnAmount === 300 || nnAmount === 1280 ? 1 : 0,
}));

/**
 * Esports membership packages in storage order (by dbId), not display order: the client sorts by
 * orderVal descending. Names of the first three match the `speed_vip` dict's recommended names.
 */
export const ESPORT_PACKAGES: readonly EsportPackage[] = [
  { dbId: 1001, esportComboName: '月卡会员', esportComboDay: 30, preferentialPrice: 25, originalPrice: 30, remark: '30天畅享电竞加速', orderVal: 80 },
  { dbId: 1002, esportComboName: '季卡会员', esportComboDay: 90, preferentialPrice: 58, originalPrice: 90, remark: '比月卡立省17元', orderVal: 90 },
  { dbId: 1003, esportComboName: '年卡会员', esportComboDay: 365, preferentialPrice: 198, originalPrice: 360, remark: '低至0.54元/天，全年无忧', orderVal: 100 },
  { dbId: 1004, esportComboName: '连续包月', esportComboDay: 30, preferentialPrice: 19.9, originalPrice: 30, remark: '首月特惠，到期按月续费，可随时取消', orderVal: 85 },
  { dbId: 1005, esportComboName: '7天体验卡', esportComboDay: 7, preferentialPrice: 6.8, originalPrice: 10, remark: '新用户尝鲜首选', orderVal: 60 },
  { dbId: 1006, esportComboName: '双周卡', esportComboDay: 14, preferentialPrice: 12.8, originalPrice: 15, remark: '周末开黑刚刚好', orderVal: 70 },
];

/** Product names shown on orders and the cashier. */
export const GOOD_NAMES = { coins: 'N币', membership: '电竞会员' } as const;
export { seedOrders, ORDER_HISTORY_PHONE } from './demo-orders';
