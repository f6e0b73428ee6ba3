// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http } from '@/lib/http';
import * as games from '@/services/games';
import { discardSandboxRuntime } from '@/sandbox/db';
import { loginBySms } from '../support/sandbox-calls';

/** The services over the real client, answered in-process by the gateway (as in getStaticProps). */

let token: string | undefined;
const warnings: string[] = [];

beforeAll(() => {
  http.setHooks({ getToken: () => token, warn: (m) => void warnings.push(m), onAuthExpired: () => undefined, isOnline: () => true });
});
beforeEach(() => {
  discardSandboxRuntime();
  token = undefined;
  warnings.length = 0;
});
afterEach(() => {
  token = undefined;
});
afterAll(() => {
  http.setHooks({ getToken: () => undefined, warn: () => undefined, onAuthExpired: () => undefined, isOnline: () => true });
});

describe('services/games', () => {
  it('searches with size 24 and returns list + total', async () => {
    const page = await games.searchGameRepo({ serverName: '英雄' });
    expect(page.total).toBe(page.list.length);
    expect(page.list.map((g) => g.gameName)).toContain('英雄联盟');
    const all = await games.searchGameRepo({});
    expect(all.list).toHaveLength(24);
    expect((await games.searchGameRepo({ labelIds: [12345] })).list).toEqual([]);
    expect((await games.searchGames('DOTA')).list[0]?.gameName).toBe('DOTA2');
  });

  it('reads a game, its score, remarks, shelves, labels and areas', async () => {
    const ref = await games.getServerById(10231);
    expect(ref).toEqual({ serverId: 10231, gameId: 101, gameName: '绝地求生' });
    const info = await games.getGameInfo(ref.gameId);
    expect(info.labels.length).toBeGreaterThan(0);
    expect((await games.getMobileGameDetail(ref.gameId)).gameName).toBe('绝地求生');
    const score = await games.getGameScore(ref.gameId);
    expect(score.myScore).toBeNull();
    const index = await games.getRemarkIndex(ref.serverId);
    expect(index.list).toHaveLength(10);
    expect((await games.listRemarks(ref.serverId, { pageNo: 2, pageSize: 5 })).list).toHaveLength(5);
    expect((await games.listMayBeLike(ref.gameId)).length).toBe(6);
    expect((await games.listGamesByLabel(9)).total).toBeGreaterThan(0);
    expect((await games.listNewGames()).length).toBeGreaterThan(0);
    expect((await games.listComingSoon()).length).toBeGreaterThan(0);
    expect((await games.listHotHall('pc'))[0]?.rank).toBe(1);
    expect((await games.listTop()).length).toBe(10);
    expect((await games.listCombatRecords(ref.serverId)).length).toBeGreaterThan(0);
    expect((await games.listLabels()).map((l) => l.labelId)).toEqual(expect.arrayContaining([8, 9]));
    expect((await games.listBmsLabels()).length).toBeGreaterThan(0);
    expect((await games.listAreas()).length).toBeGreaterThan(5);
    expect((await games.listRecommendGames()).every((g) => g.platform === 'app')).toBe(true);
    expect((await games.findServersByParam({ labelId: 2, platform: 'app' })).list.length).toBeGreaterThan(0);
  });

  it('rejects an unknown game with the server message', async () => {
    await expect(games.getGameInfo(424242)).rejects.toMatchObject({ code: 'GAME_NOT_FOUND', msg: '游戏不存在或已下架' });
    expect(warnings).toEqual(['游戏不存在或已下架']);
  });

  it('rates, comments, likes and reads VIP info when logged in', async () => {
    token = (await loginBySms('13900139000')).retData.token;
    expect((await games.rateGame(10231, 4)).myScore).toBe(4);
    expect((await games.getGameScore(101)).myScore).toBe(4);
    const remark = await games.addRemark(10231, '延迟稳定在20ms[点赞]');
    expect(remark.content).toBe('延迟稳定在20ms[点赞]');
    expect(await games.toggleRemarkPraise(remark.remarkId)).toEqual({ praised: true, praise: 1 });
    expect(await games.toggleRemarkPraise(remark.remarkId)).toEqual({ praised: false, praise: 0 });
    expect((await games.getUserVipInfo(10231)).vipLevel).toBe(1);
    await expect(games.rateGame(10231, 9)).rejects.toMatchObject({ code: 'SCORE_INVALID' });
  });
});
