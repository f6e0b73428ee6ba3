import { commentShapes } from './content';
import { t, type Contracts } from './schema';

/**
 * Game catalogue (SPEC §7 "Game catalogue": /nchannel/channel/business, /speed, /sgame; §3 "Game:
 * score, remark (comment), praise"): lists, detail, ratings, remarks, labels, the catalogue search
 * and the membership check of the detail page. General envelope (retCode "100"). The fields are
 * the site's own wire types (lib/game-types.ts); SPEC §7 names findServerById's gameId and
 * qryUserVipInfo's endDateTs, and the rest of the calls without their fields.
 */

const label = t.object({ labelId: t.number, labelName: t.string });
const area = t.object({ areaId: t.number, areaName: t.string });

/** GameSummary: a game on a list or shelf. `platform` 'pc' | 'app', `releaseDate` YYYY-MM-DD. */
const summaryFields = {
  serverId: t.number,
  gameId: t.number,
  gameName: t.string,
  platform: t.string,
  cover: t.string,
  icon: t.string,
  labels: t.array(label),
  releaseDate: t.string,
  hot: t.number,
  score: t.number,
  scoreCount: t.number,
};
const summary = t.object(summaryFields);
const games = t.array(summary);
/** RankedGame: a summary with its rank from 1 (hot hall, top list). */
const ranked = t.array(t.object({ ...summaryFields, rank: t.number }));

/** GameInfo: the detail page's game. */
const info = t.object({ ...summaryFields, intro: t.string, developer: t.string, publisher: t.string, areas: t.array(area), hasCombatRecord: t.boolean });

/** GameScore: average, count, the 1–5 distribution and the caller's own rating (null: none or logged out). */
const score = t.object({
  score: t.number,
  count: t.number,
  distribution: t.object({ 1: t.number, 2: t.number, 3: t.number, 4: t.number, 5: t.number }),
  myScore: t.oneOf(t.number, t.null),
});

/** GameRemark: a player's comment on a game; the catalogue names its id and author its own way. */
const remark = t.object({ remarkId: t.number, nickName: t.string, avatar: t.string, ...commentShapes.commentFields });

const combatRecord = t.object({
  recordId: t.number,
  serverId: t.number,
  nickName: t.string,
  avatar: t.string,
  mode: t.string,
  result: t.string,
  kills: t.number,
  deaths: t.number,
  assists: t.number,
  durationSec: t.number,
  delayMs: t.number,
  playedAt: t.number,
});

const BIZ = '/nchannel/channel/business';

export const gameContracts: Contracts = {
  [`GET ${BIZ}/findSearchServer`]: { envelope: 'general', paged: true, data: games, spec: '§7 findSearchServer' },
  [`GET ${BIZ}/findServerByParam`]: { envelope: 'general', paged: true, data: games, spec: '§7 findServerByParam' },
  [`GET ${BIZ}/findGameInfo/:gameId`]: { envelope: 'general', data: info, spec: '§7 findGameInfo/{id}' },
  [`GET ${BIZ}/findMayBeLike/:gameId`]: { envelope: 'general', data: games, spec: '§7 findMayBeLike/{id}' },
  [`GET ${BIZ}/findServerByLabel/:labelId`]: { envelope: 'general', paged: true, data: games, spec: '§7 findServerByLabel/{id}' },
  [`GET ${BIZ}/findNewServer`]: { envelope: 'general', data: games, spec: '§7 findNewServer (label 8)' },
  [`GET ${BIZ}/findComingSoonServer`]: { envelope: 'general', data: games, spec: '§7 findComingSoonServer (label 9)' },
  [`GET ${BIZ}/findHotHall`]: { envelope: 'general', data: ranked, spec: '§7 findHotHall' },
  [`GET ${BIZ}/findTop`]: { envelope: 'general', data: ranked, spec: '§7 findTop' },
  [`GET ${BIZ}/findCombatRecord`]: { envelope: 'general', data: t.array(combatRecord), spec: '§7 findCombatRecord' },
  [`GET ${BIZ}/findGameScore/:gameId`]: { envelope: 'general', data: score, spec: '§7 findGameScore/{id}; §3 Game: score' },
  [`POST ${BIZ}/addGameScore`]: { envelope: 'general', data: score, spec: '§7 addGameScore; §3 Game: score' },
  [`GET ${BIZ}/findRemarkIndex`]: { envelope: 'general', paged: true, data: t.array(remark), spec: '§7 findRemarkIndex; §3 Game: remark' },
  [`GET ${BIZ}/findRemark`]: { envelope: 'general', paged: true, data: t.array(remark), spec: '§7 findRemark; §3 Game: remark' },
  [`POST ${BIZ}/addNoticeRemark`]: { envelope: 'general', data: remark, spec: '§7 addNoticeRemark; §3 Game: remark' },
  [`POST ${BIZ}/modifyRemarkPraise`]: { envelope: 'general', data: commentShapes.praiseState, spec: '§7 modifyRemarkPraise; §3 Game: praise' },
  [`GET ${BIZ}/findServerById/:serverId`]: {
    envelope: 'general',
    data: t.object({ serverId: t.number, gameId: t.number, gameName: t.string }),
    spec: '§7 findServerById/{serverId} (returns gameId)',
  },
  'GET /speed/gamemaster/label/list': { envelope: 'general', data: t.array(label), spec: '§7 label/list' },
  'GET /speed/gamemaster/label/bms/list': {
    envelope: 'general',
    data: t.array(t.object({ labelId: t.number, labelName: t.string, kind: t.string, sort: t.number, gameCount: t.number })),
    spec: '§7 label/bms/list',
  },
  'GET /speed/area/list': { envelope: 'general', data: t.array(area), spec: '§7 area/list' },
  'POST /speed/mobile/game/seo/repo': { envelope: 'general', paged: true, data: games, spec: '§7 seo/repo (no, size 24, sortFlied, serverName, labelIds)' },
  'GET /speed/mobile/game/detail': { envelope: 'general', data: info, spec: '§7 mobile/game/detail' },
  'GET /speed/mobile/game/recommendgame': { envelope: 'general', data: games, spec: '§7 mobile/game/recommendgame' },
  'POST /sgame/index/qryUserVipInfo': { envelope: 'general', data: t.object({ endDateTs: t.number, vipLevel: t.number }), spec: '§7 qryUserVipInfo (serverId; returns endDateTs)' },
};
