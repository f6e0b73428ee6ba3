import Link from '@/components/ui/link';
import { useEffect, useState } from 'react';
import { formatChinaTime } from '@/lib/format';
import { formatYuan, toCents } from '@/lib/money';
import type { OrderView as Order } from '@/lib/order-types';
import { getOrderStatus } from '@/services/order';
import { openLogin } from '@/components/auth';
import { DefinitionList } from '@/components/ui/definition-list';
import { selectToken, useUserStore } from '@/stores/user-store';
import { SERVICE_PAGE } from '../messages';
import { cdkRows, orderTypeLabel } from '../order-labels';
import { PAY_MODE_LABELS } from '../use-membership';
import styles from './order-view.module.css';
import { isApiError, QUIET } from '@/lib/http';

export const ORDER_NOTE = '支付后请等待 10 分钟，如仍未到账，请联系客服兑换或开通体验会员。';
const STATUS: Record<Order['status'], string> = { 1: '待支付', 2: '已支付', [-1]: '已过期' };

type Load = { status: 'loading' } | { status: 'ready'; order: Order } | { status: 'failed'; msg: string };

const yuan = (v: number) => `¥${formatYuan(toCents(v) ?? 0)}`;
const time = (ms: number) => formatChinaTime(ms, 'YYYY-MM-DD HH:mm');

/** One order as the order-status call answers it (/nn-user/userCenter?type=order&orderNo=…). */
export function OrderDetail({ orderNo }: { orderNo: string }) {
  const token = useUserStore(selectToken);
  const hydrated = useUserStore((s) => s.hydrated);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    if (!token) return;
    let live = true;
    getOrderStatus(orderNo, QUIET).then(
      (order) => live && setLoad({ status: 'ready', order }),
      (e: unknown) => live && setLoad({ status: 'failed', msg: (isApiError(e) && e.msg) || '订单查询失败' }),
    );
    return () => {
      live = false;
    };
  }, [orderNo, token]);

  if (hydrated && !token) {
    return (
      <div className={styles.box}>
        <p>登录后查看订单 {orderNo}</p>
        <button type="button" className={styles.btn} onClick={() => openLogin()}>
          登录
        </button>
      </div>
    );
  }
  return (
    <div className={styles.box} aria-busy={load.status === 'loading'}>
      <h2 className={styles.title}>订单号 {orderNo}</h2>
      {load.status === 'loading' ? <p>正在查询订单…</p> : null}
      {load.status === 'failed' ? <p role="alert">{load.msg}</p> : null}
      {load.status === 'ready' ? <Fields order={load.order} /> : null}
      <p className={styles.note}>
        {ORDER_NOTE}
        <Link href={SERVICE_PAGE}>联系客服</Link>
      </p>
    </div>
  );
}

function Fields({ order }: { order: Order }) {
  const rows: [string, string][] = [
    ['订单类型', orderTypeLabel(order.orderType)],
    ['订单状态', STATUS[order.status] + (order.status === 1 && order.payFailed ? '（上次支付失败）' : '')],
    ['商品', `${order.setMealName}（${order.goodName}）`],
    ['订单金额', yuan(order.realPrice)],
    ['支付方式', PAY_MODE_LABELS[order.consumerType] ?? '—'],
    ['现金支付', yuan(order.actualAmount)],
    ['N币抵扣', `${order.nbAmount} N币`],
    ['下单时间', time(order.createTime)],
  ];
  if (order.vipExpiredTime) rows.push(['会员有效期至', time(order.vipExpiredTime).slice(0, 10)]);
  rows.push(...cdkRows(order));
  return <DefinitionList items={rows} className={styles.fields} testId="order-fields" />;
}
