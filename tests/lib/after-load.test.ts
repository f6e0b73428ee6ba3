import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoad, flushAfterLoad, QUIET_MS, resetAfterLoadForTests } from '@/lib/after-load';

describe('afterLoad (work kept out of the first paint and hydration)', () => {
  // jsdom fires its document's load on a timer of its own: on a busy machine the first test can
  // start while the document is still 'interactive' (seen under npm test). The tests are about a
  // page that has loaded, so they start once jsdom's has — before the fake timers are installed.
  beforeAll(async () => {
    if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  });
  beforeEach(() => {
    vi.useFakeTimers();
    resetAfterLoadForTests();
    // No requestIdleCallback in jsdom.
    expect(document.readyState).toBe('complete');
  });
  afterEach(() => {
    resetAfterLoadForTests();
    vi.useRealTimers();
  });

  it('waits the quiet period after load, then runs every queued task once', () => {
    const a = vi.fn();
    const b = vi.fn();
    afterLoad(a);
    afterLoad(b);
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(a).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(QUIET_MS * 2);
    expect(a).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'keydown', 'touchstart', 'wheel'])('runs at once on the first %s', (type) => {
    const task = vi.fn();
    afterLoad(task);
    window.dispatchEvent(new Event(type));
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(QUIET_MS * 2);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs later tasks on the next tick once the page has settled', () => {
    afterLoad(() => {});
    flushAfterLoad();
    const late = vi.fn();
    afterLoad(late);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('never runs a cancelled task', () => {
    const task = vi.fn();
    const cancel = afterLoad(task);
    cancel();
    vi.advanceTimersByTime(QUIET_MS);
    expect(task).not.toHaveBeenCalled();
  });

  it('keeps running the other tasks when one throws', () => {
    const ok = vi.fn();
    afterLoad(() => {
      throw new Error('boom');
    });
    afterLoad(ok);
    vi.advanceTimersByTime(QUIET_MS);
    expect(ok).toHaveBeenCalledTimes(1);
    expect(() => vi.runOnlyPendingTimers()).toThrow('boom');
  });
});
