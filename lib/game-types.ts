/**
 * Wire types of the game-catalogue calls (SPEC §7 "Game catalogue"), shared by services/games.ts
 * and the sandbox. Fields the backend always sends are required.
 */

/** PC client game or mobile app game; picks the /yxxz/pc or /yxxz/app detail route. */
export type GamePlatform = 'pc' | 'app';

/** Label ids with a meaning of their own (SPEC §7: new 8, coming soon 9). */
export const GameLabelId = { New: 8, ComingSoon: 9 } as const;

/** Page size of the catalogue search (SPEC §7). */
export const GAME_SEARCH_PAGE_SIZE = 24;
/** Longest remark, counting an emoji token such as [微笑] as one character (SPEC §5, §9). */
export const REMARK_MAX_LENGTH = 200;

export type GameSort = 'hot' | 'new' | 'score';

export interface GameLabel {
  labelId: number;
  labelName: string;
}

/** GET /speed/gamemaster/label/bms/list: the back-office view of a label. */
export interface BmsGameLabel extends GameLabel {
  /** 'status' for 新游 / 即将上线, 'genre' for the rest. */
  kind: 'status' | 'genre';
  sort: number;
  gameCount: number;
}

export interface GameArea {
  areaId: number;
  areaName: string;
}

/** A game on a list or shelf. */
export interface GameSummary {
  serverId: number;
  gameId: number;
  gameName: string;
  platform: GamePlatform;
  /** Site-relative 16:9 cover, e.g. /games/101-cover.webp. */
  cover: string;
  /** Site-relative square icon. */
  icon: string;
  labels: GameLabel[];
  /** YYYY-MM-DD; for coming-soon games the announced date. */
  releaseDate: string;
  /** Popularity index (accelerations in the last 7 days); drives the hot sort. */
  hot: number;
  /** Average rating, one decimal; 0 while nobody has rated. */
  score: number;
  scoreCount: number;
}

/** A game on a ranked list (hot hall, top list), rank from 1. */
export interface RankedGame extends GameSummary {
  rank: number;
}

/** GET findGameInfo/{gameId} and /speed/mobile/game/detail. */
export interface GameInfo extends GameSummary {
  intro: string;
  developer: string;
  publisher: string;
  areas: GameArea[];
  /** Whether combat records exist for this game (findCombatRecord). */
  hasCombatRecord: boolean;
}

/** GET findServerById/{serverId}. */
export interface ServerRef {
  serverId: number;
  gameId: number;
  gameName: string;
}

export type ScoreDistribution = Record<'1' | '2' | '3' | '4' | '5', number>;

/** GET findGameScore/{gameId}; also the answer of addGameScore. */
export interface GameScore {
  /** Average, one decimal; 0 when count is 0. */
  score: number;
  count: number;
  distribution: ScoreDistribution;
  /** The caller's own rating, null when logged out or not rated. */
  myScore: number | null;
}

export interface GameRemark {
  remarkId: number;
  nickName: string;
  avatar: string;
  /** Plain text; emoji as tokens like [微笑]. Render as text, never as HTML. */
  content: string;
  /** ms since epoch. */
  createTime: number;
  praise: number;
  /** Whether the caller has liked it (false when logged out). */
  praised: boolean;
}

export interface Paged<T> {
  list: T[];
  total: number;
}

/** POST modifyRemarkPraise. */
export interface PraiseState {
  praised: boolean;
  praise: number;
}

export interface CombatRecord {
  recordId: number;
  serverId: number;
  nickName: string;
  avatar: string;
  mode: string;
  /** e.g. 胜利, 失败, 第1名. */
  result: string;
  kills: number;
  deaths: number;
  assists: number;
  durationSec: number;
  /** Latency during the match with the accelerator on. */
  delayMs: number;
  playedAt: number;
}

/** POST /sgame/index/qryUserVipInfo. */
export interface UserVipInfo {
  /** Membership end in ms; 0 when the user never had one. A past value means it has expired. */
  endDateTs: number;
  vipLevel: number;
}

/** POST /speed/mobile/game/seo/repo body. */
export interface GameSearchQuery {
  no?: number;
  size?: number;
  sortFlied?: GameSort;
  serverName?: string;
  /** Games carrying every one of these labels; an unknown id gives an empty list. */
  labelIds?: number[] | string;
  platform?: GamePlatform;
}
