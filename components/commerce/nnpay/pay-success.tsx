import Link from '@/components/ui/link';
import { useAccountStore } from '../account-store';
import styles from './nnpay.module.css';

/** After a purchase on this page: what was bought and where to see the order. */
export function PaySuccess() {
  const last = useAccountStore((s) => s.lastPurchase);
  if (!last) return null;
  return (
    <div className={styles.success} role="status">
      <span>
        支付成功：{last.setMealName}（{last.goodName}）
      </span>
      <Link href={{ pathname: '/nn-user/userCenter', query: { type: 'order', orderNo: last.orderNo } }}>查看订单</Link>
    </div>
  );
}
