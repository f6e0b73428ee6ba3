import type { OrderStatus, OrderType, PayChannel, PayMode } from '@/lib/constants';

/**
 * Wire shapes of the /nnorder calls (SPEC §3, §7). Yuan amounts are JSON numbers with at most two
 * decimals (convert with lib/money toCents before any arithmetic); coin amounts are integers.
 */

/** Orders stay payable this long after creation, then answer status -1. */
export const ORDER_TTL_MS = 30 * 60 * 1000;
/** Esports package list page size (SPEC §9). */
export const ESPORT_PAGE_SIZE = 10;
/** Channel and recommend flag of the web site's N coin package request (SPEC §7). */
export const COIN_PACKAGE_QUERY = { channel: 3, recommend: 0 } as const;

/** GET /nnorder/order/account/balance. */
export interface WalletBalance {
  /** N coins, an integer. */
  balance: number;
  /** What the coins are worth in yuan at the current rate (number, two decimals at most). */
  rmb: number;
}

/** One N coin package (POST /nnorder/recharge/config/find). */
export interface CoinPackage {
  id: number;
  /** Coins credited. */
  nnAmount: number;
  /** Yuan: nnAmount / rate. */
  price: number;
  channel: number;
  /** 1 for the highlighted packages. */
  recommend: 0 | 1;
}

/** One esports membership package (POST /nnorder/order/eSport/findAllESport). */
export interface EsportPackage {
  dbId: number;
  esportComboName: string;
  /** Membership days granted. */
  esportComboDay: number;
  /** Yuan actually charged. */
  preferentialPrice: number;
  /** Yuan, struck through. */
  originalPrice: number;
  remark: string;
  /** Display order: higher first (the server does not sort). */
  orderVal: number;
}

export interface CreateOrderInput {
  orderType: OrderType;
  consumerType: PayMode;
  /** CoinPackage.id or EsportPackage.dbId; 0 with `nnAmount` for a custom N coin amount. */
  goodsId: number | string;
  /** Cash part in yuan, two decimals. */
  actualAmount: number;
  /** Coins used from the wallet. */
  nbAmount: number;
  /** Account credited: the buyer's phone or NN number (defaults to the buyer). */
  targetAccount?: string;
  /** Custom N coin amount (1..9999) when goodsId is 0. */
  nnAmount?: number;
}

/** The order as create and status answer it. */
export interface OrderView {
  orderNo: string;
  orderType: OrderType;
  consumerType: PayMode;
  goodsId: string;
  /** Cash part, yuan. */
  actualAmount: number;
  /** Coin part. */
  nbAmount: number;
  goodName: string;
  setMealName: string;
  /** Full price, yuan. */
  realPrice: number;
  targetAccount: string;
  status: OrderStatus;
  /** The last payment attempt failed (the order itself may still be paid). */
  payFailed: boolean;
  createTime: number;
  /** ms; after it a pending order answers status -1. */
  expireTime: number;
  /** Membership end (ms) after a paid membership order. */
  vipExpiredTime?: number;
  /** CDK project (CDK exchange / official CDK orders). */
  cdkProjStr?: string;
  /** Time the CDK grants, in `giftTimeUnit` (day, hour, month, minute). */
  cdkGiftTime?: number;
  giftTimeUnit?: string;
  /** Kind of goods of a client order. */
  goodType?: number;
  /** The game the order is for. */
  serverId?: number;
  gameId?: number;
  serverName?: string;
}

export type CreatedOrder = OrderView;
export type OrderStatusView = OrderView;

export interface PayOrderBody {
  orderNo: string;
  targetAccount?: string;
  payType?: PayChannel;
}

/** POST /nnorder/unified/order/pay. */
export interface PayOrderResult {
  orderNo: string;
  /** Absolute URL to encode in the QR code (the sandbox cashier page without API_ORIGIN). */
  payParam: string;
  expireTime: number;
}

/** Business error codes of the order calls; the client shows `msg` as the server sent it. */
export const ORDER_ERRORS = {
  amountMismatch: 'ORDER_AMOUNT_MISMATCH',
  balanceNotEnough: 'BALANCE_NOT_ENOUGH',
  payTypeUnsupported: 'PAY_TYPE_UNSUPPORTED',
  expired: 'ORDER_EXPIRED',
  alreadyPaid: 'ORDER_PAID',
  notFound: 'ORDER_NOT_FOUND',
  goodsNotFound: 'GOODS_NOT_FOUND',
  idempotencyConflict: 'IDEMPOTENCY_CONFLICT',
  paramInvalid: 'PARAM_INVALID',
  orderTypeUnsupported: 'ORDER_TYPE_UNSUPPORTED',
  /** Coins → membership exchange could not grant the membership (兑换失败 dialog). */
  exchangeFailed: 'EXCHANGE_FAILED',
} as const;
export type OrderErrorCode = (typeof ORDER_ERRORS)[keyof typeof ORDER_ERRORS];

/** Messages of those codes, verbatim where SPEC §8 quotes them (the client may show them too). */
export const ORDER_MESSAGES: Record<OrderErrorCode, string> = {
  ORDER_AMOUNT_MISMATCH: '订单金额有误，请刷新后重试',
  BALANCE_NOT_ENOUGH: '当前余额不足，请充值',
  PAY_TYPE_UNSUPPORTED: '暂不支持该支付方式，请使用扫码支付',
  ORDER_EXPIRED: '订单已过期，请重新下单',
  ORDER_PAID: '订单已支付，请勿重复支付',
  ORDER_NOT_FOUND: '订单不存在',
  GOODS_NOT_FOUND: '套餐不存在或已下架，请刷新后重试',
  IDEMPOTENCY_CONFLICT: '订单信息与首次提交不一致，请刷新后重试',
  PARAM_INVALID: '参数错误',
  ORDER_TYPE_UNSUPPORTED: '暂不支持该订单类型',
  EXCHANGE_FAILED: '兑换失败，会员权益发放异常，请联系客服',
};

/**
 * qryUserVipInfo asks by game server; the esports membership is one per account, so the purchase
 * pages ask with the catalogue's first pinned server (绝地求生).
 */
export const MEMBERSHIP_PROBE_SERVER_ID = 10231;
