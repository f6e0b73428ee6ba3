/** The order pages' parts (/nn-user/userCenter order detail, /nn-user/zc service contact), with their own CSS. */
export { OrderDetail } from './order-view';
export { ServiceContact } from './service-contact';
