// @vitest-environment node
// Behaviour across files: the service calls SPEC names that no screen test makes — token fetches, dictionaries, activity and leigod calls, the older auth calls (services/auth.ts, common.ts, activity.ts, leigod.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGNS } from '@/lib/activity-types';
import { http } from '@/lib/http';
import * as activity from '@/services/activity';
import { exchangeToken, findOneLoginToken } from '@/services/auth';
import { getDictText, getOpDictItems } from '@/services/common';
import * as leigod from '@/services/leigod';
import { setSandboxClock } from '@/sandbox/db';
import { cst } from '@/sandbox/seed/activity/time';
import { freshSandbox, loginBySms } from '../support/sandbox-calls';

/**
 * The calls SPEC §7 lists that no screen makes, against the sandbox handlers:
 * each answers as its JSDoc says. (findSearchServer, mobile game detail / recommendgame and
 * classify/article/list: tests/services/games.test.ts and content-services.test.ts.)
 */

let token: string | undefined;
const warnings: string[] = [];

beforeAll(() => {
  http.setHooks({ getToken: () => token, warn: (m) => void warnings.push(m), onAuthExpired: () => undefined, isOnline: () => true });
});
beforeEach(() => {
  freshSandbox();
  setSandboxClock(() => cst(2026, 11, 22, 10));
  token = undefined;
  warnings.length = 0;
});
afterAll(() => {
  http.setHooks({ getToken: () => undefined, warn: () => undefined, onAuthExpired: () => undefined, isOnline: () => true });
});

const login = async (phone = '13800138000') => (token = (await loginBySms(phone)).retData.token);

describe('token fetches: a failure is logged and yields an empty value (SPEC §8)', () => {
  it('exchangeToken: another app\'s valid token → a site token; a bad one → "" and a log line, no toast', async () => {
    const site = await login();
    token = undefined;
    const exchanged = await exchangeToken(site, 'nn_client');
    expect(exchanged).toMatch(/^[0-9a-f]{32,}$/);
    expect(exchanged).not.toBe(site);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await exchangeToken('nope', 'nn_client')).toBe('');
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[auth\] exchangeToken failed \(auth_40001/));
    } finally {
      warn.mockRestore();
    }
  });

  it('findOneLoginToken: logged in → the jwt; logged out → "" and a log line', async () => {
    await login();
    expect(await findOneLoginToken()).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    token = undefined;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(await findOneLoginToken()).toBe('');
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]![0]).toMatch(/findOneLoginToken failed/);
    } finally {
      warn.mockRestore();
    }
  });

  it('a network failure yields "" too', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    http.setHooks({ getToken: () => undefined, warn: () => undefined, onAuthExpired: () => undefined, isOnline: () => false });
    try {
      expect(await findOneLoginToken()).toBe('');
      expect(await exchangeToken('x', 'y')).toBe('');
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      warn.mockRestore();
      http.setHooks({ getToken: () => token, warn: (m) => void warnings.push(m), onAuthExpired: () => undefined, isOnline: () => true });
    }
  });
});

describe('dictionaries', () => {
  it('getDictText: the text of one value, "" for an unknown one', async () => {
    expect((await getDictText('edge_Judgment_switch', '1')).data).toBe('edge_Judgment_switch');
    expect((await getDictText('edge_Judgment_switch', '9')).data).toBe('');
  });

  it('getOpDictItems: GET /opapi/common/comm/dict/getDictItems/{dictcode}', async () => {
    const items = (await getOpDictItems('speed_vip')).data;
    expect(items).toEqual([{ text: '推荐套餐', value: '年卡会员，季卡会员，月卡会员' }]);
  });
});

describe('activity and leigod calls', () => {
  it('popu/getLottryRecordDetail: one of the caller\'s records', async () => {
    await login();
    const first = (await activity.listLotteryRecords(CAMPAIGNS.nnActivity)).list[0]!;
    const detail = await activity.getLotteryRecordDetail(first.id);
    expect(detail).toMatchObject({ id: first.id, giftName: first.giftName });
  });

  it('national21/luckRecord: the latest wins, names masked', async () => {
    const wins = await activity.listNational21Wins(CAMPAIGNS.summer);
    expect(wins.length).toBeGreaterThan(0);
    for (const w of wins) expect(w.nickName).not.toMatch(/^1\d{10}$/);
  });

  it('leigod package/level: purchases so far and the repurchase flag', async () => {
    const { account_token } = await leigod.exchangeLeigodToken(await login('13900139000'));
    expect(await leigod.getLeigodLevel({ account_token, activity_id: CAMPAIGNS.gqlx })).toEqual({ level: 0, repurchase: false });
  });
});

describe('auth calls no screen makes: checkOldTelnum, the older gt/register path, gt/validate', () => {
  it('checkOldTelnum needs the account (no phone oracle for strangers); the older gt/register path answers like the v1 one', async () => {
    const { checkOldTelnum, registerGtLegacy, validateGt } = await import('@/services/auth');
    const { setCaptchaMode } = await import('@/sandbox/model/captcha');
    // The sandbox reads it as the logged-in user confirming their current phone: without a login it
    // refuses, whatever the phone (sandbox/handlers/auth.ts).
    await expect(checkOldTelnum('13800138000')).rejects.toMatchObject({ code: 'auth_40001' });
    setCaptchaMode('slide');
    const legacy = (await registerGtLegacy('13800138000')).data;
    expect(Object.keys(legacy).sort()).toEqual(expect.arrayContaining(['challenge', 'gt', 'new_captcha', 'success']));
    const refused = { geetest_challenge: legacy.challenge, geetest_validate: 'f'.repeat(32), geetest_seccode: `${'f'.repeat(32)}|jordan` };
    await expect(validateGt(refused, { ignoreError: true })).rejects.toMatchObject({ code: 'CAPTCHA_ERROR' });
  });
});
