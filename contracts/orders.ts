import { t, type Contracts } from './schema';

/** Orders (/nnorder, SPEC §7 "Orders", §3 "Order", "N coin package"): general envelope. */

/** SPEC §3 Order, the fields the purchase dialogs read. */
const order = t.object({
  orderNo: t.string,
  orderType: t.number,
  consumerType: t.number,
  goodsId: t.oneOf(t.string, t.number),
  actualAmount: t.number,
  nbAmount: t.number,
  goodName: t.string,
  setMealName: t.string,
  realPrice: t.number,
  targetAccount: t.string,
  status: t.number,
  payFailed: t.optional(t.boolean),
  createTime: t.optional(t.number),
  expireTime: t.optional(t.number),
  vipExpiredTime: t.optional(t.number),
  cdkProjStr: t.optional(t.string),
  cdkGiftTime: t.optional(t.number),
  giftTimeUnit: t.optional(t.string),
  serverName: t.optional(t.string),
  serverId: t.optional(t.number),
  gameId: t.optional(t.number),
});

export const orderContracts: Contracts = {
  'GET /nnorder/order/account/balance': { envelope: 'general', data: t.object({ balance: t.number, rmb: t.number }), spec: '§3 coin balance with a money equivalent' },
  'POST /nnorder/recharge/config/find': {
    envelope: 'general',
    data: t.array(t.object({ id: t.number, nnAmount: t.number, price: t.number, channel: t.number, recommend: t.number })),
    spec: '§7 recharge/config/find (channel 3, recommend 0); §3 N coin package: nnAmount, price',
  },
  'POST /nnorder/order/eSport/findAllESport': {
    envelope: 'general',
    paged: true,
    data: t.array(
      t.object({ dbId: t.number, esportComboName: t.string, esportComboDay: t.number, preferentialPrice: t.number, originalPrice: t.number, remark: t.string, orderVal: t.number }),
    ),
    spec: '§7 eSport/findAllESport (pageSize 10, pageNo 1); §3 Esports package',
  },
  'POST /nnorder/amount/settlement/rmb': { envelope: 'general', data: t.number, spec: '§3 rate requested for 100 coins' },
  'POST /nnorder/unified/order/create': { envelope: 'general', data: order, spec: '§7 order/create; §3 Order' },
  'POST /nnorder/unified/order/pay': {
    envelope: 'general',
    data: t.object({ orderNo: t.optional(t.string), payParam: t.string, expireTime: t.optional(t.number) }),
    spec: '§3 Order payParam (code URL)',
  },
  'GET /nnorder/unified/order/status/:orderNo': { envelope: 'general', data: order, spec: '§4 order status 1, 2, -1' },
};
