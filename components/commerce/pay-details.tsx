import { useEffect, useState } from 'react';
import styles from './commerce.module.css';

/** The channels the aggregate code accepts, as the site's own text marks in each channel's colour. */
const CHANNELS = [
  { name: '微信支付', className: styles.markWx },
  { name: '支付宝', className: styles.markAli },
] as const;

export function ChannelMarks() {
  return (
    <span className={styles.marks} aria-label="支持微信支付、支付宝">
      {CHANNELS.map((c) => (
        <span key={c.name} className={`${styles.mark} ${c.className}`} aria-hidden="true">
          {c.name}
        </span>
      ))}
    </span>
  );
}

/** "14:59" for what is left until `expireTime` (ms); "00:00" once it has passed. */
export function timeLeftText(expireTime: number, now: number): string {
  const s = Math.max(0, Math.floor((expireTime - now) / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Time left before the order expires, ticking each second (the flow itself learns of the expiry from its status poll). */
export function ExpiryCountdown({ expireTime }: { expireTime: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, []);
  return (
    <span className={styles.expiry}>
      剩余支付时间 <time>{timeLeftText(expireTime, now)}</time>
    </span>
  );
}
