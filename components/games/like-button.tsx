import { formatCount } from '@/lib/format';
import type { PraiseState } from '@/lib/game-types';
import { useLikeToggle, type ToggleCall } from './use-like-toggle';
import styles from './detail.module.css';

/** The like toggle of a remark: pressed state for assistive tech, the count in K/M (SPEC §9). */
export function LikeButton({ remarkId, initial, call }: { remarkId: number; initial: PraiseState; call?: ToggleCall }) {
  const { praised, praise, toggle } = useLikeToggle(remarkId, initial, call);
  return (
    <button
      type="button"
      className={`${styles.like} ${praised ? styles.liked : ''}`}
      aria-pressed={praised}
      aria-label={`${praised ? '取消点赞' : '点赞'}，当前 ${praise} 个赞`}
      onClick={() => void toggle()}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16">
        <path
          fill="currentColor"
          d="M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6C6.2 8 6 8.5 6 9v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z"
        />
      </svg>
      <span data-testid="like-count">{formatCount(praise)}</span>
    </button>
  );
}
