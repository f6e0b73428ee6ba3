// @vitest-environment node
// Behaviour across files: the sandbox's SMS codes — format, cooldown, daily cap, expiry, tries, one use, with the captcha on (sandbox/model/sms.ts, handlers/auth.ts, model/captcha.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { freshSandbox, post, sendSms, smsCode, useSandboxClock } from '../support/sandbox-calls';

const PHONE = '13612345678';
const login = (smsCode: string, telNum = PHONE) => post('/u-nnpc/registerLogin', { countryCode: '86', telNum, smsCode });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sandbox SMS codes', () => {
  let clock: ReturnType<typeof useSandboxClock>;
  beforeEach(() => {
    freshSandbox();
    clock = useSandboxClock();
  });

  it('sends a 6-digit code that is not in the response', async () => {
    const res = await sendSms(PHONE);
    expect(res).toMatchObject({ retCode: '100', retData: null, success: true });
    const code = await smsCode(PHONE);
    expect(code).toMatch(/^\d{6}$/);
    expect(JSON.stringify(res)).not.toContain(code);
  });

  it.each(['1361234567', '12612345678', '136123456789', 'abc'])('refuses the phone %s', async (telNum) => {
    expect(await sendSms(telNum)).toMatchObject({ retCode: 'PARAM_ERROR', retMsg: '请输入正确的手机号!', success: false });
  });

  it('refuses a second send within 60 s, saying how long to wait', async () => {
    await sendSms(PHONE);
    clock.advance(15_500);
    expect(await sendSms(PHONE)).toMatchObject({ retCode: 'SMS_LIMIT', retMsg: '验证码发送过于频繁，请45秒后再试' });
    clock.advance(44_500);
    expect((await sendSms(PHONE)).retCode).toBe('100');
  });

  it('caps sends at 10 per phone per day, and allows again the next day', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await sendSms(PHONE)).retCode).toBe('100');
      clock.advance(61_000);
    }
    expect(await sendSms(PHONE)).toMatchObject({ retCode: 'SMS_DAILY_LIMIT', retMsg: '今日验证码发送次数已达上限，请明天再试' });
    expect((await sendSms('13612345679')).retCode).toBe('100');
    clock.advance(24 * 3600_000);
    expect((await sendSms(PHONE)).retCode).toBe('100');
  });

  it('expires a code after 10 minutes', async () => {
    await sendSms(PHONE);
    const code = await smsCode(PHONE);
    clock.advance(10 * 60_000 + 1);
    expect(await login(code)).toMatchObject({ retCode: 'SMS_CODE_EXPIRED', retMsg: '验证码已失效，请重新获取' });
  });

  it('allows 5 wrong tries, then the code is dead even when right', async () => {
    await sendSms(PHONE);
    const code = await smsCode(PHONE);
    for (let i = 0; i < 5; i += 1) {
      expect(await login(wrong(code))).toMatchObject({ retCode: 'SMS_CODE_ERROR', retMsg: '验证码错误，请重新输入' });
    }
    expect((await login(code)).retCode).toBe('SMS_CODE_EXPIRED');
  });

  it('accepts a right code after 4 wrong tries', async () => {
    await sendSms(PHONE);
    const code = await smsCode(PHONE);
    for (let i = 0; i < 4; i += 1) await login(wrong(code));
    expect((await login(code)).retCode).toBe('100');
  });

  it('uses a code once', async () => {
    await sendSms(PHONE);
    const code = await smsCode(PHONE);
    expect((await login(code)).retCode).toBe('100');
    expect((await login(code)).retCode).toBe('SMS_CODE_EXPIRED');
  });

  it('answers SMS_CODE_EXPIRED when no code was ever sent', async () => {
    expect((await login('123456')).retCode).toBe('SMS_CODE_EXPIRED');
  });

  it('a new code replaces the old one', async () => {
    await sendSms(PHONE);
    const first = await smsCode(PHONE);
    clock.advance(60_000);
    await sendSms(PHONE);
    const second = await smsCode(PHONE);
    if (first !== second) expect((await login(first)).retCode).toBe('SMS_CODE_ERROR');
    expect((await login(second)).retCode).toBe('100');
  });

  describe('with the captcha on', () => {
    beforeEach(async () => {
      await post('/__sandbox/settings', { captchaEnabled: true });
    });

    it('requires the captcha result', async () => {
      expect(await sendSms(PHONE)).toMatchObject({ retCode: 'CAPTCHA_REQUIRED', retMsg: '请先完成安全验证' });
      expect(await sendSms(PHONE, { ticket: 't03abc' })).toMatchObject({ retCode: 'CAPTCHA_REQUIRED' });
      // A made-up ticket is refused: only tickets the sandbox issued pass (tests/sandbox/captcha.test.ts).
      expect(await sendSms(PHONE, { ticket: 't03abc', randstr: '@xYz' })).toMatchObject({ retCode: 'CAPTCHA_ERROR', retMsg: '安全验证未通过，请重新验证' });
    });

    it('accepts the degraded ticket of a failed captcha script load', async () => {
      expect((await sendSms(PHONE, { ticket: 'terror_1001_2046392434_1717200000' })).retCode).toBe('100');
    });

    it('says so in findStatus', async () => {
      expect((await post('/u-nnpc/api/v2/captcha/tx/findStatus')).retData).toBe(true);
    });
  });
});
