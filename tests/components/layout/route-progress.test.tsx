import { act, render, screen } from '@testing-library/react';
import Router from 'next/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteProgress } from '@/components/layout';
import { trickle } from '@/components/layout/route-progress';

const emit = (e: 'routeChangeStart' | 'routeChangeComplete' | 'routeChangeError', url = '/news') =>
  act(() => Router.events.emit(e, url, { shallow: false }));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const bar = () => screen.queryByRole('progressbar', { name: '页面加载中' });
const now = () => Number(bar()?.getAttribute('aria-valuenow'));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('RouteProgress', () => {
  it('stays hidden for a route change faster than 200 ms', () => {
    render(<RouteProgress />);
    emit('routeChangeStart');
    advance(199);
    expect(bar()).toBeNull();
    emit('routeChangeComplete');
    advance(1000);
    expect(bar()).toBeNull();
  });

  it('appears after 200 ms, trickles towards 90 % over 5 s, completes and hides', () => {
    render(<RouteProgress />);
    emit('routeChangeStart');
    advance(200);
    expect(bar()).not.toBeNull();
    advance(1000);
    const early = now();
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThan(60);
    advance(4000);
    expect(now()).toBeGreaterThanOrEqual(89);
    advance(10_000);
    expect(now()).toBe(90);
    emit('routeChangeComplete');
    expect(now()).toBe(100);
    advance(300);
    expect(bar()).toBeNull();
  });

  it('routeChangeError completes the bar too; a new start restarts it', () => {
    render(<RouteProgress />);
    emit('routeChangeStart');
    advance(500);
    emit('routeChangeError');
    expect(now()).toBe(100);
    emit('routeChangeStart', '/gl');
    expect(bar()).toBeNull();
    advance(250);
    expect(now()).toBeLessThan(20);
  });

  it('unsubscribes on unmount', () => {
    const { unmount } = render(<RouteProgress />);
    unmount();
    emit('routeChangeStart');
    advance(500);
    expect(bar()).toBeNull();
  });

  it('trickle: 0 → 90 eased over the duration, capped', () => {
    expect(trickle(0)).toBe(0);
    expect(trickle(2500)).toBeCloseTo(67.5);
    expect(trickle(5000)).toBe(90);
    expect(trickle(60_000)).toBe(90);
  });
});
