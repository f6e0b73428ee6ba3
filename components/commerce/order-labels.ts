import { OrderType } from '@/lib/constants';
import type { OrderView } from '@/lib/order-types';

/**
 * Labels of the order types (SPEC §3). The client's order view shows six of them (SPEC §9: CDK
 * exchange, account, official CDK, speed VIP, share, N coin); the other types get a label too so
 * an order of any type reads sensibly.
 */
export const ORDER_TYPE_LABELS: Record<OrderType, string> = {
  [OrderType.CdkeyOrder]: 'CDK兑换',
  [OrderType.AccountOrder]: '账号订单',
  [OrderType.CDKeyOfficial]: '官方CDK',
  [OrderType.SpeedVip]: '加速会员',
  [OrderType.ShareOrder]: '分享订单',
  [OrderType.NnCoinOrder]: 'N币充值',
  [OrderType.ShareVipOrder]: '分享会员',
  [OrderType.ConsumerOrder]: '消费订单',
  [OrderType.SpeedOrder]: '加速订单',
};

/** The client order types of SPEC §9, in the spec's order. */
export const CLIENT_ORDER_TYPES: readonly OrderType[] = [
  OrderType.CdkeyOrder,
  OrderType.AccountOrder,
  OrderType.CDKeyOfficial,
  OrderType.SpeedVip,
  OrderType.ShareOrder,
  OrderType.NnCoinOrder,
];

export function orderTypeLabel(type: number): string {
  return ORDER_TYPE_LABELS[type as OrderType] ?? `其他订单（${type}）`;
}

const UNITS: Record<string, string> = { minute: '分钟', hour: '小时', day: '天', week: '周', month: '个月', year: '年' };

/** 7 + day → 7天; an unknown unit is shown as the server sent it. */
export function giftTimeText(time: number, unit: string | undefined): string {
  const u = unit ? (UNITS[unit.toLowerCase()] ?? unit) : '';
  return `${time}${u}`;
}

/** Goods kinds of the client orders. */
const GOOD_TYPES: Record<number, string> = { 1: '加速时长', 2: '游戏账号', 3: '会员权益' };

/** The CDK and game rows of an order, only those the order carries (SPEC §3 Order fields). */
export function cdkRows(order: OrderView): [string, string][] {
  const rows: [string, string][] = [];
  if (order.cdkProjStr) rows.push(['CDK项目', order.cdkProjStr]);
  if (order.cdkGiftTime !== undefined && order.cdkGiftTime !== null) rows.push(['赠送时长', giftTimeText(order.cdkGiftTime, order.giftTimeUnit)]);
  if (order.goodType !== undefined && order.goodType !== null) rows.push(['商品类型', GOOD_TYPES[order.goodType] ?? String(order.goodType)]);
  if (order.serverName) rows.push(['游戏', order.serverName]);
  if (order.serverId !== undefined && order.serverId !== null) rows.push(['游戏服ID', String(order.serverId)]);
  if (order.gameId !== undefined && order.gameId !== null) rows.push(['游戏ID', String(order.gameId)]);
  return rows;
}
