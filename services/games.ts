import { http, retryable, type ApiResult, type CallOptions } from '@/lib/http';
import {
  GAME_SEARCH_PAGE_SIZE,
  type BmsGameLabel,
  type CombatRecord,
  type GameArea,
  type GameInfo,
  type GameLabel,
  type GamePlatform,
  type GameRemark,
  type GameScore,
  type GameSearchQuery,
  type GameSort,
  type GameSummary,
  type Paged,
  type PraiseState,
  type RankedGame,
  type ServerRef,
  type UserVipInfo,
} from '@/lib/game-types';

/**
 * Game catalogue calls (SPEC §7). Each resolves with the envelope's data (paged lists with their
 * total) and rejects with an ApiError under the client's error policy. No browser APIs: these run
 * in getStaticProps too.
 */

const BIZ = '/nchannel/channel/business';

async function dataOf<T>(call: Promise<ApiResult<T>>): Promise<T> {
  return (await call).data;
}

async function pagedOf<T>(call: Promise<ApiResult<T[]>>): Promise<Paged<T>> {
  const { data, total } = await call;
  return { list: data ?? [], total: total ?? 0 };
}

export interface PageParams {
  pageNo?: number;
  pageSize?: number;
}

/**
 * GET /nchannel/channel/business/findSearchServer — games whose name or alias contains the keyword,
 * hot first, paged. No screen in the spec makes this call (SPEC §7 lists it; §2 ties it to no screen), so no page calls it; it is kept, tested against the sandbox, for the screen that will. (The catalogue's search box uses
 * seo/repo, the call SPEC §7 gives the search's size 24 and label ids.)
 */
export function searchGames(keyword: string, page: PageParams = {}, opts?: CallOptions) {
  return pagedOf(http.get<GameSummary[]>(`${BIZ}/findSearchServer`, { keyword, ...page }, retryable(opts)));
}

export interface ServerParams extends PageParams {
  serverName?: string;
  labelId?: number;
  areaId?: number;
  platform?: GamePlatform;
  sortFlied?: GameSort;
}

/** GET /nchannel/channel/business/findServerByParam — games filtered by name, label, area and platform, paged. */
export function findServersByParam(params: ServerParams, opts?: CallOptions) {
  return pagedOf(http.get<GameSummary[]>(`${BIZ}/findServerByParam`, { ...params }, retryable(opts)));
}

/** GET /nchannel/channel/business/findGameInfo/{gameId} — the detail of a game (GAME_NOT_FOUND when unknown). */
export function getGameInfo(gameId: number, opts?: CallOptions) {
  return dataOf(http.get<GameInfo>(`${BIZ}/findGameInfo/${gameId}`, {}, retryable(opts)));
}

/** GET /nchannel/channel/business/findMayBeLike/{gameId} — up to 6 games sharing its labels. */
export function listMayBeLike(gameId: number, opts?: CallOptions) {
  return dataOf(http.get<GameSummary[]>(`${BIZ}/findMayBeLike/${gameId}`, {}, retryable(opts)));
}

/** GET /nchannel/channel/business/findServerByLabel/{labelId} — games with a label, hot first, paged (unknown label: empty). */
export function listGamesByLabel(labelId: number, page: PageParams = {}, opts?: CallOptions) {
  return pagedOf(http.get<GameSummary[]>(`${BIZ}/findServerByLabel/${labelId}`, { ...page }, retryable(opts)));
}

/** GET /nchannel/channel/business/findNewServer — label 8 games, newest release first. */
export function listNewGames(opts?: CallOptions) {
  return dataOf(http.get<GameSummary[]>(`${BIZ}/findNewServer`, {}, retryable(opts)));
}

/** GET /nchannel/channel/business/findComingSoonServer — label 9 games, soonest release first. */
export function listComingSoon(opts?: CallOptions) {
  return dataOf(http.get<GameSummary[]>(`${BIZ}/findComingSoonServer`, {}, retryable(opts)));
}

/** GET /nchannel/channel/business/findHotHall — the 12 most played released games, ranked. */
export function listHotHall(platform?: GamePlatform, opts?: CallOptions) {
  return dataOf(http.get<RankedGame[]>(`${BIZ}/findHotHall`, { platform }, retryable(opts)));
}

/** GET /nchannel/channel/business/findTop — the 10 best-rated games (≥ 100 ratings), ranked. */
export function listTop(platform?: GamePlatform, opts?: CallOptions) {
  return dataOf(http.get<RankedGame[]>(`${BIZ}/findTop`, { platform }, retryable(opts)));
}

/** GET /nchannel/channel/business/findCombatRecord — recent notable matches; empty for games without them. */
export function listCombatRecords(serverId: number, opts?: CallOptions) {
  return dataOf(http.get<CombatRecord[]>(`${BIZ}/findCombatRecord`, { serverId }, retryable(opts)));
}

/** GET /nchannel/channel/business/findGameScore/{gameId} — average, count, distribution and the caller's own score. */
export function getGameScore(gameId: number, opts?: CallOptions) {
  return dataOf(http.get<GameScore>(`${BIZ}/findGameScore/${gameId}`, {}, retryable(opts)));
}

/** POST /nchannel/channel/business/addGameScore — rates 1–5 (replaces the user's earlier rating); returns the new summary. */
export function rateGame(serverId: number, score: number, opts?: CallOptions) {
  return dataOf(http.post<GameScore>(`${BIZ}/addGameScore`, { serverId, score }, opts));
}

/** GET /nchannel/channel/business/findRemarkIndex — the first page of comments, newest first, with the total. */
export function getRemarkIndex(serverId: number, opts?: CallOptions) {
  return pagedOf(http.get<GameRemark[]>(`${BIZ}/findRemarkIndex`, { serverId }, retryable(opts)));
}

/** GET /nchannel/channel/business/findRemark — a page of comments, newest first, with the total. */
export function listRemarks(serverId: number, page: PageParams = {}, opts?: CallOptions) {
  return pagedOf(http.get<GameRemark[]>(`${BIZ}/findRemark`, { serverId, ...page }, retryable(opts)));
}

/** POST /nchannel/channel/business/addNoticeRemark — posts a comment (1–200, an emoji token counts 1); returns it. */
export function addRemark(serverId: number, content: string, opts?: CallOptions) {
  return dataOf(http.post<GameRemark>(`${BIZ}/addNoticeRemark`, { serverId, content }, opts));
}

/** POST /nchannel/channel/business/modifyRemarkPraise — likes or un-likes a comment; returns the new state. */
export function toggleRemarkPraise(remarkId: number, opts?: CallOptions) {
  return dataOf(http.post<PraiseState>(`${BIZ}/modifyRemarkPraise`, { remarkId }, opts));
}

/** GET /nchannel/channel/business/findServerById/{serverId} — which game a serverId belongs to. */
export function getServerById(serverId: number, opts?: CallOptions) {
  return dataOf(http.get<ServerRef>(`${BIZ}/findServerById/${serverId}`, {}, retryable(opts)));
}

/** GET /speed/gamemaster/label/list — labels that have games, in display order. */
export function listLabels(opts?: CallOptions) {
  return dataOf(http.get<GameLabel[]>('/speed/gamemaster/label/list', {}, retryable(opts)));
}

/** GET /speed/gamemaster/label/bms/list — every label with kind, sort and game count. */
export function listBmsLabels(opts?: CallOptions) {
  return dataOf(http.get<BmsGameLabel[]>('/speed/gamemaster/label/bms/list', {}, retryable(opts)));
}

/** GET /speed/area/list — server regions (国服, 亚服, …). */
export function listAreas(opts?: CallOptions) {
  return dataOf(http.get<GameArea[]>('/speed/area/list', {}, retryable(opts)));
}

/** POST /speed/mobile/game/seo/repo — the catalogue search: name contains, every label, sorted, 24 a page. */
export function searchGameRepo(query: GameSearchQuery, opts?: CallOptions) {
  const body = { no: 1, size: GAME_SEARCH_PAGE_SIZE, sortFlied: 'hot' as GameSort, ...query };
  return pagedOf(http.post<GameSummary[]>('/speed/mobile/game/seo/repo', body, opts));
}

/**
 * GET /speed/mobile/game/detail — the detail of a game by gameId (same shape as findGameInfo).
 * No screen in the spec makes this call (SPEC §7 lists it; §2 ties it to no screen), so no page calls it; it is kept, tested against the sandbox, for the screen that will. (The /yxxz detail pages read findGameInfo.)
 */
export function getMobileGameDetail(gameId: number, opts?: CallOptions) {
  return dataOf(http.get<GameInfo>('/speed/mobile/game/detail', { gameId }, retryable(opts)));
}

/**
 * GET /speed/mobile/game/recommendgame — 8 hot games of a platform (default app).
 * No screen in the spec makes this call (SPEC §7 lists it; §2 ties it to no screen), so no page calls it; it is kept, tested against the sandbox, for the screen that will.
 */
export function listRecommendGames(platform?: GamePlatform, opts?: CallOptions) {
  return dataOf(http.get<GameSummary[]>('/speed/mobile/game/recommendgame', { platform }, retryable(opts)));
}

/** POST /sgame/index/qryUserVipInfo — the caller's membership end (ms; 0 never a member) and level. */
export function getUserVipInfo(serverId: number, opts?: CallOptions) {
  return dataOf(http.post<UserVipInfo>('/sgame/index/qryUserVipInfo', { serverId }, opts));
}
