import { http } from 'msw';
import { GAME_SEARCH_PAGE_SIZE } from '@/lib/game-types';
import { db } from '../../db';
import { ok } from '../../envelope';
import { readBody, str } from '../../request-body';
import { requireUser } from '../../require-user';
import { AREAS, gameRecords, LABELS } from '../../seed/games';
import { findByGameId, findByServerId, GAME_NOT_FOUND, hasLabel, infoOf, labelsInUse, sortGames, summaryOf } from './model';
import { filterGames, pageOf, parseLabelIds, parsePage, parsePlatform } from './query';

/** /speed/gamemaster, /speed/area, /speed/mobile/game and /sgame calls of the catalogue (SPEC §7). */

const RECOMMEND_SIZE = 8;

function bmsLabels() {
  return [...LABELS]
    .sort((a, b) => a.sort - b.sort)
    .map((l) => ({ ...l, gameCount: gameRecords().filter((g) => hasLabel(g, l.labelId)).length }));
}

export const speedHandlers = [
  http.get('*/speed/gamemaster/label/list', () => ok(labelsInUse())),
  http.get('*/speed/gamemaster/label/bms/list', () => ok(bmsLabels())),
  http.get('*/speed/area/list', () => ok(AREAS.map((a) => ({ ...a })))),
  http.post('*/speed/mobile/game/seo/repo', async ({ request }) => {
    const body = await readBody(request);
    const games = filterGames({
      keyword: typeof body.serverName === 'string' ? body.serverName : '',
      labelIds: parseLabelIds(body.labelIds),
      platform: parsePlatform(body.platform),
      sort: body.sortFlied,
    });
    const page = parsePage(body.no, body.size, GAME_SEARCH_PAGE_SIZE);
    return ok(pageOf(games, page).map(summaryOf), { total: games.length });
  }),
  http.get('*/speed/mobile/game/detail', ({ request }) => {
    const game = findByGameId(new URL(request.url).searchParams.get('gameId'));
    return game ? ok(infoOf(game)) : GAME_NOT_FOUND();
  }),
  http.get('*/speed/mobile/game/recommendgame', ({ request }) => {
    const platform = parsePlatform(new URL(request.url).searchParams.get('platform')) ?? 'app';
    const games = gameRecords().filter((g) => !g.comingSoon && g.platform === platform);
    return ok(sortGames(games, 'hot').slice(0, RECOMMEND_SIZE).map(summaryOf));
  }),
  http.post('*/sgame/index/qryUserVipInfo', async ({ request }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    const body = await readBody(request);
    if (!findByServerId(str(body, 'serverId'))) return GAME_NOT_FOUND();
    const vip = db().games.vip[auth.user.phone];
    return ok({ endDateTs: vip?.endDateTs ?? 0, vipLevel: vip?.vipLevel ?? 0 });
  }),
];
