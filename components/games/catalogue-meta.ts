import { CATALOGUE_PATH } from '@/lib/game-seo';
import { PAGE_META } from '@/lib/routes';
import { canonicalView, catalogueHref, isFiltered, isIndexableView, resultHeading, type CatalogueQuery } from './catalogue-query';

export interface LabelChip extends GameLabel {
  /** Games with the label (bms list); null when that list failed. */
  count: number | null;
}

export interface CatalogueMeta {
  title: string;
  description: string;
  canonicalPath: string;
  noindex: boolean;
}

export interface CatalogueData {
  query: CatalogueQuery;
  /** null: the search call failed (the page shows a retry hint, not a 500). */
  results: Paged<GameSummary> | null;
  labels: LabelChip[];
  areas: GameArea[];
  hotHall: RankedGame[];
  top: RankedGame[];
  newGames: GameSummary[];
  comingSoon: GameSummary[];
  banners: Banner[];
}

export interface CatalogueProps extends CatalogueData {
  meta: CatalogueMeta;
}

import type { Banner } from '@/lib/content-types';
import type { GameArea, GameLabel, GameSummary, Paged, RankedGame } from '@/lib/game-types';

/**
 * Head facts of a catalogue view, after the crawl policy of catalogue-query.ts (isIndexableView):
 * an indexable view is canonical to itself (its page included); any other view, and an empty
 * one, is noindex with the nearest indexable view as canonical. Computed on the server so the
 * page's bundle does not carry the route table.
 */
export function catalogueMeta({ query, labels, results }: CatalogueData): CatalogueMeta {
  const base = PAGE_META['/yxxz'];
  const canonical = canonicalView(query);
  const canonicalPath = catalogueHref(canonical, { page: canonical.page });
  if (!isFiltered(query) && query.page === 1) return { title: base.title, description: base.description, canonicalPath: CATALOGUE_PATH, noindex: false };
  const heading = resultHeading(query, new Map(labels.map((l) => [l.labelId, l.labelName])));
  const page = query.page > 1 ? ` - 第${query.page}页` : '';
  return {
    title: `${heading}${page} - 游戏下载 - NN加速器`,
    description: `${heading}：${results ? `共 ${results.total} 款，` : ''}查看评分、玩家评论与支持区服，NN加速器一键下载加速。`,
    canonicalPath,
    noindex: !isIndexableView(query) || !results?.total,
  };
}
