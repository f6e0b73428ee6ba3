import type { GameSummary } from '@/lib/game-types';
import { CATALOGUE_PATH, gamePath } from '@/lib/game-seo';
import { listLabels, searchGameRepo } from '@/services/games';
import { catalogueHref, DEFAULT_QUERY } from '../catalogue-query';
import { QUIET } from '@/lib/http';

/** One URL of the game catalogue for /sitemap.xml (same shape as lib/content-seo's SitemapEntry). */
export interface GameSitemapUrl {
  path: string;
  changefreq: 'daily' | 'weekly';
  priority: number;
}

const PAGE_SIZE = 100;
const MAX_PAGES = 50;
async function allGames(): Promise<GameSummary[]> {
  const first = await searchGameRepo({ no: 1, size: PAGE_SIZE }, QUIET);
  const pages = Math.min(MAX_PAGES, Math.ceil(first.total / PAGE_SIZE));
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => searchGameRepo({ no: i + 2, size: PAGE_SIZE }, QUIET)));
  return [first, ...rest].flatMap((p) => p.list);
}

/**
 * The catalogue's crawlable URLs: /yxxz (canonical; /yxxz.html is its alias), its platform and label views, and every game's
 * canonical detail page. Server-only (it answers through the gateway in-process).
 */
export async function listGameSitemapUrls(): Promise<GameSitemapUrl[]> {
  const [games, labels] = await Promise.all([allGames(), listLabels(QUIET)]);
  return [
    { path: CATALOGUE_PATH, changefreq: 'daily', priority: 0.8 },
    ...(['pc', 'app'] as const).map((platform): GameSitemapUrl => ({ path: catalogueHref(DEFAULT_QUERY, { platform }), changefreq: 'daily', priority: 0.6 })),
    ...labels.map((l): GameSitemapUrl => ({ path: catalogueHref(DEFAULT_QUERY, { labelIds: [l.labelId] }), changefreq: 'weekly', priority: 0.5 })),
    ...games.map((g): GameSitemapUrl => ({ path: gamePath(g.platform, g.gameId), changefreq: 'weekly', priority: 0.7 })),
  ];
}
