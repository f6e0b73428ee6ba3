import { ORDER_MESSAGES } from '@/lib/order-types';

/** UI messages of the purchase dialogs quoted by SPEC §8 (verbatim). */
export const BALANCE_LOW = ORDER_MESSAGES.BALANCE_NOT_ENOUGH;
export const COIN_PACKAGES_FAILED = '获取N币套餐失败!';
/** Where 联系客服 of the exchange-failure dialog leads. */
export const SERVICE_PAGE = '/nn-user/zc';
