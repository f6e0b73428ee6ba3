import { describe, expect, it } from 'vitest';
import { formatCst } from '@/components/games/format-time';

describe('formatCst (Beijing time, independent of the runtime time zone)', () => {
  const ms = Date.UTC(2025, 8, 30, 16, 5); // 2025-10-01 00:05 in Beijing
  it.each([
    ['YYYY-MM-DD', '2025-10-01'],
    ['YYYY-MM-DD HH:mm', '2025-10-01 00:05'],
    ['MM-DD HH:mm', '10-01 00:05'],
  ] as const)('%s', (pattern, text) => expect(formatCst(ms, pattern)).toBe(text));
  it('junk is empty', () => expect(formatCst(Number.NaN, 'YYYY-MM-DD')).toBe(''));
});
