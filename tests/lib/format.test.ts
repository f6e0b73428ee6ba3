// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatChinaTime, formatCount, groupDigits } from '@/lib/format';

const POWERS: Record<string, number> = { '': 1, K: 1e3, M: 1e6, G: 1e9, T: 1e12, P: 1e15, E: 1e18 };

describe('formatCount', () => {
  it.each([
    [0, 1, '0'],
    [999, 1, '999'],
    [1000, 1, '1K'],
    [1200, 1, '1.2K'],
    [12500, 1, '12.5K'],
    [3_000_000, 1, '3M'],
    [1_500_000_000, 1, '1.5G'],
    [1_234_567, 2, '1.23M'],
    [1_234_567, 0, '1M'],
    [999_950, 1, '1M'],
    [999.96, 1, '1K'],
    [12.345, 2, '12.35'],
    [2e12, 1, '2T'],
    [7.25e15, 2, '7.25P'],
    [4e18, 1, '4E'],
    [5e21, 1, '5000E'],
    [-12500, 1, '-12.5K'],
    [-0.04, 1, '0'],
    [-999, 1, '-999'],
  ])('%d with %d decimals → %s', (n, d, expected) => {
    expect(formatCount(n, d)).toBe(expected);
  });

  it('defaults to one decimal and treats non-finite input as 0', () => {
    expect(formatCount(1260)).toBe('1.3K');
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('0');
    expect(formatCount(Number.NEGATIVE_INFINITY)).toBe('0');
    expect(formatCount(1500, Number.NaN)).toBe('1.5K');
    expect(formatCount(1500, -3)).toBe('2K');
  });

  it('parses back to the input within the rounding of the chosen unit', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e20, max: 1e20, noNaN: true }), fc.integer({ min: 0, max: 4 }), (n, d) => {
        const text = formatCount(n, d);
        const match = /^(-?\d+(?:\.\d+)?)([KMGTPE]?)$/.exec(text);
        expect(match).not.toBeNull();
        const [, mantissa = '', unit = ''] = match ?? [];
        const scale = POWERS[unit] ?? 1;
        expect(mantissa).not.toMatch(/\.\d*0$/);
        if (unit) expect(Math.abs(Number(mantissa))).toBeLessThan(1000.5);
        const tolerance = 0.5 * 10 ** -d * scale * (1 + 1e-9) + Math.abs(n) * 1e-12;
        expect(Math.abs(Number(mantissa) * scale - n)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });
});

describe("groupDigits (toLocaleString('zh-CN') without Intl)", () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [12345, '12,345'],
    [1234567.5, '1,234,567.5'],
    [-9876543, '-9,876,543'],
    [0.1 + 0.2, '0.3'],
    [-0.0001, '0'],
    [Number.NaN, '0'],
    [Number.POSITIVE_INFINITY, '0'],
  ])('%s → %s', (n, text) => expect(groupDigits(n)).toBe(text));
  it('writes what the runtime writes for any whole number and any hundredths', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const n = whole + (whole < 0 ? -cents : cents) / 100;
        expect(groupDigits(n)).toBe(n.toLocaleString('zh-CN'));
      }),
    );
  });
});

describe('formatChinaTime (UTC+8, independent of the runtime time zone)', () => {
  const ms = Date.UTC(2025, 8, 30, 16, 5); // 2025-10-01 00:05 in Beijing
  it.each([
    ['YYYY-MM-DD', '2025-10-01'],
    ['YYYY-MM-DD HH:mm', '2025-10-01 00:05'],
    ['MM-DD HH:mm', '10-01 00:05'],
    ['YYYY年M月D日 HH:mm', '2025年10月1日 00:05'],
  ] as const)('%s', (pattern, text) => expect(formatChinaTime(ms, pattern)).toBe(text));
  it('defaults to the day', () => expect(formatChinaTime(ms)).toBe('2025-10-01'));
  it('junk is empty', () => expect(formatChinaTime(Number.NaN, 'YYYY-MM-DD')).toBe(''));
  it('agrees with the ISO date shifted by 8 hours for any instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (t) => {
        const iso = new Date(t + 8 * 3_600_000).toISOString();
        expect(formatChinaTime(t, 'YYYY-MM-DD HH:mm')).toBe(`${iso.slice(0, 10)} ${iso.slice(11, 16)}`);
      }),
    );
  });
});
