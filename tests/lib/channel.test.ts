import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { CHANNEL_KEY, captureSourceChannel, channelFromQuery, sourceChannel, validChannel } from '@/lib/channel';

beforeEach(() => window.sessionStorage.clear());

describe('source channel whitelist (SPEC §2 from, §3)', () => {
  it.each([
    ['bilibili', 'bilibili'],
    ['baidu_sem-01', 'baidu_sem-01'],
    ['<script>', undefined],
    ['a'.repeat(10 * 1024), undefined],
    ['', undefined],
    ['a b', undefined],
    ['渠道', undefined],
    ['x'.repeat(32), 'x'.repeat(32)],
    ['x'.repeat(33), undefined],
  ])('%s → %s', (value, expected) => {
    expect(validChannel(value)).toBe(expected);
  });

  it('a repeated parameter takes the first valid value', () => {
    expect(channelFromQuery(['a', 'b'])).toBe('a');
    expect(channelFromQuery(['<script>', 'b'])).toBe('b');
    expect(channelFromQuery(['<x>', '%%'])).toBeUndefined();
    expect(channelFromQuery(undefined)).toBeUndefined();
  });

  it('never stores anything but [a-z0-9_-]{1,32} (fuzz)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 64 }), { maxLength: 4 }), (values) => {
        window.sessionStorage.clear();
        const search = `?${values.map((v) => `from=${encodeURIComponent(v)}`).join('&')}`;
        const channel = captureSourceChannel(search);
        expect(channel).toMatch(/^[a-z0-9_-]{1,32}$/i);
        const firstValid = values.find((v) => /^[a-z0-9_-]{1,32}$/i.test(v));
        expect(channel).toBe(firstValid ?? 'guanwang');
      }),
      { numRuns: 300 },
    );
  });

  it('is kept for the visit: a later page without from keeps it, a bad from does not replace it', () => {
    expect(sourceChannel()).toBe('guanwang');
    expect(captureSourceChannel('?from=bilibili')).toBe('bilibili');
    expect(captureSourceChannel('')).toBe('bilibili');
    expect(captureSourceChannel(`?from=${'a'.repeat(10240)}`)).toBe('bilibili');
    expect(captureSourceChannel('?from=%3Cscript%3E')).toBe('bilibili');
    expect(window.sessionStorage.getItem(CHANNEL_KEY)).toBe('bilibili');
  });

  it('a tampered stored value reads as the default', () => {
    window.sessionStorage.setItem(CHANNEL_KEY, '<img src=x>');
    expect(sourceChannel()).toBe('guanwang');
  });
});
