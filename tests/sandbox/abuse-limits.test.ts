// @vitest-environment node
// Behaviour across files: the sandbox's limits on password attempts and SMS sends, through the gateway (sandbox/handlers/auth.ts, model/limits.ts, model/password-limits.ts, model/sms.ts, client-address.ts).
import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, freshSandbox, postFrom, smsCode, useSandboxClock, type LoginData } from '../support/sandbox-calls';

/**
 * Limits against guessing: password attempts per account and per client address (a
 * growing wait, then the captcha, then a temporary lock) and SMS sends per client address and per
 * number range (sandbox/model/passwords.ts, sms.ts). Only the HTTP surface is used, so the file
 * runs against the code before the limits too (where it fails). Internals: abuse-limits-internals.test.ts.
 */

/** LONGEST_WAIT_MS: the longest wait between two attempts. */
const LONGEST_WAIT_MS = 30_000;

const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';
const PHONE = '13900139000';
const RIGHT = 'qwe123456';

type Geetest = { geetest_challenge: string; geetest_validate: string; geetest_seccode: string };
type Register = { success: number; gt: string; challenge: string; new_captcha: boolean };

const pwdLogin = (from: string, username: string, password: string, extra: Record<string, unknown> = {}) =>
  postFrom<LoginData>(from, '/u-nnpc/api/v2/user/pwdLogin', { countryCode: '86', pwdEncry: md5(password), type: 'phone', username, pwd: md5(password), loginType: 'phone', ...extra });

function register(from: string, telNum: string) {
  const timeStamp = String(Date.now());
  return postFrom<Register>(from, '/u-nnpc/api/v1/gt/register', {}, { reqChannel: '4', countryCode: '86', telNum, timeStamp, sign: md5(`${telNum}${timeStamp}`) });
}

/** What the login dialog does when gt/register asks for the slide captcha: solve it. */
async function solveSlide(from: string, telNum: string): Promise<Geetest> {
  const reg = (await register(from, telNum)).retData;
  expect(reg.success).toBe(1);
  // The stand-in gt.js's calls to the sandbox's Geetest service: the puzzle, then the release.
  const { puzzle } = (await postFrom<{ puzzle: { x: number } }>(from, '/geetest/get', { gt: reg.gt, challenge: reg.challenge })).retData;
  const answer = await postFrom<{ validate: string }>(from, '/geetest/ajax', { gt: reg.gt, challenge: reg.challenge, offset: puzzle.x, duration: 900 });
  const validate = answer.retData.validate;
  return { geetest_challenge: reg.challenge, geetest_validate: validate, geetest_seccode: `${validate}|jordan` };
}

/** Whether gt/register offers the slide check (a refusal, GT_CLOSED, means none is wanted). */
const slideOffered = async (from: string, telNum: string) => (await register(from, telNum)).retData?.success === 1;

const sendFrom = (from: string, telNum: string) => postFrom(from, '/u-nnpc/api/v2/userSms/sendSms', { type: 1, telNum, countryCode: '86' });

let clock: ReturnType<typeof useSandboxClock>;
beforeEach(() => {
  freshSandbox();
  clock = useSandboxClock();
});

/**
 * A patient attacker: waits out every delay and solves every captcha, so each guess reaches the
 * password check. Returns the answers.
 */
async function patientGuesses(from: string, phone: string, count: number, wrong = 'guess0000') {
  const answers = [];
  for (let i = 0; i < count; i += 1) {
    clock.advance(LONGEST_WAIT_MS);
    const captcha = (await slideOffered(from, phone)) ? await solveSlide(from, phone) : {};
    answers.push(await pwdLogin(from, phone, `${wrong}${i}`, captcha));
  }
  return answers;
}

/** Loops of a few hundred calls: room for a loaded 2-core box. */
const SLOW = 60_000;

describe('password attempts', () => {
  it('the finding: 30 wrong passwords for 13900139000, then the right one, is not a login', async () => {
    for (let i = 0; i < 30; i += 1) await pwdLogin(ATTACKER, PHONE, `guess${i}`);
    const last = await pwdLogin(ATTACKER, PHONE, RIGHT);
    expect(last.retCode).not.toBe('100');
    expect(last.retData).toBeNull();
  }, SLOW);

  it('the finding, by a patient attacker: 30 guesses that each wait and solve the captcha end in a lock the right password does not open', async () => {
    const answers = await patientGuesses(ATTACKER, PHONE, 30);
    // Ten reach the password check, the last three say how many are left, the tenth locks; the
    // rest are refused by the lock.
    expect(answers.slice(0, 6).map((a) => a.retMsg)).toEqual(Array(6).fill('账号或密码错误'));
    expect(answers.slice(6, 9).map((a) => a.retMsg)).toEqual([3, 2, 1].map((n) => `账号或密码错误，再错${n}次将暂时锁定密码登录`));
    expect(answers.slice(9).every((a) => a.retCode === 'PWD_LOCKED')).toBe(true);
    expect(await pwdLogin(ATTACKER, PHONE, RIGHT)).toMatchObject({ retCode: 'PWD_LOCKED', success: false, retData: null });
    expect((await pwdLogin(ATTACKER, PHONE, RIGHT)).retMsg).toMatch(/^密码错误次数过多，密码登录已暂时锁定，请\d+分钟后再试或使用验证码登录$/);
  }, SLOW);

  it('waits grow from the third failure: 1 s, 2 s, 4 s (answered at once, not held)', async () => {
    for (let i = 0; i < 3; i += 1) expect((await pwdLogin(ATTACKER, PHONE, `g${i}`)).retCode).toBe('PWD_ERROR');
    expect(await pwdLogin(ATTACKER, PHONE, RIGHT)).toMatchObject({ retCode: 'PWD_TOO_FREQUENT', retMsg: '操作过于频繁，请1秒后再试' });
    clock.advance(1000);
    expect((await pwdLogin(ATTACKER, PHONE, 'g3')).retCode).toBe('PWD_ERROR');
    expect((await pwdLogin(ATTACKER, PHONE, 'g4')).retMsg).toBe('操作过于频繁，请2秒后再试');
    clock.advance(2000);
    expect((await pwdLogin(ATTACKER, PHONE, 'g4')).retCode).toBe('PWD_ERROR');
    clock.advance(3999);
    expect((await pwdLogin(ATTACKER, PHONE, 'g5')).retMsg).toBe('操作过于频繁，请1秒后再试');
  }, SLOW);

  it('from the fifth failure the captcha is wanted even when the site asks for none; gt/register offers it for that phone and address only', async () => {
    await patientGuesses(ATTACKER, PHONE, 5);
    clock.advance(LONGEST_WAIT_MS);
    expect(await pwdLogin(ATTACKER, PHONE, RIGHT)).toMatchObject({ retCode: 'CAPTCHA_REQUIRED', retMsg: '密码错误次数较多，请先完成安全验证' });
    expect(await slideOffered(ATTACKER, PHONE)).toBe(true);
    expect(await slideOffered(ATTACKER, '13800138000')).toBe(false);
    expect(await slideOffered(OWNER, PHONE)).toBe(false);
    // A made-up result is refused; a solved captcha lets the right password in.
    expect((await pwdLogin(ATTACKER, PHONE, RIGHT, { geetest_challenge: 'x', geetest_validate: 'y', geetest_seccode: 'y|jordan' })).retCode).toBe('CAPTCHA_ERROR');
    expect((await pwdLogin(ATTACKER, PHONE, RIGHT, await solveSlide(ATTACKER, PHONE))).retCode).toBe('100');
    // The owner, elsewhere, was never slowed down.
    expect((await pwdLogin(OWNER, PHONE, RIGHT)).retCode).toBe('100');
  }, SLOW);

  it('a right password clears the account’s counters: the next mistake starts from one', async () => {
    await patientGuesses(OWNER, PHONE, 4);
    clock.advance(LONGEST_WAIT_MS);
    expect((await pwdLogin(OWNER, PHONE, RIGHT)).retCode).toBe('100');
    for (let i = 0; i < 3; i += 1) expect((await pwdLogin(OWNER, PHONE, `oops${i}`)).retCode).toBe('PWD_ERROR');
  }, SLOW);

  it('the lock lasts 15 minutes, then 30 for a second lock within a day', async () => {
    await patientGuesses(ATTACKER, PHONE, 10);
    clock.advance(15 * 60_000 - 1);
    expect((await pwdLogin(ATTACKER, PHONE, RIGHT)).retCode).toBe('PWD_LOCKED');
    clock.advance(1);
    expect((await pwdLogin(ATTACKER, PHONE, RIGHT)).retCode).toBe('100');
    await patientGuesses(ATTACKER, PHONE, 10);
    expect((await pwdLogin(ATTACKER, PHONE, RIGHT)).retMsg).toContain('请30分钟后再试');
  }, SLOW);

  it('guesses at one account from many addresses: captcha from the 10th, locked at the 20th for every address', async () => {
    for (let i = 0; i < 9; i += 1) expect((await pwdLogin(`10.0.0.${i}`, PHONE, `spread${i}`)).retCode).toBe('PWD_ERROR');
    expect(await slideOffered('10.0.1.1', PHONE)).toBe(false);
    expect((await pwdLogin('10.0.1.1', PHONE, 'spread9')).retCode).toBe('PWD_ERROR');
    expect(await slideOffered('10.0.1.2', PHONE)).toBe(true);
    for (let i = 10; i < 20; i += 1) await pwdLogin(`10.0.2.${i}`, PHONE, `spread${i}`, await solveSlide(`10.0.2.${i}`, PHONE));
    expect((await pwdLogin(OWNER, PHONE, RIGHT)).retCode).toBe('PWD_LOCKED');
    // The SMS login stays open to the owner.
    await sendFrom(OWNER, PHONE);
    const sms = await postFrom<LoginData>(OWNER, '/u-nnpc/registerLogin', { countryCode: '86', telNum: PHONE, smsCode: await smsCode(PHONE) });
    expect(sms.retCode).toBe('100');
  }, SLOW);

  it('one address trying many accounts: captcha from the 10th failure, locked at the 50th, also for a right password', async () => {
    const phones = Array.from({ length: 50 }, (_, i) => `1500000${String(i).padStart(4, '0')}`);
    for (const [i, phone] of phones.entries()) {
      const captcha = (await slideOffered(ATTACKER, phone)) ? await solveSlide(ATTACKER, phone) : {};
      if (i === 10) expect(captcha).toHaveProperty('geetest_challenge');
      await pwdLogin(ATTACKER, phone, 'spray1234', captcha);
    }
    expect((await pwdLogin(ATTACKER, '13800138000', 'abc12345')).retCode).toBe('PWD_LOCKED');
    // A right password (the attacker's own account) does not clear the address's count.
    expect((await pwdLogin(OWNER, '13800138000', 'abc12345')).retCode).toBe('100');
  }, SLOW);

  it('an unknown phone walks through exactly the same answers as an account (no enumeration)', async () => {
    const strip = (list: { retCode: string; retMsg: string }[]) => list.map(({ retCode, retMsg }) => ({ retCode, retMsg }));
    const known = strip(await patientGuesses(ATTACKER, PHONE, 12));
    const unknown = strip(await patientGuesses(OWNER, '13600000000', 12));
    expect(unknown).toEqual(known);
    const hasty = [];
    for (const phone of ['13800138000', '13600000001']) {
      const answers = [];
      for (let i = 0; i < 8; i += 1) answers.push(await pwdLogin('192.0.2.1', phone, `fast${i}`));
      hasty.push(strip(answers));
      clock.advance(60_000);
    }
    expect(hasty[1]).toEqual(hasty[0]);
  }, SLOW);

  it('a password reset by SMS code ends the lock for the account', async () => {
    await patientGuesses(ATTACKER, PHONE, 20);
    await sendFrom(OWNER, PHONE);
    const reset = await postFrom(OWNER, '/u-nnpc/forgetPwd', { countryCode: '86', telNum: PHONE, pwdEncry: md5('fresh1234'), smsCode: await smsCode(PHONE) });
    expect(reset.retCode).toBe('100');
    expect((await pwdLogin(OWNER, PHONE, 'fresh1234')).retCode).toBe('100');
    // The attacker's own address stays locked.
    expect((await pwdLogin(ATTACKER, PHONE, 'fresh1234')).retCode).toBe('PWD_LOCKED');
  }, SLOW);

  it('POST /__sandbox/reset clears the counters (the suites reset between tests)', async () => {
    await patientGuesses(ATTACKER, PHONE, 10);
    expect((await pwdLogin(ATTACKER, PHONE, RIGHT)).retCode).toBe('PWD_LOCKED');
    expect((await call('/__sandbox/reset', { method: 'POST' })).status).toBe(200);
    expect((await pwdLogin(ATTACKER, PHONE, RIGHT)).retCode).toBe('100');
  }, SLOW);
});

describe('SMS sends', () => {
  it('the finding: 12 different phones from one address within a second are capped after 5', async () => {
    const phones = Array.from({ length: 12 }, (_, i) => `1${3 + (i % 7)}${String(i).padStart(9, '0')}`);
    const answers = [];
    for (const phone of phones) answers.push(await sendFrom(ATTACKER, phone));
    expect(answers.slice(0, 5).map((a) => a.retCode)).toEqual(Array(5).fill('100'));
    for (const a of answers.slice(5)) expect(a).toMatchObject({ retCode: 'SMS_ADDRESS_LIMIT', retMsg: '当前网络获取验证码过于频繁，请60秒后再试', success: false });
    // Another address is not affected; the capped address sends again a minute later.
    expect((await sendFrom(OWNER, '13800138000')).retCode).toBe('100');
    clock.advance(60_000);
    expect((await sendFrom(ATTACKER, phones[5]!)).retCode).toBe('100');
  });

  it('an address sends at most 30 codes an hour', async () => {
    let sent = 0;
    for (let minute = 0; minute < 7; minute += 1) {
      for (let i = 0; i < 5; i += 1) {
        const phone = `1${3 + i}${String(minute).padStart(2, '0')}0000000`.slice(0, 11);
        if ((await sendFrom(ATTACKER, phone)).retCode === '100') sent += 1;
      }
      clock.advance(60_000);
    }
    expect(sent).toBe(30);
    const refused = await sendFrom(ATTACKER, '18899990000');
    expect(refused.retCode).toBe('SMS_ADDRESS_LIMIT');
    expect(refused.retMsg).toBe('当前网络获取验证码过于频繁，请53分钟后再试');
  });

  it('one number range (first 7 digits) gets at most 5 codes a minute, whichever addresses ask', async () => {
    const answers = [];
    for (let i = 0; i < 7; i += 1) answers.push(await sendFrom(`10.1.0.${i}`, `1390013${String(i).padStart(4, '0')}`));
    expect(answers.slice(0, 5).map((a) => a.retCode)).toEqual(Array(5).fill('100'));
    expect(answers[5]).toMatchObject({ retCode: 'SMS_RANGE_LIMIT', retMsg: '该号段获取验证码过于频繁，请60秒后再试' });
    expect((await sendFrom('10.1.0.9', '13800138000')).retCode).toBe('100');
  });

  it('refused sends do not count; the 60 s per phone still answers first', async () => {
    expect((await sendFrom(ATTACKER, PHONE)).retCode).toBe('100');
    for (let i = 0; i < 10; i += 1) expect((await sendFrom(ATTACKER, PHONE)).retCode).toBe('SMS_LIMIT');
    for (let i = 1; i < 5; i += 1) expect((await sendFrom(ATTACKER, `1370000000${i}`)).retCode).toBe('100');
  });

  it('in the embedded topology a client’s own X-Forwarded-For does not make it another address', async () => {
    const answers = [];
    for (let i = 0; i < 7; i += 1) {
      answers.push(await postFrom(ATTACKER, '/u-nnpc/api/v2/userSms/sendSms', { type: 1, telNum: `1${3 + i}500000000`, countryCode: '86' }, { 'x-forwarded-for': `10.9.9.${i}`, 'x-real-ip': `10.9.8.${i}` }));
    }
    expect(answers.map((a) => a.retCode)).toEqual(['100', '100', '100', '100', '100', 'SMS_ADDRESS_LIMIT', 'SMS_ADDRESS_LIMIT']);
  });
});
