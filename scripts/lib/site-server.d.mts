import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { AccessLog } from './access-log.mjs';
import type { Health } from './health.mjs';
import type { Metrics } from './metrics.mjs';
import type { PageCache } from './page-cache.mjs';
import type { RenderQueue } from './render-queue.mjs';

export type RequestKind = 'internal' | 'gateway' | 'api' | 'static' | 'page';
export declare function kindOf(url: string): RequestKind;
export declare function sortRequest(url: string): { kind: RequestKind; target: { path: string; search: string } | null };
export interface NextExtra {
  body?: Buffer;
  path?: string;
  client?: { ip: string; proto: string; host: string | undefined };
}
export declare function staticPagesFromBuild(dir: string, distDir?: string): Set<string>;
export interface SiteServerOptions {
  /** `extra`: a body the front read already, the target it decided on, the client (renderer.forward). */
  handleNext: (req: IncomingMessage, res: ServerResponse, extra?: NextExtra) => Promise<unknown>;
  securityHeaders?: string[];
  /** Routes served from the build's HTML (staticPagesFromBuild): they skip the render queue. */
  staticPages?: Set<string>;
  env?: Record<string, string | undefined>;
  accessLog?: AccessLog;
  logError?: (message: string, error?: unknown) => void;
}
export interface Site {
  handle(req: IncomingMessage, res: ServerResponse): unknown;
  handleConnect(req: IncomingMessage, socket: Duplex): void;
  handleClientError(error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex): void;
  health: Health;
  metrics: Metrics;
  cache: PageCache;
  queue: RenderQueue;
  accessLog: AccessLog;
}
export declare function createSiteServer(opts: SiteServerOptions): Site;
export declare function runSiteServer(
  opts: SiteServerOptions & { port: number; hostname: string; exit?: (code: number) => void; onListen?: (server: Server) => void },
): Promise<{ server: Server; site: Site; shutdown: (signal: string) => Promise<void> }>;
