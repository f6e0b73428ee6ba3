import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import type { BmsGameLabel, GameLabel, GameSummary, Paged } from '@/lib/game-types';
import { listBanners } from '@/services/content';
import {
  findServersByParam,
  listAreas,
  listBmsLabels,
  listComingSoon,
  listHotHall,
  listLabels,
  listNewGames,
  listTop,
  searchGameRepo,
  type ServerParams,
} from '@/services/games';
import { GAME_SEARCH_PAGE_SIZE } from '@/lib/game-types';
import { catalogueMeta, type CatalogueData, type CatalogueProps, type LabelChip } from '../catalogue-meta';

export type { CatalogueData, CatalogueMeta, CatalogueProps, LabelChip } from '../catalogue-meta';
import { lastPage, parseCatalogueQuery, type CatalogueQuery } from '../catalogue-query';
import { QUIET } from '@/lib/http';

/**
 * Data of /yxxz. Server-rendered per request (the view is the URL query) and cached by the CDN for
 * 60 s (stale for 5 more minutes while it refreshes): every filter and page is a crawlable URL,
 * and the bare /yxxz is one cache entry like any other query.
 */

export const CATALOGUE_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=300';
/** When the search call failed: shared caches keep the error view 5 s, not a minute. */
export const CATALOGUE_ERROR_CACHE_CONTROL = 'public, s-maxage=5';
const SHELF_SIZE = 8;

/** A side block whose failure must not take the page down. */
async function orEmpty<T>(call: Promise<T[]>): Promise<T[]> {
  try {
    return await call;
  } catch {
    return [];
  }
}

function search(q: CatalogueQuery, page: number): Promise<Paged<GameSummary>> {
  if (q.badLabel) return Promise.resolve({ list: [], total: 0 });
  if (q.area !== null) {
    // Only findServerByParam filters by area; it takes labelIds as the comma string seo/repo does.
    const params: ServerParams & { labelIds?: string } = {
      serverName: q.keyword || undefined,
      labelIds: q.labelIds.length ? q.labelIds.join(',') : undefined,
      areaId: q.area,
      platform: q.platform ?? undefined,
      sortFlied: q.sort,
      pageNo: page,
      pageSize: GAME_SEARCH_PAGE_SIZE,
    };
    return findServersByParam(params, QUIET);
  }
  return searchGameRepo(
    { no: page, size: GAME_SEARCH_PAGE_SIZE, sortFlied: q.sort, serverName: q.keyword, labelIds: q.labelIds, ...(q.platform ? { platform: q.platform } : {}) },
    QUIET,
  );
}

/** The page asked for, or the last one when it is past the end (?page=100000). */
async function searchClamped(q: CatalogueQuery): Promise<{ results: Paged<GameSummary> | null; page: number }> {
  try {
    const found = await search(q, q.page);
    const last = lastPage(found.total);
    if (q.page <= last) return { results: found, page: q.page };
    return { results: await search(q, last), page: last };
  } catch {
    return { results: null, page: q.page };
  }
}

function chipsOf(labels: GameLabel[], bms: BmsGameLabel[]): LabelChip[] {
  const counts = new Map(bms.map((l) => [l.labelId, l.gameCount]));
  return labels.map(({ labelId, labelName }) => ({ labelId, labelName, count: counts.get(labelId) ?? null }));
}

export async function loadCatalogue(query: GetServerSidePropsContext['query']): Promise<CatalogueData> {
  const parsed = parseCatalogueQuery(query);
  const [found, labels, bms, areas, hotHall, top, newGames, comingSoon, banners] = await Promise.all([
    searchClamped(parsed),
    orEmpty(listLabels(QUIET)),
    orEmpty(listBmsLabels(QUIET)),
    orEmpty(listAreas(QUIET)),
    orEmpty(listHotHall(parsed.platform ?? undefined, QUIET)),
    orEmpty(listTop(parsed.platform ?? undefined, QUIET)),
    orEmpty(listNewGames(QUIET)),
    orEmpty(listComingSoon(QUIET)),
    orEmpty(listBanners('yxxz', QUIET).then((r) => r.data ?? [])),
  ]);
  return {
    query: { ...parsed, page: found.page },
    results: found.results,
    labels: chipsOf(labels, bms),
    areas,
    hotHall,
    top,
    newGames: newGames.slice(0, SHELF_SIZE),
    comingSoon: comingSoon.slice(0, SHELF_SIZE),
    banners: [...banners].sort((a, b) => a.sort - b.sort),
  };
}

/** getServerSideProps of /yxxz: the view of the URL query, CDN-cacheable. */
export async function catalogueServerSideProps(
  ctx: Pick<GetServerSidePropsContext, 'query' | 'res'>,
): Promise<GetServerSidePropsResult<CatalogueProps>> {
  const data = await loadCatalogue(ctx.query);
  ctx.res.setHeader('Cache-Control', data.results ? CATALOGUE_CACHE_CONTROL : CATALOGUE_ERROR_CACHE_CONTROL);
  return { props: { ...data, meta: catalogueMeta(data) } };
}
