import { REVALIDATE_S } from '@/lib/loader';
import type { GetServerSidePropsResult, GetStaticPropsResult } from 'next';
import { GameLabelId, type CombatRecord, type GameInfo, type GameLabel, type GamePlatform, type GameRemark, type GameScore, type GameSummary, type Paged, type RankedGame } from '@/lib/game-types';
import { buildVideoGameJsonLd, gameDescription, gameOgImage, gamePath, gameTitle, serializeJsonLd } from '@/lib/game-seo';
import { parsePositiveId } from '@/lib/routes';
import { normaliseCommentText } from '@/lib/comment-text';
import { splitComment } from '@/lib/emoji';
import { getGameInfo, getGameScore, getRemarkIndex, listCombatRecords, listGamesByLabel, listMayBeLike, listTop } from '@/services/games';
import { isApiError, QUIET } from '@/lib/http';

/**
 * Data of /yxxz/{pc|app}/:id.html: ISR (60 s), nothing user-specific. The user's own rating,
 * like state and VIP info load in the browser after hydration.
 */

const SAME_LABEL_SIZE = 6;

/** Pre-built at `next build`; every other id renders on first request (fallback 'blocking'). */
export const PREBUILT_IDS: Record<GamePlatform, number[]> = { pc: [101, 102], app: [145, 146] };

/** Head tags, computed here so the JSON-LD builder and texts stay out of the page's bundle. */
export interface GameHeadProps {
  title: string;
  description: string;
  canonicalPath: string;
  ogImage: string;
  /** Serialised VideoGame JSON-LD (already escaped for a script element). */
  jsonLd: string;
}

/** A remark's text cut into text and emoji images on the server (the first-load list needs no emoji table). */
export type RemarkPart = { text: string } | { emoji: string; file: string };

export interface GameDetailProps {
  head: GameHeadProps;
  /** Parts of each first-page remark, by remarkId. */
  remarkParts: Record<number, RemarkPart[]>;
  game: GameInfo;
  score: Omit<GameScore, 'myScore'>;
  remarks: Paged<GameRemark>;
  mayBeLike: GameSummary[];
  sameLabel: { label: GameLabel; games: GameSummary[] } | null;
  combat: CombatRecord[];
  top: RankedGame[];
}

function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.code === 'GAME_NOT_FOUND';
}

async function orEmpty<T>(call: Promise<T[]>): Promise<T[]> {
  try {
    return await call;
  } catch {
    return [];
  }
}

/** The game, or null when the id is not a game. Other failures throw (ISR keeps the last good page). */
export async function findGame(gameId: number): Promise<GameInfo | null> {
  try {
    return await getGameInfo(gameId, QUIET);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** The first genre label (status labels 新游/即将上线 say nothing about what the game is like). */
function genreOf(game: GameInfo): GameLabel | undefined {
  return game.labels.find((l) => l.labelId !== GameLabelId.New && l.labelId !== GameLabelId.ComingSoon) ?? game.labels[0];
}

async function sameLabelOf(game: GameInfo): Promise<GameDetailProps['sameLabel']> {
  const label = genreOf(game);
  if (!label) return null;
  const page = await listGamesByLabel(label.labelId, { pageNo: 1, pageSize: SAME_LABEL_SIZE + 1 }, QUIET).catch(() => null);
  const games = (page?.list ?? []).filter((g) => g.gameId !== game.gameId).slice(0, SAME_LABEL_SIZE);
  return games.length ? { label, games } : null;
}

export async function loadGameDetail(game: GameInfo): Promise<GameDetailProps> {
  const [score, remarks, mayBeLike, sameLabel, combat, top] = await Promise.all([
    getGameScore(game.gameId, QUIET),
    getRemarkIndex(game.serverId, QUIET).catch(() => ({ list: [], total: 0 })),
    orEmpty(listMayBeLike(game.gameId, QUIET)),
    sameLabelOf(game),
    game.hasCombatRecord ? orEmpty(listCombatRecords(game.serverId, QUIET)) : Promise.resolve([]),
    orEmpty(listTop(game.platform, QUIET)),
  ]);
  const { myScore: _mine, ...publicScore } = score;
  const head: GameHeadProps = {
    title: gameTitle(game),
    description: gameDescription(game),
    canonicalPath: gamePath(game.platform, game.gameId),
    ogImage: gameOgImage(game),
    jsonLd: serializeJsonLd(buildVideoGameJsonLd(game, publicScore)),
  };
  const remarkParts: GameDetailProps['remarkParts'] = {};
  for (const r of remarks.list) {
    remarkParts[r.remarkId] = splitComment(normaliseCommentText(r.content)).map((p) => (p.kind === 'emoji' ? { emoji: p.emoji.name, file: p.emoji.file } : { text: p.text }));
  }
  return { head, remarkParts, game, score: publicScore, remarks, mayBeLike, sameLabel, combat, top };
}

/** getStaticProps of a detail page: 404 for a non-id or unknown game, 308 to the game's own platform. */
export async function gameDetailStaticProps(
  platform: GamePlatform,
  params: Record<string, string | string[] | undefined> | undefined,
): Promise<GetStaticPropsResult<GameDetailProps>> {
  const id = parsePositiveId(params?.id);
  const game = id === null ? null : await findGame(id);
  if (!game) return { notFound: true, revalidate: REVALIDATE_S };
  if (game.platform !== platform) {
    return { redirect: { destination: gamePath(game.platform, game.gameId), permanent: true }, revalidate: REVALIDATE_S };
  }
  return { props: await loadGameDetail(game), revalidate: REVALIDATE_S };
}

export function gameDetailStaticPaths(platform: GamePlatform) {
  return { paths: PREBUILT_IDS[platform].map((id) => ({ params: { id: String(id) } })), fallback: 'blocking' as const };
}

/**
 * /yxxz/{pc|app}/details?id=N — the old query form: a permanent redirect to the canonical .html
 * page (of the game's real platform); without an id the page explains itself; a bad id is a 404.
 */
export async function legacyDetailsServerSideProps(
  query: Record<string, string | string[] | undefined>,
): Promise<GetServerSidePropsResult<Record<string, never>>> {
  if (query.id === undefined) return { props: {} };
  const id = parsePositiveId(query.id);
  const game = id === null ? null : await findGame(id);
  if (!game) return { notFound: true };
  return { redirect: { destination: gamePath(game.platform, game.gameId), permanent: true } };
}
