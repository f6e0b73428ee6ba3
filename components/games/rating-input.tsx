import { useId } from 'react';
import type { GameScore } from '@/lib/game-types';
import { useRating, type RateCall } from './use-rating';
import styles from './detail.module.css';

const WORDS = ['', '很差', '较差', '还行', '推荐', '力荐'] as const;
const STARS = [1, 2, 3, 4, 5] as const;

interface Props {
  serverId: number;
  /** The user's saved rating (null: not rated or logged out). */
  saved: number | null;
  onScore(score: GameScore): void;
  call?: RateCall;
}

/**
 * The user's own 1–5 rating as a radio group: Tab reaches it, arrow keys move between stars,
 * clicks and keys both go through useRating (logged out: login dialog; quick changes: one call).
 */
export function RatingInput({ serverId, saved, onScore, call }: Props) {
  const name = useId();
  const { choice, sending, choose } = useRating(serverId, saved, onScore, call);
  return (
    <fieldset className={styles.rateBox} aria-busy={sending}>
      <legend className={styles.rateLegend}>我的评分</legend>
      <div className={styles.stars}>
        {STARS.map((n) => (
          <label key={n} className={`${styles.star} ${choice !== null && n <= choice ? styles.starOn : ''}`}>
            <input
              className="nn-visually-hidden"
              type="radio"
              name={name}
              value={n}
              checked={choice === n}
              onChange={() => choose(n)}
              onClick={() => {
                // Clicking the star that is already checked fires no change; logged out it still opens login.
                if (choice === n) choose(n);
              }}
            />
            <span aria-hidden="true">★</span>
            <span className="nn-visually-hidden">{`${n}星 ${WORDS[n]}`}</span>
          </label>
        ))}
      </div>
      <p className={styles.rateHint} aria-live="polite">
        {choice ? `${choice}星 · ${WORDS[choice]}${sending ? '（提交中）' : choice === saved ? '（已评分，可修改）' : ''}` : '点击星星打分'}
      </p>
    </fieldset>
  );
}
