/** Parts of the /nnpay page (SPEC §2 sub-pages). */
export { LoginHeader } from './login-header';
export { DayCount } from './day-count';
export { PayCode } from './pay-code';
export { PaySuccess } from './pay-success';
export { DetailModal } from './detail-modal';
export { Roll } from './roll';
export { default as nnpayStyles } from './nnpay.module.css';
export { buildRollNotices, maskPhone, ROLL, type RollNotice } from './roll-notices';
export { OrderPrizes, NNPAY_CAMPAIGN } from './order-prizes';
