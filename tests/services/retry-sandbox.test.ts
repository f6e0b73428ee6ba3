// @vitest-environment node
// Behaviour across files: which calls are retried against the sandbox's handlers (lib/http; services/activity.ts, common.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGNS, type DrawCount } from '@/lib/activity-types';
import { http } from '@/lib/http';
import { gateway } from '@/server/gateway/handler';
import { faults } from '@/sandbox/db';
import { cst } from '@/sandbox/seed/activity/time';
import {
  getActivityGift,
  getDrawCount,
  getMyDraws,
  getPool,
  giveOrderDraws,
  listLotteryRecords,
  luckDraw,
  luckDrawV2,
  national21Draw,
} from '@/services/activity';
import { getVersions } from '@/services/common';
import { freshSandbox, gwRequest, useSandboxClock } from '../support/sandbox-calls';
import { siteToken } from '../support/activity-calls';

/**
 * The services against the sandbox's own handlers, through the shared client as the server uses it
 * (in-process gateway, SERVER_CALL: one retry). A 502 fault with `times: 5` counts the attempts:
 * each one that reaches the sandbox uses one.
 */

let token: string | undefined;
const warnings: string[] = [];
http.setHooks({ getToken: () => token, warn: (m) => warnings.push(m), onAuthExpired: () => undefined, isOnline: () => true });

const addFault = (fault: object) => gateway(gwRequest('/__sandbox/faults', { method: 'POST', body: fault }));

/** Attempts that reached the sandbox while a `times: 5` fault on `path` stood. */
async function attemptsAgainst502(path: string, call: () => Promise<unknown>): Promise<number> {
  faults().length = 0;
  await addFault({ path, status: 502, times: 5 });
  await expect(call()).rejects.toMatchObject({ msg: '网络异常:【502】', success: false });
  const left = faults().find((f) => f.path === path)?.times ?? 0;
  faults().length = 0;
  return 5 - left;
}

beforeEach(async () => {
  freshSandbox();
  useSandboxClock(cst(2026, 11, 22, 10));
  warnings.length = 0;
  token = await siteToken();
});

describe('retry against the sandbox handlers', () => {
  it.each([
    ['luckDraw', '/activity/activity/gift/luckDraw', () => luckDraw(CAMPAIGNS.nnActivity)],
    ['luckDrawV2', '/activity/activity/gift/v2/luckDraw', () => luckDrawV2(CAMPAIGNS.redEnvelope)],
    ['giveOrderDraws', '/activity/activity/gift/validOrderGiveDraw', () => giveOrderDraws(CAMPAIGNS.nnActivity)],
    ['getActivityGift', '/activity/popu/getGift', () => getActivityGift(CAMPAIGNS.nnNewVip)],
    ['national21Draw', '/activity/national21/luckDraw', () => national21Draw(CAMPAIGNS.summer)],
  ])('%s (changes state) hit by a 502 is called exactly once', async (_name, path, call) => {
    expect(await attemptsAgainst502(path, call)).toBe(1);
  });

  it.each([
    ['getDrawCount', '/activity/activity/gift/user/lottryNum', () => getDrawCount(CAMPAIGNS.nnActivity)],
    ['getPool', '/activity/activity/gift/pool', () => getPool(CAMPAIGNS.nnActivity)],
    ['getMyDraws', '/activity/national21/qryMyDraw', () => getMyDraws(CAMPAIGNS.summer)],
    ['getVersions', '/nn-version/share/channel', () => getVersions()],
  ])('%s (reads) hit by a 502 is retried', async (_name, path, call) => {
    expect(await attemptsAgainst502(path, call)).toBe(2);
  });

  it('a draw whose answer is lost after it committed (after: true) is spent exactly once', async () => {
    const id = CAMPAIGNS.nnActivity;
    const before = await getDrawCount(id);
    const recordsBefore = (await listLotteryRecords(id)).total;
    // Slot 0 (a physical prize) becomes a record; 谢谢参与 would not.
    await gateway(gwRequest('/__sandbox/draw', { method: 'POST', body: { activityId: id, slot: 0 } }));
    await addFault({ path: '/activity/activity/gift/luckDraw', status: 502, after: true });
    await expect(luckDraw(id)).rejects.toMatchObject({ msg: '网络异常:【502】' });
    faults().length = 0;
    const after: DrawCount = await getDrawCount(id);
    expect(after.used).toBe(before.used + 1);
    expect(after.remain).toBe(before.remain - 1);
    expect((await listLotteryRecords(id)).total).toBe(recordsBefore + 1);
  });

  it('a dropped connection after the commit spends one draw too', async () => {
    const id = CAMPAIGNS.nnActivity;
    await addFault({ path: '/activity/activity/gift/luckDraw', body: 'drop', after: true });
    await expect(luckDraw(id)).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    faults().length = 0;
    expect((await getDrawCount(id)).used).toBe(1);
  });
});
