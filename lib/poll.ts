/**
 * The site's one way to wait for something on the server (a payment, an invoice): ask, wait, ask
 * again. Chained timeouts, so never two calls in flight; network trouble backs off (1, 2, 4, 8 s);
 * `checkNow` (我已支付) ends the current wait early; `stop` (or the caller's signal) ends it all,
 * and aborts the call in flight. Free of React, tested with fake timers.
 */

import { LIMITS } from '@/lib/constants';

const BACKOFF_MAX_MS = 8000;

/** Wait before retry `n` (0-based) after a failed call: 1 s, 2 s, 4 s, then 8 s. */
export function backoffMs(n: number): number {
  return Math.min(LIMITS.orderPollMs * 2 ** n, BACKOFF_MAX_MS);
}

export interface PollSpec<T> {
  /** One check; `signal` aborts it when the poll stops. */
  call(signal: AbortSignal): Promise<T>;
  /** An answer came: true ends the poll. */
  onAnswer(value: T): boolean;
  /** A call failed (`failures` in a row, from 1): 'stop' ends the poll, 'retry' asks again after a backoff. */
  onFailure(error: unknown, failures: number): 'stop' | 'retry';
  /** Stops the poll when aborted (the owner's own lifetime). */
  signal?: AbortSignal;
  /** The wait between answers (default LIMITS.orderPollMs, SPEC's 1 s). */
  intervalMs?: number;
}

export interface PollHandle {
  stop(): void;
  /** Asks now instead of at the end of the current wait; a call in flight is that check. */
  checkNow(): void;
}

/** Starts polling: the first call after one interval. */
export function startPoll<T>(spec: PollSpec<T>): PollHandle {
  const ctl = new AbortController();
  const interval = spec.intervalMs ?? LIMITS.orderPollMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fireNow: (() => void) | undefined;
  let failures = 0;

  const stop = () => {
    ctl.abort();
    clearTimeout(timer);
    fireNow = undefined;
  };
  if (spec.signal?.aborted) stop();
  spec.signal?.addEventListener('abort', stop, { once: true });

  const ask = async () => {
    let value: T;
    try {
      value = await spec.call(ctl.signal);
    } catch (error) {
      if (ctl.signal.aborted) return;
      failures += 1;
      if (spec.onFailure(error, failures) === 'stop') return stop();
      return schedule();
    }
    if (ctl.signal.aborted) return;
    failures = 0;
    if (spec.onAnswer(value)) return stop();
    schedule();
  };

  const schedule = () => {
    if (ctl.signal.aborted) return;
    const fire = () => {
      clearTimeout(timer);
      fireNow = undefined;
      void ask();
    };
    fireNow = fire;
    timer = setTimeout(fire, failures ? backoffMs(failures - 1) : interval);
  };

  schedule();
  return { stop, checkNow: () => fireNow?.() };
}
