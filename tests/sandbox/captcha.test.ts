// @vitest-environment node
// Behaviour across files: the sandbox's captchas — Geetest-style slide, Tencent-style tickets, none, and SANDBOX_CAPTCHA (sandbox/handlers/auth.ts, model/captcha.ts, model/captcha-mode.ts, lib/captcha-puzzle.ts).
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, freshSandbox, post, postFrom, sendSms, useSandboxClock } from '../support/sandbox-calls';
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

const settings = (body: Record<string, string>) => call('/__sandbox/settings', { method: 'POST', body });

/** The stand-in gt.js's calls to the sandbox's Geetest service. */
const gtGet = (challenge: string, gt = GT_ID) => post<{ puzzle: PuzzleSpec }>('/geetest/get', { gt, challenge });
const gtAjax = (challenge: string, offset: number, duration = 900) => post<{ validate: string }>('/geetest/ajax', { gt: GT_ID, challenge, offset, duration });

/** Registers and solves a puzzle the way the stand-in does: {reg, result} with the three geetest_* values. */
async function solveSlide(offsetDelta = 0, duration = 900) {
  const reg = (await register()).retData;
  const { puzzle } = (await gtGet(reg.challenge)).retData;
  const answer = await gtAjax(reg.challenge, puzzle.x + offsetDelta, duration);
  const validate = answer.retData?.validate ?? '';
  return { reg, answer, result: { geetest_challenge: reg.challenge, geetest_validate: validate, geetest_seccode: `${validate}|jordan` } };
}

let GT_ID = '';

beforeEach(() => freshSandbox());

describe('slide captcha (Geetest v3: gt/register, the stand-in service, the three geetest_* values)', () => {
  beforeEach(async () => {
    await settings({ captcha: 'slide' });
    GT_ID = (await import('@/sandbox/model/captcha')).GT_ID;
  });

  it.each(['/u-nnpc/gt/register', '/u-nnpc/api/v1/gt/register'])('%s answers success 1, gt, challenge, new_captcha (and the sandbox-only puzzle)', async (path) => {
    const res = await register(path);
    expect(res.retData).toMatchObject({ success: 1, gt: expect.stringMatching(/^[0-9a-f]{32}$/), challenge: expect.stringMatching(/^[0-9a-f]{32}$/), new_captcha: true });
    const p = res.retData.puzzle!;
    expect(p).toMatchObject({ width: 300, height: 160, size: 42 });
    expect(p.x).toBeGreaterThanOrEqual(62);
    expect(p.x).toBeLessThanOrEqual(250);
    // The stand-in's get hands out the same puzzle while it is unanswered.
    expect((await gtGet(res.retData.challenge)).retData.puzzle).toEqual(p);
  });

  it('the minimal QA setting answers exactly Geetest\'s four fields; offline answers success 0', async () => {
    await settings({ gtRegister: 'minimal' });
    const minimal = (await register()).retData;
    expect(Object.keys(minimal).sort()).toEqual(['challenge', 'gt', 'new_captcha', 'success']);
    expect(minimal.success).toBe(1);
    await settings({ gtRegister: 'offline' });
    const offline = (await register()).retData;
    expect(Object.keys(offline).sort()).toEqual(['challenge', 'gt', 'new_captcha', 'success']);
    expect(offline.success).toBe(0);
    // Offline there is no service puzzle: the browser derives it from the challenge.
    expect((await gtGet(offline.challenge)).retCode).toBe('CAPTCHA_EXPIRED');
  });

  it('register refuses missing header values with the spec message, and a wrong sign', async () => {
    expect(await register(undefined, { sign: '' })).toMatchObject({ retCode: 'PARAM_ERROR', retMsg: '请传入极验相关参数不能为空!' });
    expect(await register(undefined, { telNum: '' })).toMatchObject({ retMsg: '请传入极验相关参数不能为空!' });
    expect(await register(undefined, { sign: md5('forged') })).toMatchObject({ retCode: 'SIGN_ERROR' });
  });

  it('a send without the geetest result is refused with 请传入极验相关参数不能为空!', async () => {
    expect(await sendSms(PHONE)).toMatchObject({ success: false, retCode: 'PARAM_ERROR', retMsg: '请传入极验相关参数不能为空!' });
  });

  it('a right release (within 6 px, plausible time) gives a one-time pass that the send carries; gt/validate checks it without using it', async () => {
    const { answer, result } = await solveSlide(5);
    expect(answer.retCode).toBe('100');
    expect(await post('/u-nnpc/gt/validate', result)).toMatchObject({ retCode: '100', retData: true });
    expect((await sendSms(PHONE, result)).retCode).toBe('100');
    // Used up: the same result does not pass a second time (the 60 s limit would answer otherwise).
    expect(await sendSms('13900139000', result)).toMatchObject({ retCode: 'CAPTCHA_ERROR', retMsg: '安全验证未通过，请重新验证' });
    expect((await post('/u-nnpc/gt/validate', result)).retCode).toBe('CAPTCHA_ERROR');
  });

  it('refuses a made-up pass, a pass for another challenge and a wrong seccode', async () => {
    const { reg, result } = await solveSlide();
    const { geetest_validate: validate, geetest_seccode: seccode } = result;
    expect((await sendSms(PHONE, { geetest_challenge: reg.challenge, geetest_validate: 'f'.repeat(32), geetest_seccode: `${'f'.repeat(32)}|jordan` })).retCode).toBe('CAPTCHA_ERROR');
    expect((await sendSms(PHONE, { geetest_challenge: 'a'.repeat(32), geetest_validate: validate, geetest_seccode: seccode })).retCode).toBe('CAPTCHA_ERROR');
    expect((await sendSms(PHONE, { ...result, geetest_seccode: 'x' })).retCode).toBe('CAPTCHA_ERROR');
    expect((await sendSms(PHONE, result)).retCode).toBe('100');
  });

  it('a release 7 px off, too fast or too slow fails; each puzzle is answered once, the next one follows, five per challenge', async () => {
    expect((await solveSlide(7)).answer).toMatchObject({ retCode: 'CAPTCHA_ERROR', retMsg: '验证失败，请重试' });
    expect((await solveSlide(-7)).answer.retCode).toBe('CAPTCHA_ERROR');
    expect((await solveSlide(0, 120)).answer.retCode).toBe('CAPTCHA_ERROR');
    expect((await solveSlide(0, 121_000)).answer.retCode).toBe('CAPTCHA_ERROR');
    const { challenge } = (await register()).retData;
    let puzzle = (await gtGet(challenge)).retData.puzzle;
    expect((await gtAjax(challenge, puzzle.x + 30)).retCode).toBe('CAPTCHA_ERROR');
    expect((await gtAjax(challenge, puzzle.x)).retCode).toBe('CAPTCHA_ERROR');
    for (let shown = 2; shown <= 5; shown++) {
      puzzle = (await gtGet(challenge)).retData.puzzle;
      expect((await gtAjax(challenge, puzzle.x + 30)).retCode).toBe('CAPTCHA_ERROR');
    }
    expect((await gtGet(challenge)).retCode).toBe('CAPTCHA_EXPIRED');
    expect((await gtGet('f'.repeat(32))).retCode).toBe('CAPTCHA_EXPIRED');
    expect((await gtGet(challenge, 'other-gt')).retCode).toBe('CAPTCHA_EXPIRED');
  });

  it('offline (success 0): Geetest\'s failback — the release encoded in geetest_validate is checked against the challenge', async () => {
    const { failbackPuzzle, failbackValidate } = await import('@/lib/captcha-puzzle');
    await settings({ gtRegister: 'offline' });
    const offline = async (delta: number) => {
      const { challenge } = (await register()).retData;
      const validate = failbackValidate(challenge, failbackPuzzle(challenge).x + delta);
      return { geetest_challenge: challenge, geetest_validate: validate, geetest_seccode: `${validate}|jordan` };
    };
    expect((await sendSms(PHONE, await offline(7))).retCode).toBe('CAPTCHA_ERROR');
    const right = await offline(-6);
    expect((await sendSms(PHONE, right)).retCode).toBe('100');
    expect((await sendSms('13900139000', right)).retCode).toBe('CAPTCHA_ERROR');
    // A challenge the sandbox never registered has no failback either.
    const made = failbackValidate('f'.repeat(32), failbackPuzzle('f'.repeat(32)).x);
    expect((await sendSms('13900139000', { geetest_challenge: 'f'.repeat(32), geetest_validate: made, geetest_seccode: `${made}|jordan` })).retCode).toBe('CAPTCHA_ERROR');
  });

  it('password login needs the pass too', async () => {
    const login = { countryCode: '86', username: '13900139000', pwdEncry: md5('qwe123456'), pwd: md5('qwe123456'), type: 'phone', loginType: 'phone' };
    expect(await post('/u-nnpc/api/v2/user/pwdLogin', login)).toMatchObject({ retMsg: '请传入极验相关参数不能为空!' });
    const { result } = await solveSlide();
    expect((await post('/u-nnpc/api/v2/user/pwdLogin', { ...login, ...result })).retCode).toBe('100');
  });
});

describe('Tencent-style captcha (the sandbox issues and checks its tickets)', () => {
  beforeEach(async () => {
    await settings({ captcha: 'tencent' });
  });

  async function ticket(offsetDelta = 0, duration = 700) {
    const pre = (await post<{ sess: string; puzzle: PuzzleSpec }>('/tcaptcha/prehandle')).retData;
    return post<{ ticket: string; randstr: string }>('/tcaptcha/verify', { sess: pre.sess, offset: pre.puzzle.x + offsetDelta, duration });
  }

  it('findStatus says true; gt/register refuses (no slide captcha wanted)', async () => {
    expect((await post('/u-nnpc/api/v2/captcha/tx/findStatus')).retData).toBe(true);
    expect(await register()).toMatchObject({ success: false, retCode: 'GT_CLOSED' });
  });

  it("Tencent's script-load fallback ticket passes once per phone and per client address in 10 minutes, never as a key", async () => {
    const clock = useSandboxClock();
    const degraded = () => ({ ticket: `terror_1001_2046626881_${Math.floor(clock.now() / 1000)}`, randstr: '@abcdefghij' });
    // The address is the connection's, as the gateway hands it to the sandbox (never a header).
    const send = (phone: string, address: string) => postFrom(address, '/u-nnpc/api/v2/userSms/sendSms', { type: 1, telNum: phone, countryCode: '86', ...degraded() });
    expect((await send(PHONE, '203.0.113.7')).retCode).toBe('100');
    // The same address with other phones, the same phone from another address: refused.
    for (const phone of ['13900139000', '13700137000', '13600136000']) expect(await send(phone, '203.0.113.7')).toMatchObject({ retCode: 'CAPTCHA_ERROR', retMsg: '安全验证未通过，请重新验证' });
    clock.advance(61_000);
    expect((await send(PHONE, '198.51.100.9')).retCode).toBe('CAPTCHA_ERROR');
    const login = { countryCode: '86', username: '13900139000', pwdEncry: md5('qwe123456'), pwd: md5('qwe123456'), type: 'phone', loginType: 'phone', ...degraded() };
    expect((await postFrom('203.0.113.7', '/u-nnpc/api/v2/user/pwdLogin', login)).retCode).toBe('CAPTCHA_ERROR');
    expect((await postFrom('198.51.100.9', '/u-nnpc/api/v2/user/pwdLogin', login)).retCode).toBe('100');
    clock.advance(10 * 60_000 + 1);
    expect((await send('13900139000', '203.0.113.7')).retCode).toBe('100');
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
  it('no check is asked for: findStatus false, gt/register refuses, a bare send passes', async () => {
    expect((await post('/u-nnpc/api/v2/captcha/tx/findStatus')).retData).toBe(false);
    expect(await register()).toMatchObject({ success: false, retCode: 'GT_CLOSED', retMsg: '当前无需极验验证' });
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
      expect((await call('/__sandbox/settings')).body).toEqual({ captchaEnabled: true, captcha: 'slide', gtRegister: 'full' });
    } finally {
      delete process.env.SANDBOX_CAPTCHA;
    }
  });
});
