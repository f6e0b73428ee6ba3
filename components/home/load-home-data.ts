import type { ArticleSummary, Banner } from '@/lib/content-types';
import type { RankedGame } from '@/lib/game-types';
import { safeHref } from '@/lib/safe-href';
import { getVersions } from '@/services/common';
import { listArticles, listBanners } from '@/services/content';
import { listHotHall } from '@/services/games';
import { QUIET } from '@/lib/http';

export const TEASER_COUNT = 6;
export const SHELF_COUNT = 8;

export interface HomeTeaser {
  id: number;
  title: string;
  summary: string;
  cover: string;
  publishTime: number;
  href: string;
}

export interface HomeGame {
  gameId: number;
  gameName: string;
  cover: string;
  platform: 'pc' | 'app';
  score: number;
  href: string;
}

export interface HomeBanner {
  id: number;
  title: string;
  image: string;
  href: string | null;
}

export interface HomeData {
  banners: HomeBanner[];
  news: HomeTeaser[];
  guides: HomeTeaser[];
  games: HomeGame[];
  /** The Windows package and version at build time: the no-JavaScript link (SPEC §2 `/`). */
  download: { href: string | null; versionName: string | null };
}

function teaser(a: ArticleSummary, base: '/news' | '/gl'): HomeTeaser {
  return { id: a.id, title: a.title, summary: a.summary, cover: safeHref(a.cover) ?? '', publishTime: a.publishTime, href: `${base}/${a.id}.html` };
}

function game(g: RankedGame): HomeGame {
  const platform = g.platform === 'app' ? 'app' : 'pc';
  return { gameId: g.gameId, gameName: g.gameName, cover: safeHref(g.cover) ?? '', platform, score: g.score, href: `/yxxz/${platform}/${g.gameId}.html` };
}

function banner(b: Banner): HomeBanner {
  return { id: b.id, title: b.title, image: safeHref(b.image) ?? '', href: safeHref(b.link) ?? null };
}

/** A failed section renders empty (or hidden); the home page itself is always built. */
async function orEmpty<T>(p: Promise<T[] | undefined | null>): Promise<T[]> {
  return p.then((v) => v ?? [], () => []);
}

/** Data of the home page, loaded at build time and every 60 s (ISR). No call may fail the build. */
export async function loadHomeData(): Promise<HomeData> {
  const [banners, news, guides, games, versions] = await Promise.all([
    orEmpty(listBanners('home', QUIET).then((r) => r.data)),
    orEmpty(listArticles({ type: 'news', pageNo: 1, pageSize: TEASER_COUNT }, QUIET).then((r) => r.data)),
    orEmpty(listArticles({ type: 'guide', pageNo: 1, pageSize: TEASER_COUNT }, QUIET).then((r) => r.data)),
    orEmpty(listHotHall(undefined, QUIET)),
    getVersions(QUIET).then((r) => r.data ?? {}, () => ({}) as Awaited<ReturnType<typeof getVersions>>['data']),
  ]);
  const desktop = versions['3'];
  return {
    banners: [...banners].sort((a, b) => a.sort - b.sort).map(banner).filter((b) => b.image),
    news: news.slice(0, TEASER_COUNT).map((a) => teaser(a, '/news')),
    guides: guides.slice(0, TEASER_COUNT).map((a) => teaser(a, '/gl')),
    games: games.slice(0, SHELF_COUNT).map(game),
    download: { href: safeHref(desktop?.url) ?? null, versionName: desktop?.versionName ? String(desktop.versionName) : null },
  };
}
