import { groupDigits } from '@/lib/format';
import type { GameScore, ScoreDistribution } from '@/lib/game-types';
import styles from './detail.module.css';

const ROWS = ['5', '4', '3', '2', '1'] as const satisfies readonly (keyof ScoreDistribution)[];

/** Average, count and the 5→1 distribution bars, all in the server HTML. */
export function ScoreSummary({ score }: { score: Omit<GameScore, 'myScore'> }) {
  const total = score.count;
  return (
    <div className={styles.scoreSummary}>
      <div className={styles.scoreBig}>
        {total ? (
          <>
            <strong className={styles.scoreValue} data-testid="game-score">
              {score.score.toFixed(1)}
            </strong>
            <span className={styles.scoreOutOf}>/ 5 分</span>
            <StarBar value={score.score} />
            <span className={styles.scoreCount}>{groupDigits(score.count)} 人评分</span>
          </>
        ) : (
          <strong className={styles.scoreNone} data-testid="game-score">
            暂无评分
          </strong>
        )}
      </div>
      <ul className={styles.dist} aria-label="评分分布">
        {ROWS.map((star) => {
          const pct = total ? Math.round((score.distribution[star] / total) * 100) : 0;
          return (
            <li key={star} className={styles.distRow}>
              <span className={styles.distLabel}>{star}星</span>
              <span className={styles.distTrack} aria-hidden="true">
                <span className={styles.distFill} style={{ width: `${pct}%` }} />
              </span>
              <span className={styles.distPct}>{pct}%</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Five stars filled to the average (decorative; the number is the accessible value). */
function StarBar({ value }: { value: number }) {
  const pct = Math.max(0, Math.min(100, (value / 5) * 100));
  return (
    <span className={styles.starBar} aria-hidden="true">
      <span className={styles.starBarBase}>★★★★★</span>
      <span className={styles.starBarFill} style={{ width: `${pct}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
