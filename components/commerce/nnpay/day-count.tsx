import { formatChinaTime } from '@/lib/format';
import { useAccountOnLogin } from './use-account-on-login';
import styles from './nnpay.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left until `end` (rounded up; 0 once past). */
export function daysLeft(end: number, now: number): number {
  return end > now ? Math.ceil((end - now) / DAY_MS) : 0;
}

/** The membership's remaining days and end date. */
export function DayCount() {
  const { token, vipEnd, checkedAt } = useAccountOnLogin();
  if (!token || vipEnd === null) return null;
  const left = daysLeft(vipEnd, checkedAt);
  return (
    <p className={styles.dayCount} data-testid="day-count">
      {left > 0 ? (
        <>
          电竞会员剩余 <strong>{left}</strong> 天，有效期至 {formatChinaTime(vipEnd)}
        </>
      ) : vipEnd > 0 ? (
        `电竞会员已于 ${formatChinaTime(vipEnd)} 到期`
      ) : (
        '你还不是电竞会员'
      )}
    </p>
  );
}
