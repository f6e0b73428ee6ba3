// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '@/lib/http';
import { CAMPAIGNS } from '@/lib/activity-types';
import * as activity from '@/services/activity';
import * as leigod from '@/services/leigod';
import { setSandboxClock } from '@/sandbox/db';
import { cst } from '@/sandbox/seed/activity/time';
import { freshSandbox, loginBySms } from '../support/sandbox-calls';

/** The services over the shared client, answered in-process by the gateway. */

let token: string | undefined;
const warnings: string[] = [];
const authExpired = vi.fn<(silent: boolean) => void>();

beforeAll(() => {
  http.setHooks({ getToken: () => token, warn: (m) => void warnings.push(m), onAuthExpired: authExpired, isOnline: () => true });
});
beforeEach(() => {
  freshSandbox();
  setSandboxClock(() => cst(2026, 11, 22, 10));
  token = undefined;
  warnings.length = 0;
  authExpired.mockClear();
});
afterEach(() => {
  token = undefined;
});
afterAll(() => {
  http.setHooks({ getToken: () => undefined, warn: () => undefined, onAuthExpired: () => undefined, isOnline: () => true });
});

async function login(phone = '13800138000') {
  token = (await loginBySms(phone)).retData.token;
  return token;
}

describe('services/activity', () => {
  it('reads the activity, pool and records (page size 4) with the activityId header', async () => {
    await login();
    const info = await activity.getActivity(CAMPAIGNS.nnActivity);
    expect(info.activityName).toBe('双十一狂欢九宫格');
    expect(await activity.getPool(CAMPAIGNS.nnActivity)).toHaveLength(8);
    const page = await activity.listLotteryRecords(CAMPAIGNS.nnActivity);
    expect(page.list).toHaveLength(4);
    expect(page.total).toBe(5);
    expect((await activity.getDrawCount(CAMPAIGNS.nnActivity)).remain).toBe(3);
    expect((await activity.getMyDraws(CAMPAIGNS.summer)).fromInvites).toBe(3);
  });

  it('rejects any non-zero code with the server message (3001, 3002)', async () => {
    await login('13900139000');
    await expect(activity.luckDraw(CAMPAIGNS.ended, { ignoreError: true })).rejects.toMatchObject({ code: '3001', msg: '抱歉，活动不在有效期', success: false });
    await expect(activity.luckDraw(CAMPAIGNS.nnActivity, { ignoreError: true })).rejects.toMatchObject({ code: '3002', msg: '您还没有抽奖次数,请先充值' });
    expect(warnings).toEqual([]);
    await expect(activity.luckDraw(CAMPAIGNS.nnActivity)).rejects.toMatchObject({ code: '3002' });
    expect(warnings).toEqual(['您还没有抽奖次数,请先充值']);
  });

  it('auth codes clear the user silently (no warning, no login dialog)', async () => {
    token = 'stale-token';
    await expect(activity.getDrawCount(CAMPAIGNS.nnActivity)).rejects.toMatchObject({ code: 'auth_40001' });
    expect(authExpired).toHaveBeenCalledWith(true);
    expect(warnings).toEqual([]);
  });

  it('benefit list: full for the member, [] for the empty account', async () => {
    await login();
    expect((await activity.listUserPowers()).map((b) => b.powerType)).toEqual([3, 4, 5, 6, 7]);
    await login('13900139000');
    expect(await activity.listUserPowers()).toEqual([]);
  });

  it('submits a gift address and resolves with 操作成功!', async () => {
    await login();
    const record = (await activity.listLotteryRecords(CAMPAIGNS.nnActivity)).list.find((r) => r.giftType === 3 && r.cneeStatus === 0)!;
    const form = { id: record.id, cneeName: '王小明', cneeMobile: '13800138000', cneeAddr: '上海市 上海市 浦东新区', cneeAddrDetail: '世纪大道 100 号' };
    expect(await activity.submitGiftAddress(form)).toBe('操作成功!');
    await expect(activity.submitGiftAddress(form, { ignoreError: true })).rejects.toMatchObject({ code: '3012' });
  });
});

describe('services/leigod and the prize widget', () => {
  it('exchanges the token, reads server time, redeems once', async () => {
    const site = await login();
    const { account_token } = await leigod.exchangeLeigodToken(site);
    expect(await leigod.getSystemTime()).toBe(cst(2026, 11, 22, 10));
    const act = await leigod.getLeigodActivity(CAMPAIGNS.gqlx, account_token);
    expect(act.draw_num).toBe(3);
    const page = await leigod.listLeigodPrizes({ activity_id: CAMPAIGNS.gqlx, page: 1, account_token });
    expect(page.list).toHaveLength(4);
    const boost = page.list.find((p) => p.status === 0 && p.award_type === 1)!;
    expect(await leigod.receiveLeigodPrize({ account_token, prize_id: boost.id })).toMatchObject({ code: '0', msg: '兑换成功' });
    await expect(leigod.receiveLeigodPrize({ account_token, prize_id: boost.id }, { ignoreError: true })).rejects.toMatchObject({ code: '3012' });
    const receive = await leigod.receiveLeigodPrize({ account_token, prize_id: (await leigod.takeLeigodPresent({ account_token, activity_id: CAMPAIGNS.gqlx })).prize_id });
    expect(receive).toMatchObject({ code: '0', data: null, success: true });
    expect((await leigod.listLeigodPrizes({ account_token, activity_id: CAMPAIGNS.gqlx, page: 2 })).total).toBe(6);
  });

  it('an invalid site token rejects the exchange and clears the user silently', async () => {
    await expect(leigod.exchangeLeigodToken('nope')).rejects.toMatchObject({ code: 'auth_40001' });
    expect(authExpired).toHaveBeenCalledWith(true);
    expect(warnings).toEqual([]);
  });
});
