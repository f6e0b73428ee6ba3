import Link from '@/components/ui/link';
import { ListState } from '@/components/content';
import { DocFrame } from './legal-doc';
import type { NoticeCentreProps } from './load-notices';
import styles from './legal.module.css';

/** 公告中心: maintenance, activity and service announcements, newest first. */
export function NoticeCentre({ items, classes, updated, error }: NoticeCentreProps) {
  return (
    <DocFrame
      title="公告中心"
      updated={updated}
      meta={classes.map((c) => (
        <Link key={c.id} href={`/news?class=${c.id}`}>
          全部{c.name}
        </Link>
      ))}
      intro={<p>服务器维护、版本更新、支付与账号系统升级、活动安排等官方公告都在这里发布。维护期间加速服务可能短暂中断，请留意公告中的时间。</p>}
    >
      {error && <ListState kind="error">公告暂时无法加载，请稍后再试。</ListState>}
      {!error && items.length === 0 && <ListState kind="empty">暂无公告</ListState>}
      <ol className={styles.notices}>
        {items.map((n) => (
          <li key={n.id}>
            <Link href={n.path} className={styles.noticeTitle}>
              {n.title}
            </Link>
            <p className={styles.noticeMeta}>
              <span className={styles.tag}>{n.className}</span>
              <time dateTime={n.dateText}>{n.dateText}</time>
            </p>
            {n.summary && <p className={styles.noticeSummary}>{n.summary}</p>}
          </li>
        ))}
      </ol>
    </DocFrame>
  );
}
