import type { ArticleSummary } from '@/lib/content-types';
import { articlePath } from '@/lib/content-seo';
import { formatChinaTime } from '@/lib/format';
import { QUIET } from '@/lib/http';
import { REVALIDATE_ERROR_S, REVALIDATE_NOTICES_S } from '@/lib/loader';
import { listArticleClasses, listArticles } from '@/services/content';

/** How many announcements the centre lists (newest first); older ones stay in the news list. */
export const NOTICE_LIMIT = 30;

export interface NoticeItem {
  id: number;
  path: string;
  title: string;
  className: string;
  summary: string;
  publishTime: number;
  dateText: string;
}

export interface NoticeCentreProps {
  items: NoticeItem[];
  /** The news classes shown, for links to their full lists. */
  classes: { id: number; name: string }[];
  /** ISO date of the newest announcement; null when there is none. */
  updated: string | null;
  error: boolean;
}

/** A news class is an announcement class when its name says so (维护公告, 活动公告, 系统通知…). */
export const isNoticeClass = (name: string) => /公告|通知/.test(name);

const toItem = (a: ArticleSummary): NoticeItem => ({
  id: a.id,
  path: articlePath(a),
  title: a.title,
  className: a.className,
  summary: a.summary.slice(0, 120),
  publishTime: a.publishTime,
  dateText: formatChinaTime(a.publishTime),
});

/** The announcement centre: the newest articles of the news service's announcement classes. */
export async function loadNoticeCentre(): Promise<{ props: NoticeCentreProps; revalidate: number }> {
  try {
    const classes = (await listArticleClasses('news', QUIET)).data.filter((c) => isNoticeClass(c.name)).map((c) => ({ id: c.id, name: c.name }));
    const pages = await Promise.all(classes.map((c) => listArticles({ type: 'news', classId: c.id, pageNo: 1, pageSize: NOTICE_LIMIT }, QUIET)));
    const items = pages
      .flatMap((p) => p.data)
      .sort((a, b) => b.publishTime - a.publishTime)
      .slice(0, NOTICE_LIMIT)
      .map(toItem);
    const updated = items.length ? formatChinaTime(items[0].publishTime).slice(0, 10) : null;
    return { props: { items, classes, updated, error: false }, revalidate: REVALIDATE_NOTICES_S };
  } catch {
    return { props: { items: [], classes: [], updated: null, error: true }, revalidate: REVALIDATE_ERROR_S };
  }
}
