/**
 * Search-engine facts of the game catalogue: canonical paths, titles, descriptions and the
 * schema.org `VideoGame` JSON-LD of a detail page. No React; shared by pages, components and tests.
 */
// Relative imports: tests/fixtures/routes.ts (loaded by Playwright too) takes the title from here.
import type { GameInfo, GamePlatform, GameScore } from './game-types';
import { absoluteUrl, SITE } from './site';

/** The canonical URL path of a game's detail page (the `.html` form of SPEC §2). */
export function gamePath(platform: GamePlatform, gameId: number): string {
  return `/yxxz/${platform === 'app' ? 'app' : 'pc'}/${gameId}.html`;
}

/** Title of a game detail page; tests/fixtures/routes.ts uses it for the ROUTES the e2e suite checks. */
export function gameDetailTitle(gameName: string, platform: GamePlatform): string {
  return [`${gameName}下载`, platform === 'app' ? '手游加速' : '端游加速', SITE.name].join(' - ');
}

export function gameTitle(game: Pick<GameInfo, 'gameName' | 'platform'>): string {
  return gameDetailTitle(game.gameName, game.platform);
}

const DESCRIPTION_MAX = 150;

/** Meta description: what the page offers, then the start of the intro, cut at 150 characters. */
export function gameDescription(game: Pick<GameInfo, 'gameName' | 'platform' | 'intro'>): string {
  const kind = game.platform === 'app' ? '手游' : '端游';
  const text = `${game.gameName}${kind}下载与加速：评分、玩家评论、区服与配置说明。${game.intro.replace(/\s+/g, ' ').trim()}`;
  const chars = Array.from(text);
  return chars.length <= DESCRIPTION_MAX ? text : `${chars.slice(0, DESCRIPTION_MAX - 1).join('')}…`;
}

export interface VideoGameJsonLd {
  '@context': 'https://schema.org';
  '@type': 'VideoGame';
  name: string;
  url: string;
  image: string;
  description: string;
  genre: string[];
  gamePlatform: string[];
  applicationCategory: 'Game';
  datePublished?: string;
  author?: { '@type': 'Organization'; name: string };
  publisher?: { '@type': 'Organization'; name: string };
  aggregateRating?: {
    '@type': 'AggregateRating';
    ratingValue: number;
    ratingCount: number;
    bestRating: 5;
    worstRating: 1;
  };
}

const STATUS_LABELS = new Set([8, 9]);

/**
 * schema.org VideoGame of a detail page. `aggregateRating` only when someone has rated (Google
 * rejects a rating with a count of 0).
 */
export function buildVideoGameJsonLd(game: GameInfo, score: Pick<GameScore, 'score' | 'count'>): VideoGameJsonLd {
  const org = (name: string) => (name ? { '@type': 'Organization' as const, name } : undefined);
  const ld: VideoGameJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'VideoGame',
    name: game.gameName,
    url: absoluteUrl(gamePath(game.platform, game.gameId)),
    image: absoluteUrl(game.cover),
    description: game.intro,
    genre: game.labels.filter((l) => !STATUS_LABELS.has(l.labelId)).map((l) => l.labelName),
    gamePlatform: game.platform === 'app' ? ['Android', 'iOS'] : ['PC', 'Windows'],
    applicationCategory: 'Game',
  };
  if (/^\d{4}-\d{2}-\d{2}$/.test(game.releaseDate)) ld.datePublished = game.releaseDate;
  const author = org(game.developer);
  const publisher = org(game.publisher);
  if (author) ld.author = author;
  if (publisher) ld.publisher = publisher;
  if (score.count > 0 && score.score > 0) {
    ld.aggregateRating = { '@type': 'AggregateRating', ratingValue: score.score, ratingCount: score.count, bestRating: 5, worstRating: 1 };
  }
  return ld;
}

/**
 * JSON for a `<script type="application/ld+json">` body. `<`, `>` and `&` become \u escapes so
 * a name such as `</script><script>` cannot close the element; U+2028/2029 are escaped for old
 * parsers. JSON.parse of the result gives the original object back.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Open Graph image of a game (absolute). */
export function gameOgImage(game: Pick<GameInfo, 'cover'>): string {
  return absoluteUrl(game.cover);
}

/** The catalogue's canonical path. */
export const CATALOGUE_PATH = '/yxxz';
