import type { WinNotice } from '@/lib/activity-types';
import pageStyles from '../engine/activity.module.css';
import styles from './campaigns.module.css';

/** 实时播报: the latest wins with masked names (onLinePool / luckRecord). */
export function WinTicker({ wins, title = '实时播报' }: { wins: readonly WinNotice[]; title?: string }) {
  return (
    <section className={pageStyles.section} aria-labelledby="win-ticker-title">
      <h2 id="win-ticker-title" className={pageStyles.sectionTitle}>
        {title}
      </h2>
      {wins.length ? (
        <ul className={styles.ticker}>
          {wins.slice(0, 8).map((w, i) => (
            <li key={`${w.time}-${i}`}>
              恭喜 <strong>{w.nickName}</strong> 抽中 {w.prizeName}
            </li>
          ))}
        </ul>
      ) : (
        <p>还没有人中奖，快来做第一个幸运儿！</p>
      )}
    </section>
  );
}
