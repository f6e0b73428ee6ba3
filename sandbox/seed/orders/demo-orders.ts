import { OrderType, PayMode } from '@/lib/constants';
import type { SandboxOrder, SandboxPurchase } from '../../types';
import { cst } from '../activity/time';

/** The demo account whose order history holds one order of every client order type (SPEC §9). */
export const ORDER_HISTORY_PHONE = '13800138000';

type Cdk = NonNullable<SandboxPurchase['cdk']>;

interface DemoOrder {
  orderNo: string;
  orderType: number;
  consumerType: number;
  goodName: string;
  setMealName: string;
  priceCents: number;
  actualCents: number;
  nbAmount: number;
  at: number;
  cdk?: Cdk;
}

const PUBG: Pick<Cdk, 'serverId' | 'gameId' | 'serverName'> = { serverId: 10231, gameId: 101, serverName: '绝地求生' };
const LOL: Pick<Cdk, 'serverId' | 'gameId' | 'serverName'> = { serverId: 10088, gameId: 102, serverName: '英雄联盟' };

/**
 * Paid orders dated in spring 2026: before every seeded activity window, so no campaign credits a
 * draw for them, and old enough to sit below anything a test buys. Numbers NN2026… never clash with
 * new orders (those take today's date).
 */
const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    orderNo: 'NN20260302000001',
    orderType: OrderType.CdkeyOrder,
    consumerType: PayMode.Crash,
    goodName: 'CDK兑换',
    setMealName: '绝地求生 加速时长兑换码',
    priceCents: 0,
    actualCents: 0,
    nbAmount: 0,
    at: cst(2026, 3, 2, 20, 15),
    cdk: { cdkProjStr: '新春礼包·绝地求生加速', cdkGiftTime: 7, giftTimeUnit: 'day', goodType: 1, ...PUBG },
  },
  {
    orderNo: 'NN20260310000002',
    orderType: OrderType.AccountOrder,
    consumerType: PayMode.Crash,
    goodName: '游戏账号',
    setMealName: '英雄联盟 艾欧尼亚 账号租用 24 小时',
    priceCents: 1200,
    actualCents: 1200,
    nbAmount: 0,
    at: cst(2026, 3, 10, 19, 2),
    cdk: { goodType: 2, ...LOL },
  },
  {
    orderNo: 'NN20260318000003',
    orderType: OrderType.CDKeyOfficial,
    consumerType: PayMode.Crash,
    goodName: '官方CDK',
    setMealName: '电竞会员月卡 CDK',
    priceCents: 2500,
    actualCents: 2500,
    nbAmount: 0,
    at: cst(2026, 3, 18, 12, 40),
    cdk: { cdkProjStr: '官方渠道·电竞会员月卡', cdkGiftTime: 30, giftTimeUnit: 'day', goodType: 3 },
  },
  {
    orderNo: 'NN20260401000004',
    orderType: OrderType.SpeedVip,
    consumerType: PayMode.Combine,
    goodName: '电竞会员',
    setMealName: '季卡会员',
    priceCents: 5800,
    actualCents: 4800,
    nbAmount: 100,
    at: cst(2026, 4, 1, 21, 30),
  },
  {
    orderNo: 'NN20260415000005',
    orderType: OrderType.ShareOrder,
    consumerType: PayMode.NnCoin,
    goodName: '分享加速',
    setMealName: '好友分享 加速时长',
    priceCents: 600,
    actualCents: 0,
    nbAmount: 60,
    at: cst(2026, 4, 15, 9, 5),
    cdk: { cdkGiftTime: 12, giftTimeUnit: 'hour', ...PUBG },
  },
  {
    orderNo: 'NN20260502000006',
    orderType: OrderType.NnCoinOrder,
    consumerType: PayMode.Crash,
    goodName: 'N币',
    setMealName: '300 N币',
    priceCents: 3000,
    actualCents: 3000,
    nbAmount: 0,
    at: cst(2026, 5, 2, 18, 0),
  },
];

/** One paid order of each client order type for the demo account, keyed by order number. */
export function seedOrders(): Record<string, SandboxOrder> {
  const orders: Record<string, SandboxOrder> = {};
  for (const o of DEMO_ORDERS) {
    orders[o.orderNo] = {
      orderNo: o.orderNo,
      status: 2,
      createdAt: o.at,
      expiresAt: o.at + 30 * 60_000,
      updatedAt: o.at + 60_000,
      phone: ORDER_HISTORY_PHONE,
      seeded: true,
      detail: { goodName: `${o.setMealName}（${o.goodName}）`, realPrice: `¥${(o.actualCents / 100).toFixed(2)}` },
      purchase: {
        idempotencyKey: `seed-${o.orderNo}`,
        fingerprint: '',
        orderType: o.orderType,
        consumerType: o.consumerType,
        goodsId: '0',
        goodName: o.goodName,
        setMealName: o.setMealName,
        priceCents: o.priceCents,
        actualCents: o.actualCents,
        nbAmount: o.nbAmount,
        targetAccount: ORDER_HISTORY_PHONE,
        settledAt: o.at + 60_000,
        ...(o.cdk ? { cdk: o.cdk } : {}),
      },
    };
  }
  return orders;
}
