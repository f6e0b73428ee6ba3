import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Dispatcher } from 'undici';

export interface CheckOptions {
  /** Values that count as healthy (default ['ok', 'up', 'sandbox']). */
  ok?: string[];
  /** A value outside `ok` turns the answer into 503 {"status":"fail"} (default false: report only). */
  critical?: boolean;
  /** A slower check reports 'down' (default 1000 ms). */
  timeoutMs?: number;
}
export interface Health {
  register(name: string, fn: () => string | Promise<string>, opts?: CheckOptions): void;
  report(): Promise<{ status: number; body: Record<string, unknown> }>;
  handle(req: IncomingMessage, res: ServerResponse, extraHeaders?: string[]): Promise<void>;
  /** Liveness: 200 {"status":"alive","draining","uptime"} while the process answers. */
  handleLive(req: IncomingMessage, res: ServerResponse, extraHeaders?: string[]): void;
  startDraining(): void;
  isDraining(): boolean;
}
export declare const LIVE_PATH: '/api/health/live';
export declare function healthRoute(url: string): 'live' | 'ready' | null;
export declare function createHealth(opts?: { now?: () => number }): Health;
export declare function upstreamCheck(
  origin: string | undefined,
  dispatcher?: Pick<Dispatcher, 'request'>,
  opts?: { ttlMs?: number; timeoutMs?: number },
): () => string | Promise<string>;
