// @vitest-environment node
// Behaviour across files: the sandbox's game API — the catalogue seed, search, reads, ratings, remarks and likes, VIP info (sandbox/handlers/games/*, seed/games/*).
import { beforeEach, describe, expect, it } from 'vitest';
import type { GameInfo, GameRemark, GameScore, GameSummary, PraiseState, RankedGame, ServerRef, UserVipInfo } from '@/lib/game-types';
import { mutate } from '@/sandbox/db';
import { seedState } from '@/sandbox/seed';
import { gameRecords } from '@/sandbox/seed/games';
import { call, freshSandbox, loginBySms, post } from '../support/sandbox-calls';

const BIZ = '/nchannel/channel/business';
const PUBG = { gameId: 101, serverId: 10231 };
const KINGS = gameRecords().find((g) => g.gameName === '王者荣耀')!;

const search = (body: Record<string, unknown>) => post<GameSummary[]>('/speed/mobile/game/seo/repo', body);
const token = async (phone = '13800138000') => (await loginBySms(phone)).retData.token;

describe('game catalogue seed', () => {
  beforeEach(freshSandbox);

  it('has at least 60 games on both platforms, with new (8) and coming-soon (9) games', () => {
    const games = gameRecords();
    expect(games.length).toBeGreaterThanOrEqual(60);
    expect(games.some((g) => g.platform === 'pc')).toBe(true);
    expect(games.some((g) => g.platform === 'app')).toBe(true);
    for (const id of [8, 9]) expect(games.filter((g) => g.labels.some((l) => l.labelId === id)).length).toBeGreaterThanOrEqual(5);
    expect(new Set(games.map((g) => g.gameId)).size).toBe(games.length);
    expect(new Set(games.map((g) => g.serverId)).size).toBe(games.length);
  });

  it('is deterministic', () => {
    expect(JSON.stringify(seedState().comments)).toBe(JSON.stringify(seedState().comments));
    expect(seedState().games).toEqual(seedState().games);
  });

  it('labels, bms labels and areas', async () => {
    const labels = (await call<{ labelId: number; labelName: string }[]>('/speed/gamemaster/label/list')).body.retData;
    expect(labels.slice(0, 2)).toEqual([{ labelId: 8, labelName: '新游' }, { labelId: 9, labelName: '即将上线' }]);
    const bms = (await call<{ labelId: number; gameCount: number }[]>('/speed/gamemaster/label/bms/list')).body.retData;
    expect(bms.length).toBeGreaterThan(labels.length);
    expect(bms.find((l) => l.labelId === 16)?.gameCount).toBe(0);
    const areas = (await call<{ areaName: string }[]>('/speed/area/list')).body.retData.map((a) => a.areaName);
    expect(areas).toEqual(expect.arrayContaining(['国服', '亚服', '美服', '欧服', '日服', '港服']));
  });
});

describe('search', () => {
  beforeEach(freshSandbox);

  it('finds by name and alias, case-insensitively', async () => {
    expect((await search({ serverName: '绝地' })).retData.map((g) => g.gameName)).toEqual(['绝地求生']);
    expect((await search({ serverName: 'pUbG' })).retData.map((g) => g.gameId)).toContain(PUBG.gameId);
    const { body } = await call<GameSummary[]>(`${BIZ}/findSearchServer?keyword=${encodeURIComponent('英雄')}&pageNo=1&pageSize=50`);
    expect(body.retData.map((g) => g.gameName)).toEqual(expect.arrayContaining(['英雄联盟', 'Apex 英雄', '英雄联盟手游']));
    expect(body.total).toBe(body.retData.length);
  });

  it('filters by labels given as an array or a comma string; unknown labels give an empty list', async () => {
    const soon = await search({ labelIds: [9], size: 100 });
    expect(soon.retData.length).toBeGreaterThan(0);
    expect(soon.retData.every((g) => g.labels.some((l) => l.labelId === 9))).toBe(true);
    const both = await search({ labelIds: '8,1', size: 100 });
    expect(both.retData.every((g) => [8, 1].every((id) => g.labels.some((l) => l.labelId === id)))).toBe(true);
    for (const labelIds of [[999], '8,999', 'abc', [{}]]) {
      const res = await search({ labelIds });
      expect(res).toMatchObject({ retCode: '100', retData: [], total: 0 });
    }
  });

  it.each(['%', '_', '.*', "' OR 1=1 --", '😀', '[微笑]', '绝'.repeat(200), 'x'.repeat(5000)])('hostile keyword %#', async (serverName) => {
    const res = await search({ serverName });
    expect(res.retCode).toBe('100');
    expect(res.retData).toEqual([]);
  });

  it('pages by 24 without overlap, and sorts by new and score', async () => {
    const first = await search({ no: 1 });
    const second = await search({ no: 2 });
    expect(first.retData).toHaveLength(24);
    expect(first.total).toBe(gameRecords().length);
    const ids = new Set(first.retData.map((g) => g.gameId));
    expect(second.retData.some((g) => ids.has(g.gameId))).toBe(false);
    const hot = first.retData.map((g) => g.hot);
    expect(hot).toEqual([...hot].sort((a, b) => b - a));
    const newest = (await search({ sortFlied: 'new' })).retData.map((g) => g.releaseDate);
    expect(newest).toEqual([...newest].sort().reverse());
    const scores = (await search({ sortFlied: 'score', platform: 'app' })).retData;
    expect(scores.every((g) => g.platform === 'app')).toBe(true);
    expect(scores.map((g) => g.score)).toEqual([...scores.map((g) => g.score)].sort((a, b) => b - a));
  });

  it('findServerByParam filters by label, area and platform', async () => {
    const { body } = await call<GameSummary[]>(`${BIZ}/findServerByParam?labelId=2&platform=app&pageSize=50`);
    expect(body.retData.map((g) => g.gameName)).toEqual(expect.arrayContaining(['王者荣耀', '英雄联盟手游']));
    expect((await call<GameSummary[]>(`${BIZ}/findServerByParam?areaId=999`)).body.retData).toEqual([]);
  });
});

describe('game reads', () => {
  beforeEach(freshSandbox);

  it('info, server by id, mobile detail; unknown ids', async () => {
    const info = (await call<GameInfo>(`${BIZ}/findGameInfo/${PUBG.gameId}`)).body.retData;
    expect(info).toMatchObject({ ...PUBG, gameName: '绝地求生', platform: 'pc', cover: '/games/101-cover.webp', hasCombatRecord: true });
    expect(info.intro.length).toBeGreaterThan(20);
    expect(info.areas.length).toBeGreaterThan(1);
    expect((await call<ServerRef>(`${BIZ}/findServerById/${PUBG.serverId}`)).body.retData).toEqual({ ...PUBG, gameName: '绝地求生' });
    expect((await call<GameInfo>(`/speed/mobile/game/detail?gameId=${KINGS.gameId}`)).body.retData.platform).toBe('app');
    for (const path of [`${BIZ}/findGameInfo/99999`, `${BIZ}/findGameInfo/abc`, `${BIZ}/findServerById/1`, `/speed/mobile/game/detail?gameId=-1`, `${BIZ}/findCombatRecord`]) {
      expect((await call(path)).body).toMatchObject({ retCode: 'GAME_NOT_FOUND', retMsg: '游戏不存在或已下架', success: false });
    }
  });

  it('shelves: new, coming soon, hot hall, top, may-be-like, by label, combat records, recommend', async () => {
    const news = (await call<GameSummary[]>(`${BIZ}/findNewServer`)).body.retData;
    expect(news.every((g) => g.labels.some((l) => l.labelId === 8))).toBe(true);
    const soon = (await call<GameSummary[]>(`${BIZ}/findComingSoonServer`)).body.retData;
    expect(soon.map((g) => g.releaseDate)).toEqual([...soon.map((g) => g.releaseDate)].sort());
    const hall = (await call<RankedGame[]>(`${BIZ}/findHotHall`)).body.retData;
    expect(hall.map((g) => g.rank)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const top = (await call<RankedGame[]>(`${BIZ}/findTop?platform=pc`)).body.retData;
    expect(top).toHaveLength(10);
    expect(top.every((g) => g.scoreCount >= 100 && g.platform === 'pc')).toBe(true);
    const like = (await call<GameSummary[]>(`${BIZ}/findMayBeLike/${PUBG.gameId}`)).body.retData;
    expect(like.length).toBe(6);
    expect(like.some((g) => g.gameId === PUBG.gameId)).toBe(false);
    const byLabel = await call<GameSummary[]>(`${BIZ}/findServerByLabel/13?pageNo=1&pageSize=3`);
    expect(byLabel.body.retData).toHaveLength(3);
    expect(byLabel.body.total).toBeGreaterThan(3);
    expect((await call(`${BIZ}/findServerByLabel/777`)).body).toMatchObject({ retData: [], total: 0 });
    const records = (await call<{ serverId: number }[]>(`${BIZ}/findCombatRecord?serverId=${PUBG.serverId}`)).body.retData;
    expect(records.length).toBeGreaterThan(0);
    const calm = gameRecords().find((g) => g.gameName === '光·遇')!;
    expect((await call(`${BIZ}/findCombatRecord?serverId=${calm.serverId}`)).body.retData).toEqual([]);
    const recommend = (await call<GameSummary[]>('/speed/mobile/game/recommendgame')).body.retData;
    expect(recommend.every((g) => g.platform === 'app')).toBe(true);
  });
});

describe('ratings', () => {
  beforeEach(freshSandbox);

  it('needs a login', async () => {
    expect((await post(`${BIZ}/addGameScore`, { serverId: PUBG.serverId, score: 5 })).retCode).toBe('auth_40001');
    expect((await post(`${BIZ}/addGameScore`, { serverId: PUBG.serverId, score: 5 }, { token: 'nope' })).retCode).toBe('auth_40001');
  });

  it.each([0, 6, 4.5, '', 'five', null, -1])('refuses score %j', async (score) => {
    const res = await post(`${BIZ}/addGameScore`, { serverId: PUBG.serverId, score }, { token: await token() });
    expect(res).toMatchObject({ retCode: 'SCORE_INVALID', retMsg: '评分需在1~5分之间' });
  });

  it('one rating per user, changeable; others see it in the counts but not as theirs', async () => {
    const t = await token();
    const before = (await call<GameScore>(`${BIZ}/findGameScore/${PUBG.gameId}`)).body.retData;
    expect(before.myScore).toBeNull();
    expect(before.score).toBe(Math.round(before.score * 10) / 10);
    const rated = await post<GameScore>(`${BIZ}/addGameScore`, { serverId: PUBG.serverId, score: 5 }, { token: t });
    expect(rated.retData).toMatchObject({ myScore: 5, count: before.count + 1 });
    expect(rated.retData.distribution['5']).toBe(before.distribution['5'] + 1);
    const changed = await post<GameScore>(`${BIZ}/addGameScore`, { serverId: PUBG.serverId, score: '2' }, { token: t });
    expect(changed.retData).toMatchObject({ myScore: 2, count: before.count + 1 });
    expect(changed.retData.distribution).toMatchObject({ '5': before.distribution['5'], '2': before.distribution['2'] + 1 });
    const mine = (await call<GameScore>(`${BIZ}/findGameScore/${PUBG.gameId}`, { headers: { token: t } })).body.retData;
    expect(mine.myScore).toBe(2);
    const other = (await call<GameScore>(`${BIZ}/findGameScore/${PUBG.gameId}`, { headers: { token: await token('13900139000') } })).body.retData;
    expect(other).toMatchObject({ myScore: null, count: before.count + 1 });
    expect((await post(`${BIZ}/addGameScore`, { serverId: 42, score: 3 }, { token: t })).retCode).toBe('GAME_NOT_FOUND');
  });
});

describe('remarks and likes', () => {
  beforeEach(freshSandbox);
  const remarks = (query: string, headers: Record<string, string> = {}) => call<GameRemark[]>(`${BIZ}/findRemark?${query}`, { headers });

  it('pages newest first with the total; index is the first page', async () => {
    const index = await call<GameRemark[]>(`${BIZ}/findRemarkIndex?serverId=${PUBG.serverId}`);
    expect(index.body.retData).toHaveLength(10);
    expect(index.body.total).toBeGreaterThan(10);
    const page2 = await remarks(`serverId=${PUBG.serverId}&pageNo=2&pageSize=10`);
    expect(page2.body.retData[0]!.createTime).toBeLessThanOrEqual(index.body.retData[9]!.createTime);
    expect(page2.body.retData.some((r) => index.body.retData.some((i) => i.remarkId === r.remarkId))).toBe(false);
    expect(index.body.retData.every((r) => r.praised === false && typeof r.nickName === 'string')).toBe(true);
    const all = (await remarks(`serverId=${PUBG.serverId}&pageSize=50`)).body.retData;
    expect(Math.max(...all.map((r) => r.praise))).toBeGreaterThanOrEqual(10_000);
  });

  it('adds a comment with emoji tokens counted as one character', async () => {
    const t = await token();
    const add = (content: unknown) => post<GameRemark>(`${BIZ}/addNoticeRemark`, { serverId: PUBG.serverId, content }, { token: t });
    const exact = `${'好'.repeat(199)}[微笑]`;
    const res = await add(exact);
    expect(res.retData).toMatchObject({ content: exact, nickName: '电竞小王', praise: 0, praised: false });
    expect((await add('[微笑]'.repeat(200))).retCode).toBe('100');
    expect(await add(`${'好'.repeat(200)}[微笑]`)).toMatchObject({ retCode: 'COMMENT_TOO_LONG', retMsg: '当前输入内容超出限制长度' });
    for (const empty of ['', '   ', 42]) expect(await add(empty)).toMatchObject({ retCode: 'COMMENT_EMPTY', retMsg: '评论内容不能为空' });
    const first = (await remarks(`serverId=${PUBG.serverId}&pageSize=1`)).body.retData[0];
    expect(first?.content).toBe('[微笑]'.repeat(200));
    expect((await post(`${BIZ}/addNoticeRemark`, { serverId: PUBG.serverId, content: 'hi' })).retCode).toBe('auth_40001');
  });

  it('a remark is the stored comment under the catalogue\'s names, normalised on display like an article comment', async () => {
    mutate((s) => {
      s.comments[`game:${PUBG.serverId}`][0].content = '旧\u200b评\u202e论\u2028尾';
    });
    const [first] = (await remarks(`serverId=${PUBG.serverId}&pageSize=1`)).body.retData;
    expect(Object.keys(first!).sort()).toEqual(['avatar', 'content', 'createTime', 'nickName', 'praise', 'praised', 'remarkId']);
    expect(first!.content).toBe('旧评论 尾');
  });

  it('likes toggle per user and the counts follow', async () => {
    const a = await token();
    const b = await token('13900139000');
    const [target] = (await remarks(`serverId=${PUBG.serverId}`)).body.retData;
    const like = (t: string) => post<PraiseState>(`${BIZ}/modifyRemarkPraise`, { remarkId: target!.remarkId }, { token: t });
    expect((await like(a)).retData).toEqual({ praised: true, praise: target!.praise + 1 });
    expect((await like(b)).retData).toEqual({ praised: true, praise: target!.praise + 2 });
    expect((await like(a)).retData).toEqual({ praised: false, praise: target!.praise + 1 });
    const seenByB = (await remarks(`serverId=${PUBG.serverId}`, { token: b })).body.retData.find((r) => r.remarkId === target!.remarkId);
    expect(seenByB).toMatchObject({ praised: true, praise: target!.praise + 1 });
    expect((await post(`${BIZ}/modifyRemarkPraise`, { remarkId: target!.remarkId })).retCode).toBe('auth_40001');
    expect((await post(`${BIZ}/modifyRemarkPraise`, { remarkId: 1 }, { token: a })).retCode).toBe('REMARK_NOT_FOUND');
  });
});

describe('qryUserVipInfo', () => {
  beforeEach(freshSandbox);

  it('answers the membership end for the caller and needs a login', async () => {
    const ask = (t?: string) => post<UserVipInfo>('/sgame/index/qryUserVipInfo', { serverId: PUBG.serverId }, t ? { token: t } : {});
    expect((await ask()).retCode).toBe('auth_40001');
    const member = await token();
    expect((await ask(member)).retData).toEqual({ endDateTs: Date.UTC(2030, 11, 31, 15, 59, 59), vipLevel: 2 });
    expect((await ask(await token('13700137000'))).retData).toEqual({ endDateTs: 0, vipLevel: 0 });
    expect((await post('/sgame/index/qryUserVipInfo', { serverId: 7 }, { token: member })).retCode).toBe('GAME_NOT_FOUND');
  });
});
