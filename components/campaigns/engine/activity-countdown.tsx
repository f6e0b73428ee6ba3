import { useEffect, useState } from 'react';
import { countdownText } from '@/lib/activity';
import type { ActivityWindow } from '@/lib/activity-types';
import { useActivityStatus, type ClockSource } from './use-activity-status';
import styles from './activity.module.css';

interface Props {
  window: ActivityWindow;
  initialEnded: boolean;
  clock?: ClockSource;
}

/** 距活动结束 … / 距活动开始 … / 活动已结束, on the chosen clock (leigod: the server's). */
export function ActivityCountdown({ window, initialEnded, clock = 'local' }: Props) {
  const status = useActivityStatus(window, initialEnded, clock);
  const [text, setText] = useState('');
  const { now, ended, upcoming } = status;
  useEffect(() => {
    const tick = () => {
      const t = now();
      if (upcoming) setText(`距活动开始 ${countdownText(window.startTime, t)}`);
      else if (ended) setText('');
      else setText(`距活动结束 ${countdownText(window.endTime, t)}`);
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
    // `now` changes identity each render; its offset is what matters and it drives `ended`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended, upcoming, window.startTime, window.endTime]);
  if (ended && !upcoming) return <p className={`${styles.countdown} ${styles.ended}`}>活动已结束</p>;
  return (
    <p className={styles.countdown} suppressHydrationWarning>
      {text || (upcoming ? '活动未开始' : '活动进行中')}
    </p>
  );
}
