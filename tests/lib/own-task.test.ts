import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inOwnTask } from '@/lib/own-task';

describe('inOwnTask', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the work in a later task, not in the caller’s', () => {
    const work = vi.fn();
    inOwnTask(work);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('undone before it ran: the work never runs', () => {
    const work = vi.fn();
    const undo = inOwnTask(work);
    undo();
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });

  it('undone after it ran: the cleanup the work returned runs, once', () => {
    const cleanup = vi.fn();
    const undo = inOwnTask(() => cleanup);
    vi.advanceTimersByTime(0);
    expect(cleanup).not.toHaveBeenCalled();
    undo();
    undo();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('tasks scheduled in order run in that order', () => {
    const order: number[] = [];
    inOwnTask(() => void order.push(1));
    inOwnTask(() => void order.push(2));
    vi.runAllTimers();
    expect(order).toEqual([1, 2]);
  });
});
