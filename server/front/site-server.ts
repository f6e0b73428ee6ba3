// The HTTP server of `npm start` around Next's request handler (server/index.ts loads Next and
// calls runSiteServer). Every request is sorted once, by its URL, into a kind:
//
//   /api/health(/live), /api/metrics internal  answered here (server/front/health.ts, server/observability/metrics.ts)
//   /api/gw/*                        gateway   refusals (405/400/413) here; with API_ORIGIN the
//                                              proxy here (server/gateway/proxy.ts), else Next's
//                                              API route answers from the embedded sandbox
//   /_next/static, /_next/image,     static    to Next; the build's files (/_next/static) through a
//   files of public/                           second cache that keeps them compressed (page-cache.ts
//                                              STATIC_RULES)
//   other /api/* (Next API routes)   api       straight to Next
//   anything else                    page      the page cache (server/front/page-cache.ts); a miss
//                                              goes through the render queue (server/front/render-queue.ts) to
//                                              Next, or gets a fast 503 + Retry-After when it is full
//                                              (pages served from the build's HTML skip the queue)
//
// The security headers (read from the build, server/front/security-headers.ts) are on every
// answer made here and are set before Next's handler runs, so Next's own 400 page for a malformed
// URL carries them too. One access-log line (server/observability/access-log.ts) and one metrics observation per
// request, on the response's 'close'.
//
// The request id (server/observability/request-id.ts): a well-formed X-Request-ID (nginx's) is kept, else
// one is made; it is written back into the request's headers (the forwards to the API and to the
// renderer carry it), logged on the access-log line and on error lines, and returned as
// X-Request-ID on every answer: pages (a page-cache hit too), the gateway, refusals, errors, health.
//
// Shutdown (SIGTERM/SIGINT): /api/health answers 503 at once, the listener closes (new connections
// are refused), idle keep-alive connections are closed and busy ones get `Connection: close` on
// their last answer; requests in flight finish for up to SHUTDOWN_GRACE_MS (10 s), then the rest
// are cut; exit 0 (SIGINT: 130 after a forced cut is not useful to anyone: 0 as well).
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import {
  FAIL_CLOSED_MESSAGE, GATEWAY_ERRORS, GATEWAY_PREFIX, bodyTimeoutMs, canonicalTarget, checkRequest, clientInfo, controlsOpen, gatewayDispatcher,
  gatewayMode, hasRequestBody, isControlPath, isGatewayUrl, maxBodyBytes, proxyNodeCallback, proxyTimeoutMs, readBody, refuse, sendEnvelope,
  trustProxyHops, apiTarget, envelopeJson,
  type ApiTarget, type ClientInfo, type Env, type UpstreamInfo,
} from '../gateway/proxy.ts';
import { createEdgeLimits, type EdgeRefusal } from './edge-limits.ts';
import { maskText } from '../observability/mask.ts';
import { createAccessLog, type AccessLog } from '../observability/access-log.ts';
import { createHealth, healthRoute, upstreamCheck, type Health } from './health.ts';
import { createMetrics, type Metrics } from '../observability/metrics.ts';
import { createPageCache, isFileUrl, STATIC_RULES, type PageCache, type PageCacheVerdict } from './page-cache.ts';
import { createRenderQueue, renderQueueOptions, type RenderQueue } from './render-queue.ts';
import { REQUEST_ID_HEADER, requestIdOf } from '../observability/request-id.ts';
import type { ForwardExtra } from '../renderer/renderer.ts';
import { setHeaderLines } from './security-headers.ts';
import { randomUUID } from 'node:crypto';

/** The kinds of the table above. */
export type RequestKind = 'internal' | 'gateway' | 'api' | 'static' | 'page';

/** sortRequest()'s answer: the kind, and for the gateway its canonical API target (null: refused). */
export interface SortedRequest {
  kind: RequestKind;
  target: ApiTarget | null;
}

/**
 * What Next's handler gets besides the request: a body the front read already, the target it
 * decided on, the client (the renderer's forward).
 */
export type NextExtra = ForwardExtra;

export interface SiteServerOptions {
  handleNext: (req: IncomingMessage, res: ServerResponse, extra?: NextExtra) => Promise<unknown>;
  /** Flat [name, value, …] lines (securityHeadersFromBuild). */
  securityHeaders?: string[];
  /** Routes served from the build's HTML (staticPagesFromBuild): they skip the render queue. */
  staticPages?: Set<string>;
  env?: Env;
  accessLog?: AccessLog;
  logError?: (message: string, error?: unknown) => void;
}

/** A parse error of Node's HTTP parser, as the 'clientError' event hands it over. */
export type ClientError = Error & { code?: string; rawPacket?: Buffer };

export interface Site {
  handle(req: IncomingMessage, res: ServerResponse): unknown;
  handleConnect(req: IncomingMessage, socket: Duplex): void;
  handleClientError(error: ClientError, socket: Duplex): void;
  health: Health;
  metrics: Metrics;
  cache: PageCache;
  queue: RenderQueue;
  accessLog: AccessLog;
}

export interface RunSiteServerOptions extends SiteServerOptions {
  port: number;
  hostname: string;
  exit?: (code: number) => void;
  onListen?: (server: http.Server) => void;
  onSite?: (site: Site) => void;
  beforeListen?: () => Promise<void> | void;
  afterDrain?: () => Promise<void> | void;
}

export interface RunningSite {
  server: http.Server;
  site: Site;
  shutdown: (signal: string) => Promise<void>;
}

/** A response that carries the backend's time for the access log (set by onUpstream). */
type TimedResponse = ServerResponse & { nnUpstreamMs?: number };

/** The request's id, a string: handle() writes it into the headers (requestIdOf) before anything reads it. */
const idOf = (req: IncomingMessage) => req.headers[REQUEST_ID_HEADER] as string;

/** The kind of a request target (see the table above). */
export function kindOf(url: string): RequestKind {
  if (url.startsWith('/api/')) {
    if (healthRoute(url) || url === '/api/metrics' || url.startsWith('/api/metrics?')) return 'internal';
    return isGatewayUrl(url) ? 'gateway' : 'api';
  }
  if (url === '/api/gw' || url.startsWith('/api/gw?')) return 'gateway';
  if (url.startsWith('/_next/static/') || url.startsWith('/_next/image') || url.startsWith('/__nextjs')) return 'static';
  // A last path segment with an extension other than a page's is a file.
  if (isFileUrl(url)) return 'static';
  return 'page';
}

/**
 * The kind of a request target and, for the gateway, its canonical API target (server/gateway/proxy.ts
 * gatewayTarget; null: refused). A target spelled with escapes is sorted by its canonical form, so
 * `/api/%67w/__sandbox/…` is the gateway's; a target under /api that has no canonical form is the
 * gateway's to refuse (400).
 */
export function sortRequest(url: string): SortedRequest {
  if (!url.startsWith('/api') && !url.includes('%')) return { kind: kindOf(url), target: null };
  const t = canonicalTarget(url);
  if (!t) return { kind: looksLikeApi(url) ? 'gateway' : kindOf(url), target: null };
  const canonical = t.pathname + t.search;
  const kind = kindOf(canonical);
  return { kind, target: kind === 'gateway' ? apiTarget(t) : null };
}

function looksLikeApi(url: string): boolean {
  if (url.startsWith('/api')) return true;
  const q = url.indexOf('?');
  try {
    return decodeURIComponent(q === -1 ? url : url.slice(0, q)).replace(/\\/g, '/').startsWith('/api');
  } catch {
    return true;
  }
}

const BUSY_BODY = '服务器繁忙，请稍后再试\n';
const BAD_TARGET = 'HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 12\r\nConnection: close\r\n\r\nBad Request\n';

/**
 * Routes Next serves from the build's HTML (automatic static optimisation: `pages-manifest.json`
 * maps them to a `.html` file): not renders, so they skip the render queue.
 */
export function staticPagesFromBuild(dir: string, distDir = '.next'): Set<string> {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, distDir, 'server', 'pages-manifest.json'), 'utf8')) as Record<string, unknown>;
    return new Set(Object.entries(manifest).filter(([route, file]) => String(file).endsWith('.html') && !route.includes('[')).map(([route]) => route));
  } catch {
    return new Set();
  }
}

export function createSiteServer({
  handleNext,
  securityHeaders = [],
  staticPages = new Set(),
  env = process.env,
  accessLog,
  logError = (m, e) => console.error(maskText(m), e === undefined ? '' : errorText(e)),
}: SiteServerOptions): Site {
  const mode = gatewayMode(env);
  if (!mode) throw new Error(FAIL_CLOSED_MESSAGE);
  const apiOrigin = mode === 'proxy' ? env.API_ORIGIN : undefined;
  const qaOpen = controlsOpen(env);
  const hops = trustProxyHops(env);
  const limits = createEdgeLimits({ env });
  const cacheOn = env.PAGE_CACHE !== 'off';
  const cache = createPageCache({ maxBytes: (Number(env.PAGE_CACHE_MB) || 64) * 1024 * 1024 });
  // The build's static files, compressed once (page-cache.ts STATIC_RULES); the same switch.
  const files = createPageCache({ rules: STATIC_RULES, maxBytes: (Number(env.STATIC_CACHE_MB) || 32) * 1024 * 1024 });
  const queue = createRenderQueue(renderQueueOptions(env));
  const maxBody = maxBodyBytes(env);
  const timeoutMs = proxyTimeoutMs(env);
  const bodyMs = bodyTimeoutMs(env);
  const health = createHealth();
  health.register('upstream', upstreamCheck(apiOrigin, gatewayDispatcher()));
  const metrics = createMetrics({ pageCacheStats: cache.stats, renderQueueStats: queue.stats, token: env.METRICS_TOKEN || undefined, requireToken: env.NODE_ENV === 'production' });
  const log = accessLog ?? createAccessLog({ enabled: env.ACCESS_LOG !== 'off' });
  const sec = securityHeaders;
  const retryAfter = String(Number(env.RENDER_RETRY_AFTER) || 5);

  /** `extra`: { body, path, client } for the renderer (a body read already, the canonical target). */
  const toNext = (req: IncomingMessage, res: ServerResponse, extra?: NextExtra) => {
    setHeaderLines(res, sec);
    res.setHeader(REQUEST_ID_HEADER, idOf(req));
    return handleNext(req, res, extra).catch((err: unknown) => {
      logError(`Failed to handle request for ${req.url} request_id=${idOf(req)}`, err);
      if (!res.headersSent) res.statusCode = 500;
      res.end('Internal Server Error');
    });
  };

  const render = (req: IncomingMessage, res: ServerResponse) => {
    if (staticPages.size) {
      const url = req.url || '/';
      const q = url.indexOf('?');
      if (staticPages.has(q === -1 ? url : url.slice(0, q))) return toNext(req, res); // the build's HTML: no render
    }
    if (queue.run(res, () => toNext(req, res))) return;
    res.writeHead(503, [...sec, REQUEST_ID_HEADER, idOf(req), 'retry-after', retryAfter, 'content-type', 'text/plain; charset=utf-8', 'cache-control', 'no-store', 'content-length', String(Buffer.byteLength(BUSY_BODY))]);
    res.end(req.method === 'HEAD' ? undefined : BUSY_BODY);
  };

  /**
   * A body is read whole within GATEWAY_BODY_TIMEOUT_MS before it goes anywhere (408 after that,
   * 413 past the limit): a client trickling its body holds no backend or renderer connection.
   */
  const withBody = (req: IncomingMessage, res: ServerResponse, then: (body: Buffer | undefined) => unknown) => {
    if (!hasRequestBody(req)) return then(undefined);
    return readBody(req, { limit: maxBody, timeoutMs: bodyMs }, (error, body) => {
      if (!error) return then(body);
      if (error.name === 'ClientGoneError' || res.destroyed) return undefined;
      return refuse(req, res, error.name === 'BodyTimeoutError' ? GATEWAY_ERRORS.requestTimeout : GATEWAY_ERRORS.tooLarge, sec);
    });
  };

  const onUpstream = (info: UpstreamInfo, res: TimedResponse) => {
    if (info.outcome === 'ok') res.nnUpstreamMs = info.ms;
    metrics.upstream(info);
  };

  function gateway(req: IncomingMessage, res: ServerResponse, target: ApiTarget | null) {
    if (!target) return refuse(req, res, GATEWAY_ERRORS.badRequest, sec);
    const refusal = checkRequest(req, maxBody, { sandbox: mode === 'sandbox', target });
    if (refusal) return refuse(req, res, refusal, sec);
    if (isControlPath(target.path) && (mode === 'proxy' || !qaOpen)) return sendEnvelope(res, GATEWAY_ERRORS.notFound, sec);
    const client = clientInfo(req, hops);
    const limited = limits.take(target.path, client.ip);
    if (limited) return tooMany(res, limited);
    const path = target.path + target.search;
    // A GET (no body) goes on at once: no closure a request on the hot path.
    if (!hasRequestBody(req)) return forward(req, res, path, client, undefined);
    return withBody(req, res, (body) => forward(req, res, path, client, body));
  }

  function forward(req: IncomingMessage, res: ServerResponse, path: string, client: ClientInfo, body: Buffer | undefined) {
    // The embedded sandbox (TypeScript, loaded by Next) gets the canonical target too.
    if (mode === 'sandbox') return toNext(req, res, { body, path: GATEWAY_PREFIX + path, client });
    return proxyNodeCallback(req, res, {
      // gatewayMode() answers 'proxy' only with an API_ORIGIN.
      origin: apiOrigin!, extraHeaders: sec, maxBody, timeoutMs, logError, checked: true, path, client, body, personalNoStore: true, onUpstream,
    });
  }

  function tooMany(res: ServerResponse, { status, retCode, retMsg, retryAfter: seconds }: EdgeRefusal) {
    const text = envelopeJson(retCode, retMsg);
    res.writeHead(status, [...sec, REQUEST_ID_HEADER, idOf(res.req), 'retry-after', String(seconds), 'content-type', 'application/json; charset=utf-8', 'cache-control', 'no-store', 'content-length', String(Buffer.byteLength(text))]);
    res.end(res.req?.method === 'HEAD' ? undefined : text);
  }

  function handle(req: IncomingMessage, res: TimedResponse) {
    const started = performance.now();
    const id = requestIdOf(req);
    const url = req.url || '/';
    // Only origin-form targets (`/path?query`): `*`, `http://host/…` and `host:port` are answered
    // 400 at once and logged, never handed on (Next would hold a render slot on them).
    const originForm = url.charCodeAt(0) === 47;
    const { kind, target }: SortedRequest = originForm ? sortRequest(url) : { kind: 'page', target: null };
    let cacheVerdict: Exclude<PageCacheVerdict, 'BYPASS'> | undefined;
    res.once('close', () => {
      const ms = performance.now() - started;
      metrics.observe(kind, res.statusCode, ms / 1000);
      log.request(req, { status: res.writableFinished ? res.statusCode : 499, ms, kind, cache: cacheVerdict, upstreamMs: res.nnUpstreamMs, path: target ? GATEWAY_PREFIX + target.path + target.search : undefined, id });
    });
    if (health.isDraining()) res.setHeader('connection', 'close');
    if (!originForm) {
      res.writeHead(400, [...sec, REQUEST_ID_HEADER, id, 'content-type', 'text/plain; charset=utf-8', 'cache-control', 'no-store', 'connection', 'close', 'content-length', '12']);
      return res.end(req.method === 'HEAD' ? undefined : 'Bad Request\n');
    }
    if (kind === 'page' || kind === 'static') {
      const serve = kind === 'page' ? () => render(req, res) : () => toNext(req, res);
      if (!cacheOn) return serve();
      const verdict = (kind === 'page' ? cache : files).handle(req, res, serve);
      if (verdict !== 'BYPASS') cacheVerdict = verdict;
      return undefined;
    }
    if (kind === 'api') return withBody(req, res, (body) => toNext(req, res, body === undefined ? undefined : { body }));
    if (kind === 'gateway') return gateway(req, res, target);
    // internal
    res.setHeader(REQUEST_ID_HEADER, id);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, [...sec, 'allow', 'GET, HEAD', 'content-length', '0']);
      return res.end();
    }
    const route = healthRoute(url);
    if (route === 'live') return health.handleLive(req, res, sec);
    return route ? health.handle(req, res, sec) : metrics.handle(req, res, sec);
  }

  /**
   * An authority-form target (`CONNECT host:443`): this is no forward proxy. Node hands these to
   * the 'connect' event, not to handle(); answered 400 and logged like any other request.
   */
  function handleConnect(req: IncomingMessage, socket: Duplex): void {
    const id = requestIdOf(req);
    log.request(req, { status: 400, ms: 0, kind: 'page', id });
    metrics.observe('page', 400, 0);
    socket.on('error', () => undefined);
    socket.end(BAD_TARGET.replace('\r\n\r\n', `\r\nX-Request-ID: ${id}\r\n\r\n`));
  }

  /**
   * A request Node's parser refused before handle() (a target it cannot parse, `host:port` with
   * GET, bad header syntax, too large a head, the request deadline): answered as Node would — 400,
   * 431, 408 — and logged, method and target taken from the bytes received.
   */
  function handleClientError(error: ClientError, socket: Duplex): void {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const line = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.subarray(0, 512).toString('latin1').split('\r\n')[0] : '';
    const [method, target] = line.split(' ');
    // The head was not parsed: no id of the client's to keep.
    const id = randomUUID();
    log.request({ method: method || undefined, url: target || '' }, { status, ms: 0, kind: 'page', path: target ? undefined : `<${error.code}>`, id });
    metrics.observe('page', status, 0);
    socket.on('error', () => undefined);
    const reason = status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request';
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Length: 0\r\nConnection: close\r\nX-Request-ID: ${id}\r\n\r\n`);
  }

  return { handle, handleConnect, handleClientError, health, metrics, cache, queue, accessLog: log };
}

function errorText(e: unknown): string {
  return maskText(e instanceof Error ? (e.stack || `${e.name}: ${e.message}`) : String(e));
}

/**
 * Creates the site server, listens, and installs the SIGTERM/SIGINT shutdown. Resolves once
 * listening with { server, site, shutdown }.
 * `onSite`: called with the site before anything listens; `beforeListen`: awaited before listening
 * (server/index.ts waits for its renderer there); `afterDrain`: runs once the requests in flight are over,
 * before the exit (server/index.ts ends the renderer there).
 */
export function runSiteServer(opts: RunSiteServerOptions): Promise<RunningSite> {
  const { port, hostname, env = process.env, exit = (code) => process.exit(code), onListen } = opts;
  const site = createSiteServer(opts);
  opts.onSite?.(site);
  // Node's own request deadline as a backstop for every target (the gateway reads its bodies
  // within GATEWAY_BODY_TIMEOUT_MS itself and answers 408 with its envelope), checked every 2 s.
  const server = http.createServer({ requestTimeout: bodyTimeoutMs(env) + 5000, connectionsCheckingInterval: 2000 }, site.handle);
  server.on('connect', site.handleConnect);
  server.on('clientError', site.handleClientError);
  const keepAlive = Number(env.KEEP_ALIVE_TIMEOUT);
  if (env.KEEP_ALIVE_TIMEOUT && Number.isFinite(keepAlive) && keepAlive >= 0) server.keepAliveTimeout = keepAlive;
  const graceMs = Number(env.SHUTDOWN_GRACE_MS) >= 0 && env.SHUTDOWN_GRACE_MS ? Number(env.SHUTDOWN_GRACE_MS) : 10_000;

  let stopping: Promise<void> | undefined;
  /** Drains and exits 0 (see the header of this file). */
  function shutdown(signal: string): Promise<void> {
    stopping ??= new Promise<void>((resolve) => {
      site.health.startDraining();
      site.accessLog.logger.info({ signal, graceMs }, 'shutting down: draining');
      const closed = new Promise((r) => server.close(r));
      server.closeIdleConnections();
      const timer = setTimeout(() => {
        site.accessLog.logger.warn({ graceMs }, 'grace period over: closing the connections still open');
        server.closeAllConnections();
      }, graceMs);
      timer.unref();
      closed.then(async () => {
        clearTimeout(timer);
        await opts.afterDrain?.();
        site.accessLog.logger.info('stopped');
        site.accessLog.flush();
        resolve();
        exit(0);
      });
    });
    return stopping;
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
  return Promise.resolve(opts.beforeListen?.()).then(() => new Promise<RunningSite>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      onListen?.(server);
      resolve({ server, site, shutdown });
    });
  }));
}
