import { CommentBox } from '@/components/comments';
import { formatCount } from '@/lib/format';
import { REMARK_MAX_LENGTH, type GameRemark, type Paged } from '@/lib/game-types';
import { LikeButton } from './like-button';
import { RemarkItem } from './remark-item';
import { RemarkText } from './remark-text';
import { REMARK_PAGE_SIZE, useRemarks } from './use-remarks';
import styles from './detail.module.css';

/** 玩家评论, interactive: the shared comment box, likes and pages (loaded after hydration, see RemarksPanel). */
export function RemarksSection({ serverId, gameName, initial }: { serverId: number; gameName: string; initial: Paged<GameRemark> }) {
  const { page, data, loading, load, send } = useRemarks(serverId, initial);
  const pages = Math.max(1, Math.ceil(data.total / REMARK_PAGE_SIZE));
  return (
    <section className={styles.panel} aria-labelledby="remarks-title">
      <h2 id="remarks-title" className={styles.panelTitle}>
        玩家评论 <span className={styles.panelCount}>{formatCount(data.total)}</span>
      </h2>
      <CommentBox onSend={send} maxLength={REMARK_MAX_LENGTH} placeholder={`聊聊你在${gameName}里的加速体验吧~`} />
      {data.list.length === 0 ? (
        <p className={styles.empty}>还没有评论，来抢沙发吧！</p>
      ) : (
        <ol className={styles.remarks} aria-busy={loading} aria-label="评论列表">
          {data.list.map((r) => (
            <RemarkItem
              key={r.remarkId}
              remark={r}
              text={<RemarkText text={r.content} />}
              like={<LikeButton key={`${r.praise}-${r.praised}`} remarkId={r.remarkId} initial={{ praised: r.praised, praise: r.praise }} />}
            />
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav className={styles.remarkPager} aria-label="评论分页">
          <button type="button" disabled={page <= 1 || loading} onClick={() => void load(page - 1)}>
            上一页
          </button>
          <span aria-live="polite">
            第 {page} / {pages} 页
          </span>
          <button type="button" disabled={page >= pages || loading} onClick={() => void load(page + 1)}>
            下一页
          </button>
        </nav>
      )}
    </section>
  );
}
