import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TextTicker } from '@/components/campaigns/widgets/text-ticker';

const LINES = ['第一行', '第二行', '第三行'];
const list = () => screen.getByRole('region', { name: '活动公告' }).querySelector('ul')!;

describe('TextTicker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  // QA pass: translateY(-100%) moved the list by its own height (all three lines), so from the second
  // step on the one-line window showed nothing (an empty bar on /nnNewVip/activity).
  it('rolls one line per step: the shift is a share of the list, and it wraps to the first line', () => {
    render(<TextTicker lines={LINES} label="活动公告" intervalMs={1000} />);
    // jsdom 31 serialises -0% as 0%; both are the first line.
    expect(list().style.transform).toMatch(/^translateY\(-?0%\)$/);
    const shifts: string[] = [];
    for (let i = 0; i < 3; i++) {
      act(() => vi.advanceTimersByTime(1000));
      shifts.push(list().style.transform);
    }
    const pct = (t: string) => Number(/translateY\(-?([\d.]+)%\)/.exec(t)![1]);
    expect(shifts.map(pct).map((n) => Math.round(n * 100) / 100)).toEqual([33.33, 66.67, 0]);
    // Every step keeps a line in the window: never at or past the list's end.
    for (const s of shifts) expect(pct(s)).toBeLessThan(100);
  });

  it('keeps every line in the DOM for screen readers and does not roll a single line', () => {
    render(<TextTicker lines={['唯一一行']} label="活动公告" intervalMs={1000} />);
    act(() => vi.advanceTimersByTime(5000));
    // jsdom 31 serialises -0% as 0%; both are the first line.
    expect(list().style.transform).toMatch(/^translateY\(-?0%\)$/);
    expect(screen.getByText('唯一一行')).toBeInTheDocument();
  });
});
