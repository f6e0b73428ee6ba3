// Bounded concurrency for uncached renders: requests that reach Next's renderer
// (pages that are not page-cache hits; not static files, not the gateway) run at most
// `concurrency` at a time; up to `maxQueue` more wait in order; beyond that the caller answers a
// fast 503 with Retry-After. Cached pages and gateway calls never pass through here, so a crawler
// filling the queue cannot make them wait. A waiting request whose client goes away leaves the queue.
import type { ServerResponse } from 'node:http';
import type { Env } from '../gateway/proxy.ts';

export interface RenderQueueOptions {
  concurrency?: number;
  maxQueue?: number;
}

export interface RenderQueueStats {
  started: number;
  queued: number;
  rejected: number;
  abandoned: number;
  active: number;
  waiting: number;
  concurrency: number;
  maxQueue: number;
}

export interface RenderQueue {
  /**
   * Runs `work` now or when a slot frees, once `res` closes the slot is released. Returns false
   * (and runs nothing) when the queue is full: the caller answers 503.
   */
  run(res: ServerResponse, work: () => unknown): boolean;
  stats(): RenderQueueStats;
}

/**
 * Requests that may wait for a render slot. The renderer is a process of its own
 * (server/renderer/renderer.ts), so a waiting request costs the front nothing but a socket: the bound
 * is about latency (128 behind 4 renders of ~50 ms: ~1.6 s at worst), not about the event loop.
 * At 32, 50 connections arriving at once on pages Next was regenerating (answered STALE, so not yet
 * stored) were turned away in the cluster test though the renderer would have answered them all
 * within a second.
 */
export const DEFAULT_MAX_QUEUE = 128;

export function createRenderQueue({ concurrency = 4, maxQueue = DEFAULT_MAX_QUEUE }: RenderQueueOptions = {}): RenderQueue {
  if (!(concurrency >= 1)) throw new Error(`render concurrency must be ≥ 1 (got ${concurrency})`);
  let active = 0;
  const waiting: { start: () => void; cancelled: boolean }[] = [];
  const stats = { started: 0, queued: 0, rejected: 0, abandoned: 0 };

  function release() {
    active -= 1;
    while (waiting.length) {
      const next = waiting.shift()!;
      if (next.cancelled) continue;
      next.start();
      return;
    }
  }

  function run(res: ServerResponse, work: () => unknown): boolean {
    const start = () => {
      active += 1;
      stats.started += 1;
      res.once('close', release);
      work();
    };
    if (active < concurrency) {
      start();
      return true;
    }
    if (waiting.length >= maxQueue) {
      stats.rejected += 1;
      return false;
    }
    const entry = { start, cancelled: false };
    waiting.push(entry);
    stats.queued += 1;
    res.once('close', () => {
      // The client left while waiting: nothing to render.
      if (waiting.includes(entry)) {
        entry.cancelled = true;
        waiting.splice(waiting.indexOf(entry), 1);
        stats.abandoned += 1;
      }
    });
    return true;
  }

  return {
    run,
    stats: () => ({ ...stats, active, waiting: waiting.length, concurrency, maxQueue }),
  };
}

/** RENDER_CONCURRENCY (4) and RENDER_QUEUE (128) from the environment. */
export function renderQueueOptions(env: Env = process.env): Required<RenderQueueOptions> {
  const int = (v: string | undefined, d: number, min: number) => {
    const n = Number(v);
    return v !== undefined && v !== '' && Number.isInteger(n) && n >= min ? n : d;
  };
  return { concurrency: int(env.RENDER_CONCURRENCY, 4, 1), maxQueue: int(env.RENDER_QUEUE, DEFAULT_MAX_QUEUE, 0) };
}
