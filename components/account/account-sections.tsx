import type { ReactNode } from 'react';
import { ColumnHeads } from '@/components/ui/column-heads';
import { formatChinaTime, groupDigits } from '@/lib/format';
import { formatYuan, toCents } from '@/lib/money';
import type { BenefitRecord } from '@/lib/activity-types';
import type { WalletBalance } from '@/lib/order-types';
import styles from './account.module.css';
import type { PrizeRow } from './load-account';
import type { Section } from './use-section';

const day = (ms: number) => formatChinaTime(ms, 'YYYY-MM-DD');

/** A titled card whose body follows its section's state. */
export function Card<T>({ title, section, empty, children, action }: { title: string; section: Section<T>; empty?: (d: T) => boolean; children: (d: T) => ReactNode; action?: ReactNode }) {
  let body: ReactNode;
  if (section.status === 'loading') body = <p className={styles.muted}>加载中…</p>;
  else if (section.status === 'failed') body = <p className={styles.muted}>暂时无法获取，请稍后刷新重试</p>;
  else body = empty?.(section.data) ? <p className={styles.muted}>暂无记录</p> : children(section.data);
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.cardTitle}>{title}</h2>
      <div aria-busy={section.status === 'loading'}>{body}</div>
      {action ? <div className={styles.cardAction}>{action}</div> : null}
    </section>
  );
}

export function BalanceBody({ data }: { data: WalletBalance }) {
  return (
    <p className={styles.figure}>
      <strong data-testid="account-balance">{groupDigits(data.balance)}</strong> N币
      <span className={styles.muted}>（≈ ¥{formatYuan(toCents(data.rmb) ?? 0)}）</span>
    </p>
  );
}

export function MembershipBody({ endDateTs, now }: { endDateTs: number; now: number }) {
  if (!endDateTs) return <p className={styles.figure}>未开通电竞会员</p>;
  if (endDateTs < now) return <p className={styles.figure}>电竞会员已于 {day(endDateTs)} 到期</p>;
  return (
    <p className={styles.figure}>
      <strong>电竞会员</strong> 有效期至 <time>{day(endDateTs)}</time>
    </p>
  );
}

export function BenefitList({ list }: { list: readonly BenefitRecord[] }) {
  return (
    <ul className={styles.rows}>
      {list.map((b) => (
        <li key={b.cdk || `${b.powerType}-${b.powerExpireTime}`}>
          <span>{b.powerName}</span>
          {b.cdk ? <code className={styles.cdk}>{b.cdk}</code> : null}
          <span className={styles.muted}>有效期至 {day(b.powerExpireTime)}</span>
        </li>
      ))}
    </ul>
  );
}

const PRIZE_COLUMNS = ['奖品', '活动', '状态', '获得时间'] as const;

export function PrizeTable({ rows }: { rows: readonly PrizeRow[] }) {
  return (
    <table className={styles.table}>
      <ColumnHeads columns={PRIZE_COLUMNS} />
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.activityId}-${r.id}`}>
            <td>
              {r.giftName}
              {r.giftCode ? <code className={styles.cdk}>{r.giftCode}</code> : null}
            </td>
            <td>{r.campaign}</td>
            <td>{r.cneeStatusStr}</td>
            <td>
              <time dateTime={new Date(r.createTime).toISOString()}>{formatChinaTime(r.createTime, 'YYYY-MM-DD HH:mm')}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
