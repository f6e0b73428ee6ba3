// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffMs, startPoll } from '@/lib/poll';

/** A call that answers from a queue after `latency` ms; counts calls and concurrency. */
function slowCall<T>(answers: Array<T | Error>, latency = 300) {
  const stats = { calls: 0, inFlight: 0, maxInFlight: 0, aborted: 0 };
  const call = async (signal: AbortSignal): Promise<T> => {
    stats.calls += 1;
    stats.inFlight += 1;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
    signal.addEventListener('abort', () => (stats.aborted += 1));
    await new Promise((r) => setTimeout(r, latency));
    stats.inFlight -= 1;
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (next instanceof Error) throw next;
    return next;
  };
  return { call, stats };
}

describe('startPoll', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks a second after each answer (chained, never two at once) until onAnswer says done', async () => {
    const { call, stats } = slowCall([0, 0, 1], 1500); // slower than the interval
    const seen: number[] = [];
    startPoll({ call, onAnswer: (v) => (seen.push(v), v === 1), onFailure: () => 'retry' });
    await vi.advanceTimersByTimeAsync(999);
    expect(stats.calls).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(stats.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(seen).toEqual([0, 0, 1]);
    expect(stats).toMatchObject({ calls: 3, maxInFlight: 1 });
  });

  it('failures back off 1, 2, 4 s and reset on the next answer; onFailure can end it', async () => {
    const boom = new Error('net');
    const answers: Array<number | Error> = [boom, boom, boom, 0, boom, 5];
    const starts: number[] = [];
    const failures: number[] = [];
    const t0 = Date.now();
    startPoll({
      call: async () => {
        starts.push(Date.now() - t0);
        const next = answers.shift()!;
        if (next instanceof Error) throw next;
        return next;
      },
      onAnswer: (v) => v === 5,
      onFailure: (_e, n) => (failures.push(n), 'retry'),
    });
    await vi.advanceTimersByTimeAsync(60_000);
    // Waits before each call: 1 s, then 1, 2, 4 s after three failures, 1 s after the answer, 1 s after one more failure.
    expect(starts.map((t, i) => t - (starts[i - 1] ?? 0))).toEqual([1000, 1000, 2000, 4000, 1000, 1000]);
    expect(failures).toEqual([1, 2, 3, 1]);
    expect([0, 1, 2, 3, 9].map(backoffMs)).toEqual([1000, 2000, 4000, 8000, 8000]);

    let calls = 0;
    startPoll({ call: async () => { calls += 1; throw boom; }, onAnswer: () => false, onFailure: () => 'stop' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toBe(1);
  });

  it('checkNow asks at once, also during a backoff; a call in flight is that check', async () => {
    const { call, stats } = slowCall<number>([new Error('net'), 0], 300);
    const poll = startPoll({ call, onAnswer: () => false, onFailure: () => 'retry' });
    poll.checkNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(stats.calls).toBe(1);
    poll.checkNow();
    await vi.advanceTimersByTimeAsync(300); // fails: backoff of 1 s begins
    expect(stats.calls).toBe(1);
    poll.checkNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(stats).toMatchObject({ calls: 2, maxInFlight: 1 });
    poll.stop();
  });

  it('stop, or the owner\'s signal, ends it and aborts the call in flight', async () => {
    const a = slowCall([0], 500);
    const poll = startPoll({ call: a.call, onAnswer: () => false, onFailure: () => 'retry' });
    await vi.advanceTimersByTimeAsync(1200);
    poll.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(a.stats).toMatchObject({ calls: 1, aborted: 1 });

    const owner = new AbortController();
    const b = slowCall([0], 0);
    startPoll({ call: b.call, onAnswer: () => false, onFailure: () => 'retry', signal: owner.signal });
    await vi.advanceTimersByTimeAsync(2500);
    owner.abort();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(b.stats.calls).toBe(2);
  });
});
