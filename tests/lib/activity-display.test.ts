// @vitest-environment node
// Behaviour across files: how a campaign shows its window and its 九宫格 spin, in China time (lib/activity.ts countdownText, formatCst, windowText; components/campaigns/engine/use-grid-spin.ts).
import { describe, expect, it } from 'vitest';
import { countdownText, formatCst, windowText } from '@/lib/activity';
import { cst } from '@/sandbox/seed/activity/time';
import { RING, spinSteps, stepDelay } from '@/components/campaigns/engine/use-grid-spin';

describe('campaign window display (China time)', () => {
  it('formats the window in UTC+8 whatever the server zone', () => {
    expect(formatCst(cst(2026, 6, 1))).toBe('2026年6月1日 00:00');
    expect(windowText({ startTime: cst(2026, 6, 1), endTime: cst(2027, 6, 30, 23, 59, 59) })).toBe('2026年6月1日 00:00 至 2027年6月30日 23:59');
  });

  it('counts down days and h:m:s, empty once reached', () => {
    const now = cst(2026, 11, 22, 10);
    expect(countdownText(now + 3 * 86400_000 + 3723_000, now)).toBe('3天 01:02:03');
    expect(countdownText(now + 59_000, now)).toBe('00:00:59');
    expect(countdownText(now, now)).toBe('');
    expect(countdownText(now - 1, now)).toBe('');
  });
});

describe('九宫格 spin', () => {
  it('walks full turns and stops exactly on the server slot from anywhere', () => {
    for (let from = 0; from < 8; from += 1) {
      for (let to = 0; to < 8; to += 1) {
        const steps = spinSteps(from, to);
        expect((from + steps) % 8).toBe(to);
        expect(steps).toBeGreaterThanOrEqual(24);
      }
    }
  });

  it('slows down on the last lap only', () => {
    const total = spinSteps(0, 5);
    expect(stepDelay(0, total)).toBe(stepDelay(total - 9, total));
    expect(stepDelay(total - 1, total)).toBeGreaterThan(stepDelay(total - 4, total));
  });

  it('rings the 8 outer cells of the 3×3 grid clockwise, never the centre', () => {
    expect([...RING].sort()).toEqual([0, 1, 2, 3, 5, 6, 7, 8]);
  });
});
