import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextExtra } from './site-server.mjs';

export declare const RENDER_TIMEOUT_MS: number;
export declare const UNAVAILABLE_BODY: string;
export declare function unavailableBody(id: unknown): string;
export declare const METRICS_TIMEOUT_MS: number;
export declare function renderNice(env?: Record<string, string | undefined>): number;
export declare function ipcPageCache(proc: { send: (m: unknown) => void; on: (e: 'message', f: (m: unknown) => void) => void }): {
  purge(paths: string[]): Promise<void>;
  clear(): void;
};
export interface Renderer {
  ready: Promise<void>;
  forward(req: IncomingMessage, res: ServerResponse, extra?: NextExtra): Promise<void>;
  stop(graceMs?: number): Promise<void>;
  status(): 'ok' | 'starting' | 'down';
  redis(): string;
  pid(): number | undefined;
  stats(): { up: boolean; restarts: number; metricsTimeouts: number };
  /** The renderer's own metrics text (nn_renderer_*), '' when it does not answer within metricsTimeoutMs. */
  metricsText(): Promise<string>;
}
export declare function startRenderer(opts?: {
  env?: NodeJS.ProcessEnv;
  script?: string;
  pageCache?: { purge(paths: string[]): unknown; clear(): void } | null;
  maxBody?: number;
  timeoutMs?: number;
  metricsTimeoutMs?: number;
  log?: { info: (o: object, m: string) => void; error: (o: object, m: string) => void };
  logError?: (message: string, error: unknown) => void;
}): Renderer;
