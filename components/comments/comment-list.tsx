import dayjs from 'dayjs';
import type { CommentItem } from '@/lib/content-types';
import { CommentText } from './comment-text';
import styles from './comments.module.css';

interface Props {
  items: readonly CommentItem[];
  onPraise(item: CommentItem): void;
}

/** Comments newest first; avatar, nick, time, plain text with emoji images, like toggle. */
export function CommentList({ items, onPraise }: Props) {
  return (
    <ul className={styles.list}>
      {items.map((c) => (
        <li key={c.id} className={styles.item}>
          {/* eslint-disable-next-line @next/next/no-img-element -- avatar from the API, decorative */}
          <img className={styles.avatar} src={c.userAvatar || '/emoji/smile.svg'} alt="" width={40} height={40} loading="lazy" />
          <div className={styles.itemBody}>
            <p className={styles.itemHead}>
              <span className={styles.nick}>{c.userNick}</span>
              <time dateTime={new Date(c.createTime).toISOString()}>{dayjs(c.createTime).format('YYYY-MM-DD HH:mm')}</time>
            </p>
            <p className={styles.itemText}>
              <CommentText text={c.content} />
            </p>
            <button
              type="button"
              className={c.praised ? `${styles.praise} ${styles.praised}` : styles.praise}
              aria-pressed={c.praised}
              aria-label={`${c.praised ? '取消点赞' : '点赞'}（${c.praise}）`}
              onClick={() => onPraise(c)}
            >
              <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" fill={c.praised ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
                <path d="M7 10v11H3V10zM7 10l4-8a3 3 0 0 1 3 3v4h6a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.6 21H7" />
              </svg>
              <span>{c.praise}</span>
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
