import { http } from 'msw';
import { GameLabelId } from '@/lib/game-types';
import { ok } from '../../envelope';
import { AREAS, combatRecordsOf, gameRecords, type GameRecord } from '../../seed/games';
import { findByGameId, findByServerId, GAME_NOT_FOUND, hasLabel, infoOf, parseId, ranked, sortGames, summaryOf } from './model';
import { filterGames, pageOf, parseLabelIds, parsePage, parsePlatform } from './query';

/** Read-only catalogue calls under /nchannel/channel/business (SPEC §7). */

const BASE = '*/nchannel/channel/business';
const MAY_BE_LIKE_SIZE = 6;
const HOT_HALL_SIZE = 12;
const TOP_SIZE = 10;
/** The top list ranks by rating, so a game needs enough ratings for its average to mean something. */
const TOP_MIN_RATINGS = 100;

type Query = URLSearchParams;
const queryOf = (request: Request): Query => new URL(request.url).searchParams;

function pagedAnswer(games: readonly GameRecord[], q: Query, defaultSize: number): Response {
  const page = parsePage(q.get('pageNo'), q.get('pageSize'), defaultSize);
  return ok(pageOf(games, page).map(summaryOf), { total: games.length });
}

function areaFilter(raw: string | null): number | null | undefined {
  if (raw === null || raw === '') return undefined;
  const id = parseId(raw);
  return id !== null && AREAS.some((a) => a.areaId === id) ? id : null;
}

/** Shared likes first: more genre labels in common, then popularity. */
function mayBeLike(game: GameRecord): GameRecord[] {
  const mine = new Set(game.labels.map((l) => l.labelId));
  const common = (g: GameRecord) => g.labels.filter((l) => mine.has(l.labelId)).length;
  return gameRecords()
    .filter((g) => g.gameId !== game.gameId && common(g) > 0)
    .sort((a, b) => common(b) - common(a) || b.hot - a.hot || a.gameId - b.gameId)
    .slice(0, MAY_BE_LIKE_SIZE);
}

const released = () => gameRecords().filter((g) => !g.comingSoon);

export const catalogueHandlers = [
  http.get(`${BASE}/findSearchServer`, ({ request }) => {
    const q = queryOf(request);
    return pagedAnswer(filterGames({ keyword: q.get('keyword') ?? '', sort: q.get('sortFlied') }), q, 10);
  }),
  http.get(`${BASE}/findServerByParam`, ({ request }) => {
    const q = queryOf(request);
    const games = filterGames({
      keyword: q.get('serverName') ?? q.get('keyword') ?? '',
      labelIds: parseLabelIds(q.get('labelIds') ?? q.get('labelId')),
      areaId: areaFilter(q.get('areaId')),
      platform: parsePlatform(q.get('platform')),
      sort: q.get('sortFlied'),
    });
    return pagedAnswer(games, q, 24);
  }),
  http.get(`${BASE}/findGameInfo/:id`, ({ params }) => {
    const game = findByGameId(params.id);
    return game ? ok(infoOf(game)) : GAME_NOT_FOUND();
  }),
  http.get(`${BASE}/findMayBeLike/:id`, ({ params }) => {
    const game = findByGameId(params.id);
    return game ? ok(mayBeLike(game).map(summaryOf)) : GAME_NOT_FOUND();
  }),
  http.get(`${BASE}/findServerByLabel/:id`, ({ params, request }) => {
    const labelId = parseId(params.id);
    const games = labelId === null ? [] : sortGames(gameRecords().filter((g) => hasLabel(g, labelId)), 'hot');
    return pagedAnswer(games, queryOf(request), 12);
  }),
  http.get(`${BASE}/findNewServer`, () =>
    ok(sortGames(gameRecords().filter((g) => hasLabel(g, GameLabelId.New)), 'new').map(summaryOf)),
  ),
  http.get(`${BASE}/findComingSoonServer`, () =>
    // Soonest first: the reverse of the "new" order.
    ok(sortGames(gameRecords().filter((g) => hasLabel(g, GameLabelId.ComingSoon)), 'new').reverse().map(summaryOf)),
  ),
  http.get(`${BASE}/findHotHall`, ({ request }) => {
    const platform = parsePlatform(queryOf(request).get('platform'));
    const games = released().filter((g) => !platform || g.platform === platform);
    return ok(ranked(sortGames(games, 'hot').slice(0, HOT_HALL_SIZE)));
  }),
  http.get(`${BASE}/findTop`, ({ request }) => {
    const platform = parsePlatform(queryOf(request).get('platform'));
    const games = released().filter((g) => (!platform || g.platform === platform) && summaryOf(g).scoreCount >= TOP_MIN_RATINGS);
    return ok(ranked(sortGames(games, 'score').slice(0, TOP_SIZE)));
  }),
  http.get(`${BASE}/findCombatRecord`, ({ request }) => {
    const game = findByServerId(queryOf(request).get('serverId'));
    return game ? ok(combatRecordsOf(game)) : GAME_NOT_FOUND();
  }),
  http.get(`${BASE}/findServerById/:serverId`, ({ params }) => {
    const game = findByServerId(params.serverId);
    return game ? ok({ serverId: game.serverId, gameId: game.gameId, gameName: game.gameName }) : GAME_NOT_FOUND();
  }),
];
