// @vitest-environment node
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, freshSandbox, post, sendSms } from './helpers';
import type { PuzzleSpec } from '@/lib/captcha-puzzle';

const PHONE = '13800138000';
const md5 = (s: string) => createHash('md5').update(s).digest('hex');

type Register = { success: number; gt: string; challenge: string; new_captcha: boolean; puzzle?: PuzzleSpec };

/** gt/register with the SPEC §7 headers. */
function register(path = '/u-nnpc/api/v1/gt/register', over: Record<string, string> = {}) {
  const timeStamp = String(Date.now());
  const headers = { reqChannel: '4', countryCode: '86', telNum: PHONE, timeStamp, sign: md5(`${PHONE}${timeStamp}`), ...over };
  return post<Register>(path, {}, headers);
}

const settings = (captcha: string) => call('/__sandbox/settings', { method: 'POST', body: { captcha } });

/** Solves a slide puzzle: {validate, seccode} for the SMS send. */
async function solveSlide(offsetDelta = 0, duration = 900) {
  const reg = (await register()).retData;
  const answer = await post<{ validate: string; seccode: string }>('/u-nnpc/gt/validate', { challenge: reg.challenge, offset: reg.puzzle!.x + offsetDelta, duration });
  return { reg, answer };
}

beforeEach(() => freshSandbox());

describe('slide captcha (geetest-style, SPEC §7 gt/register + gt/validate)', () => {
  beforeEach(async () => {
    await settings('slide');
  });

  it.each(['/u-nnpc/gt/register', '/u-nnpc/api/v1/gt/register'])('%s answers success 1, gt, challenge, new_captcha and the puzzle', async (path) => {
    const res = await register(path);
    expect(res.retData).toMatchObject({ success: 1, gt: expect.stringMatching(/^[0-9a-f]{32}$/), challenge: expect.stringMatching(/^[0-9a-f]{32}$/), new_captcha: true });
    const p = res.retData.puzzle!;
    expect(p).toMatchObject({ width: 300, height: 160, size: 42 });
    expect(p.x).toBeGreaterThanOrEqual(62);
    expect(p.x).toBeLessThanOrEqual(250);
  });

  it('register refuses missing header values with the spec message, and a wrong sign', async () => {
    expect(await register(undefined, { sign: '' })).toMatchObject({ retCode: 'PARAM_ERROR', retMsg: '请传入极验相关参数不能为空!' });
    expect(await register(undefined, { telNum: '' })).toMatchObject({ retMsg: '请传入极验相关参数不能为空!' });
    expect(await register(undefined, { sign: md5('forged') })).toMatchObject({ retCode: 'SIGN_ERROR' });
  });

  it('a send without the geetest result is refused with 请传入极验相关参数不能为空!', async () => {
    expect(await sendSms(PHONE)).toMatchObject({ success: false, retCode: 'PARAM_ERROR', retMsg: '请传入极验相关参数不能为空!' });
  });

  it('a right answer (within 6 px, plausible time) gives a one-time pass that the send carries', async () => {
    const { reg, answer } = await solveSlide(5);
    expect(answer.retCode).toBe('100');
    expect(answer.retData.seccode).toBe(`${answer.retData.validate}|jordan`);
    const result = { geetest_challenge: reg.challenge, geetest_validate: answer.retData.validate, geetest_seccode: answer.retData.seccode };
    expect((await sendSms(PHONE, result)).retCode).toBe('100');
    // Used up: the same result does not pass a second time (the 60 s limit would answer otherwise).
    expect(await sendSms('13900139000', result)).toMatchObject({ retCode: 'CAPTCHA_ERROR', retMsg: '安全验证未通过，请重新验证' });
  });

  it('refuses a made-up pass, a pass for another challenge and a wrong seccode', async () => {
    const { reg, answer } = await solveSlide();
    const { validate, seccode } = answer.retData;
    expect((await sendSms(PHONE, { geetest_challenge: reg.challenge, geetest_validate: 'f'.repeat(32), geetest_seccode: `${'f'.repeat(32)}|jordan` })).retCode).toBe('CAPTCHA_ERROR');
    expect((await sendSms(PHONE, { geetest_challenge: 'a'.repeat(32), geetest_validate: validate, geetest_seccode: seccode })).retCode).toBe('CAPTCHA_ERROR');
    expect((await sendSms(PHONE, { geetest_challenge: reg.challenge, geetest_validate: validate, geetest_seccode: 'x' })).retCode).toBe('CAPTCHA_ERROR');
    expect((await sendSms(PHONE, { geetest_challenge: reg.challenge, geetest_validate: validate, geetest_seccode: seccode })).retCode).toBe('100');
  });

  it('an answer 7 px off, too fast or too slow fails; a challenge is answered once', async () => {
    expect((await solveSlide(7)).answer).toMatchObject({ retCode: 'CAPTCHA_ERROR', retMsg: '验证失败，请重试' });
    expect((await solveSlide(-7)).answer.retCode).toBe('CAPTCHA_ERROR');
    expect((await solveSlide(0, 120)).answer.retCode).toBe('CAPTCHA_ERROR');
    expect((await solveSlide(0, 121_000)).answer.retCode).toBe('CAPTCHA_ERROR');
    const reg = (await register()).retData;
    const wrong = await post('/u-nnpc/gt/validate', { challenge: reg.challenge, offset: reg.puzzle!.x + 30, duration: 800 });
    expect(wrong.retCode).toBe('CAPTCHA_ERROR');
    const retry = await post('/u-nnpc/gt/validate', { challenge: reg.challenge, offset: reg.puzzle!.x, duration: 800 });
    expect(retry.retCode).toBe('CAPTCHA_ERROR');
    expect((await post('/u-nnpc/gt/validate', { challenge: 'f'.repeat(32), offset: 100, duration: 800 })).retCode).toBe('CAPTCHA_ERROR');
  });

  it('password login needs the pass too', async () => {
    const login = { countryCode: '86', username: '13900139000', pwdEncry: md5('qwe123456'), pwd: md5('qwe123456'), type: 'phone', loginType: 'phone' };
    expect(await post('/u-nnpc/api/v2/user/pwdLogin', login)).toMatchObject({ retMsg: '请传入极验相关参数不能为空!' });
    const { reg, answer } = await solveSlide();
    const ok = await post('/u-nnpc/api/v2/user/pwdLogin', { ...login, geetest_challenge: reg.challenge, geetest_validate: answer.retData.validate, geetest_seccode: answer.retData.seccode });
    expect(ok.retCode).toBe('100');
  });
});

describe('Tencent-style captcha (the sandbox issues and checks its tickets)', () => {
  beforeEach(async () => {
    await settings('tencent');
  });

  async function ticket(offsetDelta = 0, duration = 700) {
    const pre = (await post<{ sess: string; puzzle: PuzzleSpec }>('/tcaptcha/prehandle')).retData;
    return post<{ ticket: string; randstr: string }>('/tcaptcha/verify', { sess: pre.sess, offset: pre.puzzle.x + offsetDelta, duration });
  }

  it('findStatus says true; gt/register says success 0 (no slide puzzle)', async () => {
    expect((await post('/u-nnpc/api/v2/captcha/tx/findStatus')).retData).toBe(true);
    expect((await register()).retData).toMatchObject({ success: 0 });
  });

  it('a solved puzzle gives a ticket that passes once; made-up tickets are refused', async () => {
    expect(await sendSms(PHONE, { ticket: 'tr_madeup', randstr: '@abc' })).toMatchObject({ retCode: 'CAPTCHA_ERROR', retMsg: '安全验证未通过，请重新验证' });
    const issued = (await ticket(-6)).retData;
    expect(issued.ticket).toMatch(/^tr0[0-9a-f]{32}$/);
    expect(await sendSms(PHONE, { ticket: issued.ticket, randstr: '@other' })).toMatchObject({ retCode: 'CAPTCHA_ERROR' });
    expect((await sendSms(PHONE, issued)).retCode).toBe('100');
    expect((await sendSms('13900139000', issued)).retCode).toBe('CAPTCHA_ERROR');
  });

  it('a wrong or instant answer gets no ticket', async () => {
    expect((await ticket(8)).retCode).toBe('CAPTCHA_ERROR');
    expect((await ticket(0, 50)).retCode).toBe('CAPTCHA_ERROR');
  });

  it('password login needs a ticket too', async () => {
    const login = { countryCode: '86', username: '13900139000', pwdEncry: md5('qwe123456'), pwd: md5('qwe123456'), type: 'phone', loginType: 'phone' };
    expect(await post('/u-nnpc/api/v2/user/pwdLogin', login)).toMatchObject({ retCode: 'CAPTCHA_REQUIRED' });
    expect((await post('/u-nnpc/api/v2/user/pwdLogin', { ...login, ...(await ticket()).retData })).retCode).toBe('100');
  });
});

describe('none (the default)', () => {
  it('no check is asked for: findStatus false, gt/register success 0, a bare send passes', async () => {
    expect((await post('/u-nnpc/api/v2/captcha/tx/findStatus')).retData).toBe(false);
    expect((await register()).retData).toMatchObject({ success: 0, challenge: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect((await sendSms(PHONE)).retCode).toBe('100');
  });
});

describe('SANDBOX_CAPTCHA', () => {
  it('slide, tencent and on (= tencent) pick the seed setting', async () => {
    const { captchaModeFromEnv } = await import('@/sandbox/model/captcha');
    expect(captchaModeFromEnv('slide')).toBe('slide');
    expect(captchaModeFromEnv('on')).toBe('tencent');
    expect(captchaModeFromEnv('tencent')).toBe('tencent');
    expect(captchaModeFromEnv(undefined)).toBe('none');
    process.env.SANDBOX_CAPTCHA = 'slide';
    try {
      freshSandbox();
      expect((await call('/__sandbox/settings')).body).toEqual({ captchaEnabled: true, captcha: 'slide' });
    } finally {
      delete process.env.SANDBOX_CAPTCHA;
    }
  });
});
