import { isValidName, track } from '@/lib/analytics';

describe('analytics names (SPEC §8)', () => {
  it.each([
    ['download', true],
    ['$pageview', true],
    ['_x1', true],
    ['1abc', false],
    ['a-b', false],
    ['a'.repeat(100), true],
    ['a'.repeat(101), false],
    ['distinct_id', false],
  ])('%s → %s', (name, ok) => {
    expect(isValidName(name)).toBe(ok);
  });

  it('refuses an event with an invalid property name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(track('download', { 'bad-name': 1 })).toBe(false);
    expect(warn).toHaveBeenCalled();
    expect(track('download', { channel_id: 1 })).toBe(true);
  });
});
