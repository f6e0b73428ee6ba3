import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/lib/motion';
import { wrapIndex } from './swiper';
import styles from './swiper.module.css';

/**
 * textSwiper: a one-line vertical ticker. Lines roll up every `intervalMs`; the whole list stays
 * readable to screen readers (the roll is visual only) and stops for reduced motion.
 */
export function TextTicker({ lines, label, intervalMs = 3000 }: { lines: string[]; label: string; intervalMs?: number }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (lines.length <= 1 || prefersReducedMotion()) return;
    const id = setInterval(() => setIndex((i) => wrapIndex(i, 1, lines.length)), intervalMs);
    return () => clearInterval(id);
  }, [lines.length, intervalMs]);
  if (!lines.length) return null;
  return (
    <div className={styles.ticker} aria-label={label} role="region">
      <svg className={styles.tickerIcon} viewBox="0 0 24 24" aria-hidden focusable="false">
        <path fill="currentColor" d="M3 10v4h3l5 4V6L6 10H3zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z" />
      </svg>
      <div className={styles.tickerWindow}>
        {/* A percentage in translateY is of the list's own height (all lines), so one line is 100 / lines. */}
        <ul className={styles.tickerList} style={{ transform: `translateY(-${(index * 100) / lines.length}%)` }}>
          {lines.map((line, i) => (
            <li key={`${i}-${line}`} className={styles.tickerLine}>
              {line}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
