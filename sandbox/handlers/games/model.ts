import type { GameInfo, GameLabel, GameScore, GameSort, GameSummary, RankedGame, ScoreDistribution } from '@/lib/game-types';
import { db } from '../../db';
import { fail } from '../../envelope';
import { checkToken } from '../../model/tokens';
import { gameRecords, LABELS, type GameRecord } from '../../seed/games';

/** Queries over the read-only catalogue plus the ratings in the store. */

export const GAME_NOT_FOUND = () => fail('GAME_NOT_FOUND', '游戏不存在或已下架');

const STARS = ['1', '2', '3', '4', '5'] as const;

/** A positive integer id from a path or query value; anything else is no id. */
export function parseId(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

export function findByGameId(raw: unknown): GameRecord | undefined {
  const id = parseId(raw);
  return id === null ? undefined : gameRecords().find((g) => g.gameId === id);
}

export function findByServerId(raw: unknown): GameRecord | undefined {
  const id = parseId(raw);
  return id === null ? undefined : gameRecords().find((g) => g.serverId === id);
}

/** The caller's phone when the token is valid; public reads never fail on a bad token. */
export function viewerPhone(request: Request): string | null {
  const check = checkToken(request.headers.get('token'));
  return check.ok ? check.user.phone : null;
}

export function distributionOf(game: GameRecord): ScoreDistribution {
  const dist = { ...game.seedDistribution };
  for (const score of Object.values(db().games.scores[game.serverId] ?? {})) {
    const star = String(score) as keyof ScoreDistribution;
    if (star in dist) dist[star] += 1;
  }
  return dist;
}

function averageOf(dist: ScoreDistribution): { score: number; count: number } {
  const count = STARS.reduce((n, s) => n + dist[s], 0);
  const sum = STARS.reduce((n, s) => n + Number(s) * dist[s], 0);
  return { score: count ? Math.round((sum / count) * 10) / 10 : 0, count };
}

export function scoreOf(game: GameRecord, phone: string | null): GameScore {
  const distribution = distributionOf(game);
  const myScore = phone ? (db().games.scores[game.serverId]?.[phone] ?? null) : null;
  return { ...averageOf(distribution), distribution, myScore };
}

export function summaryOf(game: GameRecord): GameSummary {
  const { score, count } = averageOf(distributionOf(game));
  return {
    serverId: game.serverId,
    gameId: game.gameId,
    gameName: game.gameName,
    platform: game.platform,
    cover: game.cover,
    icon: game.icon,
    labels: game.labels.map((l) => ({ ...l })),
    releaseDate: game.releaseDate,
    hot: game.hot,
    score,
    scoreCount: count,
  };
}

export function infoOf(game: GameRecord): GameInfo {
  return {
    ...summaryOf(game),
    intro: game.intro,
    developer: game.developer,
    publisher: game.publisher,
    areas: game.areas.map((a) => ({ ...a })),
    hasCombatRecord: game.hasCombatRecord,
  };
}

export function ranked(games: readonly GameRecord[]): RankedGame[] {
  return games.map((g, i) => ({ ...summaryOf(g), rank: i + 1 }));
}

export function hasLabel(game: GameRecord, labelId: number): boolean {
  return game.labels.some((l) => l.labelId === labelId);
}

export function isKnownLabel(labelId: number): boolean {
  return LABELS.some((l) => l.labelId === labelId);
}

/** Labels that at least one game carries, in back-office order. */
export function labelsInUse(): GameLabel[] {
  return [...LABELS]
    .sort((a, b) => a.sort - b.sort)
    .filter((l) => gameRecords().some((g) => hasLabel(g, l.labelId)))
    .map(({ labelId, labelName }) => ({ labelId, labelName }));
}

const COMPARATORS: Record<GameSort, (a: GameRecord, b: GameRecord) => number> = {
  hot: (a, b) => b.hot - a.hot,
  new: (a, b) => b.releaseDate.localeCompare(a.releaseDate),
  score: (a, b) => {
    const x = averageOf(distributionOf(a));
    const y = averageOf(distributionOf(b));
    return y.score - x.score || y.count - x.count;
  },
};

export function sortGames(games: readonly GameRecord[], sort: GameSort): GameRecord[] {
  const compare = COMPARATORS[sort];
  // gameId as the last key: equal games keep one order, so page 2 never repeats page 1.
  return [...games].sort((a, b) => compare(a, b) || a.gameId - b.gameId);
}

export function parseSort(raw: unknown): GameSort {
  return raw === 'new' || raw === 'score' ? raw : 'hot';
}
