// @vitest-environment node
// Behaviour across files: the sandbox's auth API — registerLogin, pwdLogin, forgetPwd, tokens and the user info (sandbox/handlers/auth.ts; model/users.ts, passwords.ts, tokens.ts, sms.ts).
import { md5 } from 'js-md5';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@/sandbox/db';
import { freshSandbox, loginBySms, post, sendSms, smsCode, useSandboxClock, type LoginData } from '../support/sandbox-calls';

const NEW_PHONE = '15012348000';
const pwdLogin = (username: string, password: string) =>
  post<LoginData>('/u-nnpc/api/v2/user/pwdLogin', {
    countryCode: '86',
    pwdEncry: md5(password),
    type: 'phone',
    username,
    pwd: md5(password),
    loginType: 'phone',
  });
const userInfo = (token: string) => post('/u-nnpc/getUserInfoByToken', {}, { token });

describe('sandbox auth', () => {
  let clock: ReturnType<typeof useSandboxClock>;
  beforeEach(() => {
    freshSandbox();
    clock = useSandboxClock();
  });

  describe('registerLogin', () => {
    it('registers a new phone with a generated profile and the marketing source', async () => {
      const res = await loginBySms(NEW_PHONE, { marketingSource: 'bilibili_ad', registerCanal: 'guanwang' });
      expect(res).toMatchObject({ retCode: '100', success: true });
      expect(res.retData).toEqual({
        token: expect.stringMatching(/^[0-9a-f]{32}$/),
        nickName: 'NN用户8000',
        nnNumber: expect.stringMatching(/^\d{8}$/),
        userUrlNn: '/images/avatar-default.svg',
      });
      expect(db().users[NEW_PHONE]).toMatchObject({ marketingSource: 'bilibili_ad', registerCanal: 'guanwang' });
    });

    it('logs an existing user in without registering again', async () => {
      const before = Object.keys(db().users).length;
      const res = await loginBySms('13800138000');
      expect(res.retData).toMatchObject({ nickName: '电竞小王', nnNumber: '20480001' });
      expect(Object.keys(db().users)).toHaveLength(before);
    });

    it('gives two new users different account numbers', async () => {
      const a = await loginBySms('15012340001');
      const b = await loginBySms('15012340002');
      expect(a.retData.nnNumber).not.toBe(b.retData.nnNumber);
    });
  });

  describe('pwdLogin', () => {
    it('logs the demo accounts in with their passwords', async () => {
      expect((await pwdLogin('13800138000', 'abc12345')).retData).toMatchObject({ nickName: '电竞小王' });
      expect((await pwdLogin('13900139000', 'qwe123456')).retData).toMatchObject({ nickName: '夜猫子玩家' });
    });

    // No account enumeration: an unknown phone and an account without a password answer exactly
    // like a wrong password.
    it.each([
      ['13600000000', 'abc12345', 'unknown phone'],
      ['13800138000', 'abc123456', 'wrong password'],
      ['13700137000', 'whatever1', 'account without a password'],
    ])('%s / %s (%s) → PWD_ERROR 账号或密码错误', async (phone, password) => {
      expect(await pwdLogin(phone, password)).toEqual({ retCode: 'PWD_ERROR', retMsg: '账号或密码错误', retData: null, success: false, total: 0, retTime: expect.any(Number) });
    });

    it('stores passwords salted-hashed, never as the md5 the client sent', () => {
      const stored = JSON.stringify(db().users);
      expect(stored).not.toContain(md5('abc12345'));
      expect(db().users['13800138000'].pwdHash).toMatch(/^[0-9a-f]{64}$/);
    });
  });

  describe('forgetPwd', () => {
    const reset = async (telNum: string, password: string, smsCode: string) =>
      post('/u-nnpc/forgetPwd', { countryCode: '86', telNum, pwdEncry: md5(password), smsCode });

    it('sets a new password, revokes old tokens, and the new password logs in', async () => {
      const old = (await pwdLogin('13800138000', 'abc12345')).retData.token;
      clock.advance(61_000);
      await sendSms('13800138000');
      const res = await reset('13800138000', 'newPass99', await smsCode('13800138000'));
      expect(res).toMatchObject({ retCode: '100', retMsg: '密码重置成功，请使用新密码登录', retData: null });
      expect((await userInfo(old)).retCode).toBe('auth_10003');
      expect((await pwdLogin('13800138000', 'abc12345')).retCode).toBe('PWD_ERROR');
      expect((await pwdLogin('13800138000', 'newPass99')).retCode).toBe('100');
    });

    it('lets an SMS-only user set a first password', async () => {
      await sendSms('13700137000');
      await reset('13700137000', 'first123', await smsCode('13700137000'));
      expect((await pwdLogin('13700137000', 'first123')).retData).toMatchObject({ nickName: '峡谷清风' });
    });

    it('answers an unknown phone like a known one until the code is right (no account enumeration)', async () => {
      const strip = ({ retTime: _t, ...rest }: { retTime: number }) => rest;
      // No code sent: the same answer for an account and for a phone without one.
      const known = strip(await reset('13900139000', 'x1234567', '123456'));
      expect(strip(await reset('13600000000', 'x1234567', '123456'))).toEqual(known);
      expect(known).toMatchObject({ retCode: 'SMS_CODE_EXPIRED' });
      // A wrong code: the same again.
      for (const phone of ['13900139000', '13600000000']) await sendSms(phone);
      const wrongFor = async (phone: string) => ((await smsCode(phone)) === '000000' ? '000001' : '000000');
      const knownWrong = strip(await reset('13900139000', 'x1234567', await wrongFor('13900139000')));
      expect(strip(await reset('13600000000', 'x1234567', await wrongFor('13600000000')))).toEqual(knownWrong);
      expect(knownWrong).toMatchObject({ retCode: 'SMS_CODE_ERROR' });
      // Only whoever holds the code sent to the phone learns that it has no account.
      expect(await reset('13600000000', 'x1234567', await smsCode('13600000000'))).toMatchObject({ retCode: 'USER_NOT_EXIST', retMsg: '该手机号未注册，请使用验证码登录' });
      expect(db().users['13600000000']).toBeUndefined();
    });

    it('refuses a wrong code', async () => {
      await sendSms('13900139000');
      const code = await smsCode('13900139000');
      const wrong = code === '000000' ? '000001' : '000000';
      expect((await reset('13900139000', 'x1234567', wrong)).retCode).toBe('SMS_CODE_ERROR');
      expect((await pwdLogin('13900139000', 'qwe123456')).retCode).toBe('100');
    });
  });

  describe('tokens', () => {
    it('answers the profile without the token', async () => {
      const { token } = (await pwdLogin('13900139000', 'qwe123456')).retData;
      const res = await userInfo(token);
      expect(res.retData).toEqual({ nickName: '夜猫子玩家', nnNumber: '20480002', userUrlNn: '/images/avatar-default.svg' });
    });

    it('answers auth_40001 for an unknown or missing token', async () => {
      expect(await userInfo('0'.repeat(32))).toMatchObject({ retCode: 'auth_40001', retMsg: '登录信息无效' });
      expect((await post('/u-nnpc/getUserInfoByToken')).retCode).toBe('auth_40001');
    });

    it('expires a token after 7 days (auth_40002)', async () => {
      const { token } = (await pwdLogin('13900139000', 'qwe123456')).retData;
      clock.advance(7 * 24 * 3600_000 - 1000);
      expect((await userInfo(token)).retCode).toBe('100');
      clock.advance(2000);
      expect(await userInfo(token)).toMatchObject({ retCode: 'auth_40002', retMsg: '登录已过期' });
    });

    it('logout revokes the token (auth_10003)', async () => {
      const { token } = (await pwdLogin('13900139000', 'qwe123456')).retData;
      expect((await post('/u-nnpc/logout', { appId: 'nn_web', token })).retCode).toBe('100');
      expect(await userInfo(token)).toMatchObject({ retCode: 'auth_10003', retMsg: '账号已在其他地方登录或已退出' });
    });

    it('exchanges a valid token for a new one', async () => {
      const { token } = (await pwdLogin('13900139000', 'qwe123456')).retData;
      const res = await post<string>('/u-nnpc/exchangeToken', { exchangedToken: token, exchangedAppId: 'nn_client' });
      expect(res.retData).toMatch(/^[0-9a-f]{32}$/);
      expect(res.retData).not.toBe(token);
      expect((await userInfo(res.retData)).retData).toMatchObject({ nickName: '夜猫子玩家' });
      expect((await post('/u-nnpc/exchangeToken', { exchangedToken: 'nope', exchangedAppId: 'x' })).retCode).toBe('auth_40001');
    });

    it('issues a 5-minute jwt to a signed-in user only', async () => {
      const { token } = (await pwdLogin('13900139000', 'qwe123456')).retData;
      const res = await post<{ jwtToken: string }>('/u-nnpc/api/v3/info/nn/findOneLoginToken', {}, { token });
      const [header, payload, signature] = res.retData.jwtToken.split('.');
      expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { iat: number; exp: number; sub: string };
      expect(claims.exp - claims.iat).toBe(300);
      expect(claims.sub).toBe('20480002');
      expect(signature.length).toBeGreaterThan(20);
      expect((await post('/u-nnpc/api/v3/info/nn/findOneLoginToken')).retCode).toBe('auth_40001');
    });
  });

  it("checkOldTelnum confirms the signed-in account's own phone; another account's and an unknown phone get one answer", async () => {
    const { token } = (await pwdLogin('13900139000', 'qwe123456')).retData;
    expect(await post('/u-nnpc/checkOldTelnum', { telNum: '13900139000' }, { token })).toMatchObject({ retCode: '100', retData: null });
    const strip = ({ retTime: _t, ...rest }: { retTime: number }) => rest;
    const other = strip(await post('/u-nnpc/checkOldTelnum', { telNum: '13800138000' }, { token }));
    expect(other).toEqual({ retCode: 'OLD_TELNUM_ERROR', retMsg: '原手机号不正确', retData: null, success: false, total: 0 });
    expect(strip(await post('/u-nnpc/checkOldTelnum', { telNum: '13600000000' }, { token }))).toEqual(other);
    // Without an account it says nothing about any phone.
    expect((await post('/u-nnpc/checkOldTelnum', { telNum: '13800138000' })).retCode).toBe('auth_40001');
    expect((await post('/u-nnpc/checkOldTelnum', { telNum: '13600000000' })).retCode).toBe('auth_40001');
  });

  // The slide and Tencent-style captchas: tests/sandbox/captcha.test.ts.

  it('findStatus is false by default', async () => {
    expect(await post('/u-nnpc/api/v2/captcha/tx/findStatus')).toMatchObject({ retCode: '100', retData: false });
  });
});
