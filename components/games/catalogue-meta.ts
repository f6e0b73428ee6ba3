import { CATALOGUE_PATH } from '@/lib/game-seo';
import { PAGE_META } from '@/lib/routes';
import { catalogueHref, DEFAULT_QUERY, isFiltered, resultHeading } from './catalogue-query';
import type { CatalogueData, CatalogueMeta } from './server/catalogue-loader';

/**
 * Head facts of a catalogue view. Label, platform, area and page views are pages of their own
 * (canonical keeps those); the sort is not; keyword searches and empty views are noindex.
 * Computed on the server so the page's bundle does not carry the route table.
 */
export function catalogueMeta({ query, labels, results }: CatalogueData): CatalogueMeta {
  const base = PAGE_META['/yxxz'];
  const canonicalPath = catalogueHref({ ...DEFAULT_QUERY, labelIds: query.labelIds, platform: query.platform, area: query.area }, { page: query.page });
  if (!isFiltered(query) && query.page === 1) return { title: base.title, description: base.description, canonicalPath: CATALOGUE_PATH, noindex: false };
  const heading = resultHeading(query, new Map(labels.map((l) => [l.labelId, l.labelName])));
  const page = query.page > 1 ? ` - 第${query.page}页` : '';
  return {
    title: `${heading}${page} - 游戏下载 - NN加速器`,
    description: `${heading}：${results ? `共 ${results.total} 款，` : ''}查看评分、玩家评论与支持区服，NN加速器一键下载加速。`,
    canonicalPath,
    noindex: Boolean(query.keyword) || query.badLabel || !results?.total,
  };
}
