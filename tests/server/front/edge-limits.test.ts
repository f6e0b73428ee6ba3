// @vitest-environment node
import { LIMITED_PATHS, createEdgeLimits, parseLimit } from '@/server/front/edge-limits.ts';

describe('server/front/edge-limits.ts', () => {
  it('parses N/SECONDS and off; refuses a typo rather than opening the limit', () => {
    expect(parseLimit('5/300')).toEqual({ burst: 5, refillMs: 60_000 });
    expect(parseLimit('off')).toBeNull();
    for (const bad of ['5', '5/0', '0/60', 'five/60', '']) expect(() => parseLimit(bad, 'GATEWAY_LIMIT_SMS')).toThrow(/GATEWAY_LIMIT_SMS/);
  });

  it('a burst, then 429 with a Retry-After that is honest, then one more per refill interval; per address and per class', () => {
    let now = 0;
    const limits = createEdgeLimits({ env: { GATEWAY_LIMIT_LOGIN: '3/30' }, now: () => now });
    const login = '/u-nnpc/api/v2/user/pwdLogin';
    expect([1, 2, 3].map(() => limits.take(login, '1.1.1.1'))).toEqual([null, null, null]);
    const refused = limits.take(login, '1.1.1.1');
    expect(refused).toMatchObject({ status: 429, retCode: '429', retMsg: '登录尝试过于频繁，请10秒后再试', retryAfter: 10 });
    expect(limits.take(login, '2.2.2.2')).toBeNull();
    expect(limits.take('/u-nnpc/registerLogin', '1.1.1.1')).not.toBeNull(); // same class
    expect(limits.take('/u-nnpc/api/v2/userSms/sendSms', '1.1.1.1')).toBeNull(); // another class
    expect(limits.take('/nn-assist/banner/list', '1.1.1.1')).toBeNull(); // not limited
    now += 10_000;
    expect(limits.take(login, '1.1.1.1')).toBeNull();
    expect(limits.take(login, '1.1.1.1')).not.toBeNull();
  });

  it('off turns a class off; the bucket table is bounded', () => {
    const limits = createEdgeLimits({ env: { GATEWAY_LIMIT_DRAW: 'off' }, maxBuckets: 100 });
    for (let i = 0; i < 50; i += 1) expect(limits.take('/activity/activity/gift/luckDraw', '1.1.1.1')).toBeNull();
    for (let i = 0; i < 500; i += 1) limits.take('/u-nnpc/registerLogin', `10.0.${i >> 8}.${i & 255}`);
    expect(limits.size()).toBeLessThanOrEqual(100);
  });

  it('covers the SMS, login and draw endpoints the site calls', () => {
    expect(Object.values(LIMITED_PATHS).sort()).toEqual(['draw', 'draw', 'draw', 'draw', 'login', 'login', 'login', 'login', 'sms']);
  });
});
