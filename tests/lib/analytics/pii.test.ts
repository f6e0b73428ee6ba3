// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { looksSecret, scrubProperties, scrubUrl } from '@/lib/analytics/pii';

describe('no phone, token or password in an event', () => {
  it('drops properties by name', () => {
    const { properties, dropped } = scrubProperties({ telNum: '1', pwdEncry: 'x', password: 'x', token: 'x', account_token: 'x', phone: 'x', sms_code: '1', ok: 'yes' });
    expect(properties).toEqual({ ok: 'yes' });
    expect(dropped.sort()).toEqual(['account_token', 'password', 'phone', 'pwdEncry', 'sms_code', 'telNum', 'token'].sort());
  });

  it.each([
    ['13800138000', true],
    ['+86 13800138000', true],
    ['call 13912345678 now', true],
    [13800138000, true],
    ['0123456789abcdef0123456789ABCDEF', true],
    ['12345678901', false], // not a mobile number (second digit 2)
    ['138001380001', false], // 12 digits
    ['9.1.3.0', false],
    ['bilibili', false],
    [198, false],
  ])('%s looks secret → %s', (value, secret) => {
    expect(looksSecret(value)).toBe(secret);
  });

  it('drops values that look like phones or tokens, keeps the rest', () => {
    const { properties } = scrubProperties({ note: '13800138000', id_hash: 'e10adc3949ba59abbe56e057f20f883e', amount: 30, is_success: true, nothing: null });
    expect(properties).toEqual({ amount: 30, is_success: true, nothing: null });
  });

  it('URLs keep their path and lose a secret query', () => {
    expect(scrubUrl('https://www.nn.com/nnpay?tel=13800138000#x')).toBe('https://www.nn.com/nnpay');
    expect(scrubUrl('https://www.nn.com/news/1.html?from=bilibili')).toBe('https://www.nn.com/news/1.html?from=bilibili');
    expect(scrubUrl('https://www.nn.com/u/13800138000')).toBeUndefined();
    expect(scrubProperties({ $referrer: 'https://a.com/?token=0123456789abcdef0123456789abcdef' }).properties).toEqual({ $referrer: 'https://a.com/' });
  });

  it('objects and arrays are not forwarded', () => {
    expect(scrubProperties({ nested: { phone: '13800138000' } as unknown as string }).properties).toEqual({});
  });

  it('fuzz: no 11-digit mobile number survives in any value', () => {
    fc.assert(
      fc.property(fc.string(), fc.stringMatching(/^1[3-9]\d{9}$/), fc.string(), (a, phone, b) => {
        const { properties } = scrubProperties({ text: `${a}${phone}${b}` });
        const kept = String(properties.text ?? '');
        expect(kept.includes(phone) && !/\d/.test(a.slice(-1)) && !/\d/.test(b.slice(0, 1))).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
