import Router from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { LIMITS } from '@/lib/constants';
import styles from './route-progress.module.css';

const TICK_MS = 100;
const MAX_TRICKLE = 90;

/** Progress after `elapsed` ms: eases out towards 90 % over the trickle duration. */
export function trickle(elapsed: number, duration: number = LIMITS.progressDurationMs): number {
  const t = Math.min(Math.max(elapsed / duration, 0), 1);
  return MAX_TRICKLE * (1 - (1 - t) * (1 - t));
}

/**
 * A thin bar at the top during client route changes. Shown only when a change takes longer than
 * 200 ms, trickles to ~90 % over 5 s, completes on routeChangeComplete / routeChangeError.
 * Mounted once in `_app`.
 */
export function RouteProgress() {
  const [value, setValue] = useState<number | null>(null);
  const timers = useRef<{ show?: ReturnType<typeof setTimeout>; tick?: ReturnType<typeof setInterval>; hide?: ReturnType<typeof setTimeout> }>({});

  useEffect(() => {
    const t = timers.current;
    const stopAll = () => {
      clearTimeout(t.show);
      clearInterval(t.tick);
      clearTimeout(t.hide);
      t.show = t.tick = t.hide = undefined;
    };
    const start = () => {
      stopAll();
      setValue(null);
      t.show = setTimeout(() => {
        t.show = undefined;
        const shownAt = Date.now();
        setValue(0);
        t.tick = setInterval(() => setValue(trickle(Date.now() - shownAt + LIMITS.progressThrottleMs)), TICK_MS);
      }, LIMITS.progressThrottleMs);
    };
    const done = () => {
      const wasShown = t.show === undefined && t.tick !== undefined;
      stopAll();
      if (!wasShown) {
        setValue(null);
        return;
      }
      setValue(100);
      t.hide = setTimeout(() => setValue(null), 300);
    };
    Router.events.on('routeChangeStart', start);
    Router.events.on('routeChangeComplete', done);
    Router.events.on('routeChangeError', done);
    return () => {
      Router.events.off('routeChangeStart', start);
      Router.events.off('routeChangeComplete', done);
      Router.events.off('routeChangeError', done);
      stopAll();
    };
  }, []);

  if (value === null) return null;
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label="页面加载中"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value)}
    >
      <div className={styles.fill} style={{ transform: `scaleX(${value / 100})` }} />
    </div>
  );
}
