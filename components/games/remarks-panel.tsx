import { normaliseCommentText } from '@/lib/comment-text';
import { createElement, type ComponentType } from 'react';
import { formatCount } from '@/lib/format';
import type { GameRemark, Paged } from '@/lib/game-types';
import { RemarkItem } from './remark-item';
import type { RemarkPart } from './server/detail-loader';
import { useIdleImport } from './use-idle-import';
import styles from './detail.module.css';

interface Props {
  serverId: number;
  gameName: string;
  initial: Paged<GameRemark>;
}

/** Text and emoji images from parts cut on the server (falls back to the plain text). */
function PartsText({ parts, text }: { parts: RemarkPart[] | undefined; text: string }) {
  if (!parts) return <span>{normaliseCommentText(text)}</span>;
  return (
    <>
      {parts.map((p, i) =>
        'emoji' in p ? (
          // eslint-disable-next-line @next/next/no-img-element -- 22 px local SVG emoji
          <img key={i} className={styles.emoji} src={p.file} alt={`[${p.emoji}]`} width={22} height={22} />
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}

const loadSection = () => import('./remarks-section').then((m) => m.RemarksSection as ComponentType<Props>);

/**
 * 玩家评论. The server HTML carries the first page as plain content (crawlable, no JavaScript
 * needed); after hydration the comment box, likes and paging take its place with the same layout.
 */
export function RemarksPanel({ parts, ...props }: Props & { parts: Record<number, RemarkPart[]> }) {
  const Section = useIdleImport(loadSection);
  // Set once from the loaded module (a stable identity, not a component made per render).
  if (Section) return createElement(Section, props);
  const { initial } = props;
  return (
    <section className={styles.panel} aria-labelledby="remarks-title">
      <h2 id="remarks-title" className={styles.panelTitle}>
        玩家评论 <span className={styles.panelCount}>{formatCount(initial.total)}</span>
      </h2>
      <div className={styles.boxPlaceholder}>评论框加载中…</div>
      {initial.list.length === 0 ? (
        <p className={styles.empty}>还没有评论，来抢沙发吧！</p>
      ) : (
        <ol className={styles.remarks} aria-label="评论列表">
          {initial.list.map((r) => (
            <RemarkItem
              key={r.remarkId}
              remark={r}
              text={<PartsText parts={parts[r.remarkId]} text={r.content} />}
              like={
                <span className={`${styles.like} ${styles.likeStatic}`}>
                  <span aria-hidden="true">👍 {formatCount(r.praise)}</span>
                  <span className="nn-visually-hidden">{r.praise} 个赞</span>
                </span>
              }
            />
          ))}
        </ol>
      )}
    </section>
  );
}
