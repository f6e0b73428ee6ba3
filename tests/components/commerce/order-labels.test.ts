// @vitest-environment node
import { cdkRows, CLIENT_ORDER_TYPES, giftTimeText, orderTypeLabel } from '@/components/commerce/order-labels';
import { OrderType } from '@/lib/constants';
import type { OrderView } from '@/lib/order-types';

/** SPEC §3/§9: the client's order types and the CDK fields of an order. */

const BASE: OrderView = {
  orderNo: 'NN1',
  orderType: OrderType.CdkeyOrder,
  consumerType: 2,
  goodsId: '0',
  actualAmount: 0,
  nbAmount: 0,
  goodName: 'CDK兑换',
  setMealName: 'x',
  realPrice: 0,
  targetAccount: '13800138000',
  status: 2,
  payFailed: false,
  createTime: 0,
  expireTime: 0,
};

describe('order view labels', () => {
  it('the six client order types each have their own label', () => {
    expect(CLIENT_ORDER_TYPES.map(orderTypeLabel)).toEqual(['CDK兑换', '账号订单', '官方CDK', '加速会员', '分享订单', 'N币充值']);
    expect(CLIENT_ORDER_TYPES).toEqual([99999, 8, 9, 10, 7, 1]);
    expect(orderTypeLabel(12345)).toBe('其他订单（12345）');
  });

  it('gift time with its unit', () => {
    expect(giftTimeText(7, 'day')).toBe('7天');
    expect(giftTimeText(12, 'HOUR')).toBe('12小时');
    expect(giftTimeText(1, 'month')).toBe('1个月');
    expect(giftTimeText(3, '季')).toBe('3季');
    expect(giftTimeText(5, undefined)).toBe('5');
  });

  it('CDK fields: only those the order has, in a fixed order', () => {
    expect(cdkRows(BASE)).toEqual([]);
    const full = { ...BASE, cdkProjStr: '新春礼包', cdkGiftTime: 7, giftTimeUnit: 'day', goodType: 1, serverId: 10231, gameId: 101, serverName: '绝地求生' };
    expect(cdkRows(full)).toEqual([
      ['CDK项目', '新春礼包'],
      ['赠送时长', '7天'],
      ['商品类型', '加速时长'],
      ['游戏', '绝地求生'],
      ['游戏服ID', '10231'],
      ['游戏ID', '101'],
    ]);
    expect(cdkRows({ ...BASE, goodType: 9, cdkGiftTime: 0 })).toEqual([
      ['赠送时长', '0'],
      ['商品类型', '9'],
    ]);
  });
});
