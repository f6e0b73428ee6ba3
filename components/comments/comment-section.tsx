import { useId, useRef } from 'react';
import type { CommentTargetType } from '@/lib/content-types';
import { CommentBox } from './comment-box';
import { CommentList } from './comment-list';
import { useComments } from './use-comments';
import { useInView } from './use-in-view';
import styles from './comments.module.css';

interface Props {
  targetType: CommentTargetType;
  targetId: number;
  title?: string;
}

/**
 * Comment box + list of an article or a game. User-specific (likes), so it loads in the browser
 * after hydration, and only when scrolled near.
 */
export function CommentSection({ targetType, targetId, title = '玩家评论' }: Props) {
  const root = useRef<HTMLElement>(null);
  const headingId = useId();
  const active = useInView(root);
  const { items, total, status, hasMore, loadMore, retry, send, praise } = useComments(targetType, targetId, active);

  return (
    <section ref={root} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
        {status === 'ready' && <span className={styles.total}>（{total}）</span>}
      </h2>
      <CommentBox onSend={send} />
      {status === 'error' && (
        <p className={styles.state} role="alert">
          评论加载失败。
          <button type="button" className={styles.linkBtn} onClick={retry}>
            重试
          </button>
        </p>
      )}
      {(status === 'idle' || (status === 'loading' && items.length === 0)) && <p className={styles.state}>评论加载中…</p>}
      {status === 'ready' && items.length === 0 && <p className={styles.state}>还没有评论，来抢沙发吧~</p>}
      {items.length > 0 && <CommentList items={items} onPraise={praise} />}
      {hasMore && status !== 'error' && (
        <button type="button" className={styles.moreBtn} disabled={status === 'loading'} onClick={loadMore}>
          {status === 'loading' ? '加载中…' : '查看更多评论'}
        </button>
      )}
    </section>
  );
}
