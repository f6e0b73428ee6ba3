import type { GameArea, GameLabel, GamePlatform, ScoreDistribution } from '@/lib/game-types';
import { GameLabelId } from '@/lib/game-types';
import { CATALOGUE, type CatalogueRow } from './catalogue';
import { areaNamed, labelNamed } from './labels';
import { hashSeed, rngFor } from './prng';

/** The moment the game seed describes: comments, records and release states are relative to it. */
export const GAMES_SEED_TIME = Date.UTC(2025, 9, 1, 4, 0, 0);
const DAY = 86_400_000;

/** A catalogue game with everything the handlers need; read-only (ratings and comments live in the store). */
export interface GameRecord {
  serverId: number;
  gameId: number;
  gameName: string;
  /** Lower-cased name and aliases, for the literal search. */
  searchText: string[];
  platform: GamePlatform;
  cover: string;
  icon: string;
  labels: GameLabel[];
  areas: GameArea[];
  releaseDate: string;
  comingSoon: boolean;
  hot: number;
  intro: string;
  developer: string;
  publisher: string;
  /** Ratings that came with the seed; users' own ratings are added on top. */
  seedDistribution: ScoreDistribution;
  hasCombatRecord: boolean;
  /** Gradient of the generated cover. */
  colors: readonly [string, string];
  /** Position within its shelf (PC, app, coming soon), for the popularity curve. */
  shelfIndex: number;
}

/**
 * Ids already used by the content seed (topics /zt/{serverId}.html, guides): the catalogue keeps
 * them so a topic and its game agree. Other games get the next ids in table order.
 */
const PINNED_IDS: Record<string, { gameId: number; serverId: number }> = {
  绝地求生: { gameId: 101, serverId: 10231 },
  英雄联盟: { gameId: 102, serverId: 10088 },
  永劫无间: { gameId: 103, serverId: 10562 },
  'Apex 英雄': { gameId: 104, serverId: 10347 },
  CS2: { gameId: 105, serverId: 10019 },
  原神: { gameId: 106, serverId: 10471 },
  DOTA2: { gameId: 107, serverId: 10025 },
  '守望先锋 2': { gameId: 108, serverId: 10310 },
  最终幻想14: { gameId: 109, serverId: 10128 },
  GTA5: { gameId: 110, serverId: 10076 },
  瓦罗兰特: { gameId: 111, serverId: 10655 },
};
const FIRST_FREE_GAME_ID = 112;
/** Above every pinned serverId, so generated ones never collide. */
const FIRST_FREE_SERVER_ID = 10701;
const SERVER_ID_STEP = 13;

const COMBAT_LABELS: readonly number[] = [1, 2, 13];

function labelsOf(row: CatalogueRow): GameLabel[] {
  const genres = row.genres.split(' ').map(labelNamed);
  const status = row.status === 'new' ? [labelNamed('新游')] : row.status === 'soon' ? [labelNamed('即将上线')] : [];
  return [...status, ...genres].map(({ labelId, labelName }) => ({ labelId, labelName }));
}

function hotOf(platform: GamePlatform, index: number, soon: boolean, key: string): number {
  const rng = rngFor(`hot:${key}`);
  // Pre-registrations for unreleased games; a decaying popularity curve for the rest.
  if (soon) return rng.int(8_000, 60_000);
  const top = platform === 'pc' ? 920_000 : 1_150_000;
  return Math.round(top * 0.92 ** index + rng.int(0, 18_000));
}

/** Ratings clustered around a per-game mean between 3.4 and 4.8. */
function distributionOf(hot: number, soon: boolean, key: string): ScoreDistribution {
  if (soon) return { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  const rng = rngFor(`score:${key}`);
  const mean = 3.4 + rng.next() * 1.4;
  const total = Math.round(hot / 55) + rng.int(60, 600);
  const weights = [1, 2, 3, 4, 5].map((k) => Math.exp(-((k - mean - 0.3) ** 2) / 1.3));
  const sum = weights.reduce((a, b) => a + b, 0);
  const [w1, w2, w3, w4, w5] = weights.map((w) => Math.round((total * w) / sum));
  return { '1': w1 ?? 0, '2': w2 ?? 0, '3': w3 ?? 0, '4': w4 ?? 0, '5': w5 ?? 0 };
}

function colorsOf(key: string): readonly [string, string] {
  const hue = hashSeed(`color:${key}`) % 360;
  return [`hsl(${hue}, 62%, 42%)`, `hsl(${(hue + 48) % 360}, 70%, 18%)`];
}

function build(): GameRecord[] {
  let nextGameId = FIRST_FREE_GAME_ID;
  let nextServerId = FIRST_FREE_SERVER_ID;
  const shelfCounters: Record<string, number> = {};
  return CATALOGUE.map(({ platform, row }) => {
    const pinned = PINNED_IDS[row.name];
    const gameId = pinned?.gameId ?? nextGameId++;
    const serverId = pinned?.serverId ?? (nextServerId += SERVER_ID_STEP) - SERVER_ID_STEP;
    const soon = row.status === 'soon';
    const shelf = soon ? 'soon' : platform;
    const shelfIndex = (shelfCounters[shelf] = (shelfCounters[shelf] ?? -1) + 1);
    const key = String(gameId);
    const labels = labelsOf(row);
    const hot = hotOf(platform, shelfIndex, soon, key);
    return {
      serverId,
      gameId,
      gameName: row.name,
      searchText: [row.name, ...row.aliases.split(' ')].filter(Boolean).map((s) => s.toLowerCase()),
      platform,
      cover: `/games/${gameId}-cover.webp`,
      icon: `/games/${gameId}-icon.webp`,
      labels,
      areas: row.areas.split(' ').map(areaNamed),
      releaseDate: row.release,
      comingSoon: soon,
      hot,
      intro: row.intro,
      developer: row.developer,
      publisher: row.publisher,
      seedDistribution: distributionOf(hot, soon, key),
      hasCombatRecord: !soon && labels.some((l) => COMBAT_LABELS.includes(l.labelId)),
      colors: colorsOf(key),
      shelfIndex,
    };
  });
}

let built: GameRecord[] | null = null;

/** Every catalogue game (built once; it never changes at run time). */
export function gameRecords(): readonly GameRecord[] {
  return (built ??= build());
}

export function releaseTime(game: GameRecord): number {
  return Date.parse(`${game.releaseDate}T00:00:00+08:00`);
}

export function isNewGame(game: GameRecord): boolean {
  return game.labels.some((l) => l.labelId === GameLabelId.New);
}

export { DAY };
