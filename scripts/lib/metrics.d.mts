import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';
import type { UpstreamInfo } from './gateway.mjs';

export declare const KINDS: string[];
export declare function bearerMatches(header: string | undefined, token: string | undefined): boolean;
export interface Metrics {
  register: Registry;
  observe(kind: string, status: number, seconds: number): void;
  upstream(info: UpstreamInfo): void;
  handle(req: IncomingMessage, res: ServerResponse, extraHeaders?: string[]): Promise<void>;
  watchRenderer(stats: () => { up: boolean; restarts: number; metricsTimeouts?: number }, text?: () => Promise<string>): void;
  watchAccessLog(stats: () => { dropped: number; pendingBytes: number }): void;
}
export declare const RENDERER_PREFIX: string;
export declare function answerMetricsOverIpc(
  proc: { send: (m: unknown) => void; on: (e: 'message', f: (m: unknown) => void) => void; connected?: boolean },
  opts?: { prefix?: string },
): Registry;
export declare function createMetrics(opts?: {
  pageCacheStats?: () => { hits: number; misses: number };
  renderQueueStats?: () => { active: number; waiting: number; rejected: number };
  token?: string;
  defaults?: boolean;
  /** No token configured → 401 for everyone (production). Default: NODE_ENV === 'production'. */
  requireToken?: boolean;
}): Metrics;
