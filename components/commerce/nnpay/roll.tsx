import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '@/lib/motion';
import { ROLL, type RollNotice } from './roll-notices';
import styles from './nnpay.module.css';

/**
 * One-line ticker of purchase notices: every 5000 ms the list moves up one 16 px item. Only a
 * window of three items is in the DOM (never 20 or more), rotating through the 30 notices.
 */
export function Roll({ notices }: { notices: readonly RollNotice[] }) {
  const [start, setStart] = useState(0);
  const [moving, setMoving] = useState(false);
  const n = notices.length;

  useEffect(() => {
    if (n < 2) return;
    const reduce = prefersReducedMotion();
    let settle: ReturnType<typeof setTimeout> | undefined;
    const tick = setInterval(() => {
      if (reduce) return setStart((i) => (i + 1) % n);
      setMoving(true);
      settle = setTimeout(() => {
        setMoving(false);
        setStart((i) => (i + 1) % n);
      }, 400);
    }, ROLL.speedMs);
    return () => {
      clearInterval(tick);
      clearTimeout(settle);
    };
  }, [n]);

  const visible = Array.from({ length: Math.min(ROLL.window, n) }, (_, k) => notices[(start + k) % n]);
  return (
    <div className={styles.roll} style={{ height: ROLL.itemHeight }} role="marquee" aria-label="购买动态">
      <ul
        className={styles.rollList}
        data-testid="roll-list"
        style={{ transform: moving ? `translateY(-${ROLL.itemHeight}px)` : 'none', transition: moving ? 'transform 0.4s ease' : 'none' }}
      >
        {visible.map((item) => (
          <li key={item.id} style={{ height: ROLL.itemHeight, lineHeight: `${ROLL.itemHeight}px` }}>
            {item.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
