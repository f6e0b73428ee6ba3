import type { ServerResponse } from 'node:http';

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
  run(res: ServerResponse, work: () => unknown): boolean;
  stats(): RenderQueueStats;
}
export declare function createRenderQueue(opts?: { concurrency?: number; maxQueue?: number }): RenderQueue;
export declare function renderQueueOptions(env?: Record<string, string | undefined>): { concurrency: number; maxQueue: number };
export declare const DEFAULT_MAX_QUEUE: number;
