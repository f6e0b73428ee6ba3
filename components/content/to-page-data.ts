import { sanitizeHtml } from '@/components/ui/sanitize-html';
import { articlePath, describe, htmlToText } from '@/lib/content-seo';
import { formatChinaTime } from '@/lib/format';
import type { ArticleDetail, ArticleLink, ArticleSummary } from '@/lib/content-types';
import type { ArticleCard, ArticlePageData, NeighbourLink, RelatedItem } from './types';

/** Server only (imports the sanitiser): shapes API data into the small props pages render. */

export function toCard(a: ArticleSummary): ArticleCard {
  return {
    id: a.id,
    type: a.type,
    path: articlePath(a),
    title: a.title,
    summary: describe(a.summary, 90),
    cover: a.cover,
    className: a.className,
    tags: a.tags.slice(0, 3),
    publishTime: a.publishTime,
    dateText: formatChinaTime(a.publishTime),
    gameName: a.gameName ?? null,
  };
}

export function toRelated(a: ArticleSummary): RelatedItem {
  return { path: articlePath(a), title: a.title, cover: a.cover, publishTime: a.publishTime, dateText: formatChinaTime(a.publishTime) };
}

/** `serverIdOf` maps a topic's article id to its serverId (topic links are /zt/{serverId}.html). */
export function toPageData(a: ArticleDetail, serverIdOf: (id: number) => number | undefined = () => undefined): ArticlePageData {
  const html = sanitizeHtml(a.content);
  const link = (l: ArticleLink | null): NeighbourLink | null =>
    l ? { title: l.title, path: articlePath({ id: l.id, type: a.type, serverId: serverIdOf(l.id) }) } : null;
  return {
    id: a.id,
    type: a.type,
    path: articlePath(a),
    title: a.title,
    description: describe(a.summary || htmlToText(html)),
    cover: a.cover,
    classId: a.classId,
    className: a.className,
    gameId: a.gameId ?? null,
    gameName: a.gameName ?? null,
    tags: a.tags,
    publishTime: a.publishTime,
    dateText: formatChinaTime(a.publishTime, 'YYYY年M月D日 HH:mm'),
    source: a.source,
    views: a.views,
    html,
    prev: link(a.prev),
    next: link(a.next),
    related: a.related.map(toRelated),
  };
}
