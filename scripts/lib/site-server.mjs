// The HTTP server of `npm start` around Next's request handler (scripts/serve.mjs loads Next and
// calls runSiteServer). Every request is sorted once, by its URL, into a kind:
//
//   /api/health(/live), /api/metrics internal  answered here (scripts/lib/health.mjs, metrics.mjs)
//   /api/gw/*                        gateway   refusals (405/400/413) here; with API_ORIGIN the
//                                              proxy here (scripts/lib/gateway.mjs), else Next's
//                                              API route answers from the embedded sandbox
//   /_next/static, /_next/image,     static    straight to Next
//   files of public/
//   other /api/* (Next API routes)   api       straight to Next
//   anything else                    page      the page cache (scripts/lib/page-cache.mjs); a miss
//                                              goes through the render queue (render-queue.mjs) to
//                                              Next, or gets a fast 503 + Retry-After when it is full
//                                              (pages served from the build's HTML skip the queue)
//
// The security headers (read from the build, scripts/lib/security-headers.mjs) are on every
// answer made here and are set before Next's handler runs, so Next's own 400 page for a malformed
// URL carries them too. One access-log line (access-log.mjs) and one metrics observation per
// request, on the response's 'close'.
//
// Shutdown (SIGTERM/SIGINT): /api/health answers 503 at once, the listener closes (new connections
// are refused), idle keep-alive connections are closed and busy ones get `Connection: close` on
// their last answer; requests in flight finish for up to SHUTDOWN_GRACE_MS (10 s), then the rest
// are cut; exit 0 (SIGINT: 130 after a forced cut is not useful to anyone: 0 as well).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {
  GATEWAY_ERRORS, SANDBOX_CONTROL_PREFIX, checkRequest, gatewayDispatcher, isGatewayUrl, maxBodyBytes, proxyNodeCallback, proxyTimeoutMs, refuse,
  sendEnvelope, splitGatewayUrl,
} from './gateway.mjs';
import { createAccessLog } from './access-log.mjs';
import { createHealth, healthRoute, upstreamCheck } from './health.mjs';
import { createMetrics } from './metrics.mjs';
import { createPageCache } from './page-cache.mjs';
import { createRenderQueue, renderQueueOptions } from './render-queue.mjs';
import { setHeaderLines } from './security-headers.mjs';

/** Extensions of pages; a last path segment with any other extension is a file. */
const PAGE_EXTENSIONS = new Set(['html', 'xml', 'json']);

/** The kind of a request target (see the table above). */
export function kindOf(url) {
  if (url.startsWith('/api/')) {
    if (healthRoute(url) || url === '/api/metrics' || url.startsWith('/api/metrics?')) return 'internal';
    return isGatewayUrl(url) ? 'gateway' : 'api';
  }
  if (url === '/api/gw' || url.startsWith('/api/gw?')) return 'gateway';
  if (url.startsWith('/_next/static/') || url.startsWith('/_next/image') || url.startsWith('/__nextjs')) return 'static';
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  if (dot > 0 && !PAGE_EXTENSIONS.has(last.slice(dot + 1).toLowerCase())) return 'static';
  return 'page';
}

const BUSY_BODY = '服务器繁忙，请稍后再试\n';

/**
 * Routes Next serves from the build's HTML (automatic static optimisation: `pages-manifest.json`
 * maps them to a `.html` file): not renders, so they skip the render queue.
 */
export function staticPagesFromBuild(dir, distDir = '.next') {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, distDir, 'server', 'pages-manifest.json'), 'utf8'));
    return new Set(Object.entries(manifest).filter(([route, file]) => String(file).endsWith('.html') && !route.includes('[')).map(([route]) => route));
  } catch {
    return new Set();
  }
}

/**
 * @param {{
 *   handleNext: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<unknown>,
 *   securityHeaders?: string[],
 *   staticPages?: Set<string>,
 *   env?: Record<string, string | undefined>,
 *   accessLog?: ReturnType<typeof createAccessLog>,
 *   logError?: (message: string, error?: unknown) => void,
 * }} opts
 */
export function createSiteServer({ handleNext, securityHeaders = [], staticPages = new Set(), env = process.env, accessLog, logError = (m, e) => console.error(m, e ?? '') }) {
  const apiOrigin = env.API_ORIGIN || undefined;
  const cacheOn = env.PAGE_CACHE !== 'off';
  const cache = createPageCache({ maxBytes: (Number(env.PAGE_CACHE_MB) || 64) * 1024 * 1024 });
  const queue = createRenderQueue(renderQueueOptions(env));
  const maxBody = maxBodyBytes(env);
  const timeoutMs = proxyTimeoutMs(env);
  const health = createHealth();
  health.register('upstream', upstreamCheck(apiOrigin, gatewayDispatcher()));
  const metrics = createMetrics({ pageCacheStats: cache.stats, renderQueueStats: queue.stats, token: env.METRICS_TOKEN || undefined });
  const log = accessLog ?? createAccessLog({ enabled: env.ACCESS_LOG !== 'off' });
  const sec = securityHeaders;
  const retryAfter = String(Number(env.RENDER_RETRY_AFTER) || 5);

  const toNext = (req, res) => {
    setHeaderLines(res, sec);
    return handleNext(req, res).catch((err) => {
      logError(`Failed to handle request for ${req.url}`, err);
      if (!res.headersSent) res.statusCode = 500;
      res.end('Internal Server Error');
    });
  };

  const render = (req, res) => {
    if (staticPages.size) {
      const url = req.url || '/';
      const q = url.indexOf('?');
      if (staticPages.has(q === -1 ? url : url.slice(0, q))) return toNext(req, res); // the build's HTML: no render
    }
    if (queue.run(res, () => toNext(req, res))) return;
    res.writeHead(503, [...sec, 'retry-after', retryAfter, 'content-type', 'text/plain; charset=utf-8', 'cache-control', 'no-store', 'content-length', String(Buffer.byteLength(BUSY_BODY))]);
    res.end(req.method === 'HEAD' ? undefined : BUSY_BODY);
  };

  function handle(req, res) {
    const started = performance.now();
    const url = req.url || '/';
    const kind = kindOf(url);
    let cacheVerdict;
    let upstreamMs;
    res.once('close', () => {
      const ms = performance.now() - started;
      metrics.observe(kind, res.statusCode, ms / 1000);
      log.request(req, { status: res.writableFinished ? res.statusCode : 499, ms, kind, cache: cacheVerdict, upstreamMs });
    });
    if (health.isDraining()) res.setHeader('connection', 'close');
    if (kind === 'page') {
      if (!cacheOn) return render(req, res);
      const verdict = cache.handle(req, res, () => render(req, res));
      if (verdict !== 'BYPASS') cacheVerdict = verdict;
      return undefined;
    }
    if (kind === 'static' || kind === 'api') return toNext(req, res);
    if (kind === 'gateway') {
      const refusal = checkRequest(req, maxBody, { sandbox: !apiOrigin });
      if (refusal) return refuse(req, res, refusal, sec);
      if (!apiOrigin) return toNext(req, res); // the embedded sandbox (TypeScript, loaded by Next)
      const { path } = splitGatewayUrl(url);
      if (path === SANDBOX_CONTROL_PREFIX || path.startsWith(`${SANDBOX_CONTROL_PREFIX}/`)) return sendEnvelope(res, GATEWAY_ERRORS.notFound, sec);
      return proxyNodeCallback(req, res, {
        origin: apiOrigin,
        extraHeaders: sec,
        maxBody,
        timeoutMs,
        logError,
        checked: true,
        onUpstream: (info) => {
          if (info.outcome === 'ok') upstreamMs = info.ms;
          metrics.upstream(info);
        },
      });
    }
    // internal
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, [...sec, 'allow', 'GET, HEAD', 'content-length', '0']);
      return res.end();
    }
    const route = healthRoute(url);
    if (route === 'live') return health.handleLive(req, res, sec);
    return route ? health.handle(req, res, sec) : metrics.handle(req, res, sec);
  }

  return { handle, health, metrics, cache, queue, accessLog: log };
}

/**
 * Creates the site server, listens, and installs the SIGTERM/SIGINT shutdown. Resolves once
 * listening with { server, site, shutdown }.
 * `onSite`: called with the site before anything listens; `beforeListen`: awaited before listening
 * (serve.mjs waits for its renderer there); `afterDrain`: runs once the requests in flight are over,
 * before the exit (serve.mjs ends the renderer there).
 * @param {Parameters<typeof createSiteServer>[0] & { port: number, hostname: string, exit?: (code: number) => void,
 *   onListen?: (s: http.Server) => void, onSite?: (site: ReturnType<typeof createSiteServer>) => void,
 *   beforeListen?: () => Promise<void> | void, afterDrain?: () => Promise<void> | void }} opts
 */
export function runSiteServer(opts) {
  const { port, hostname, env = process.env, exit = (code) => process.exit(code), onListen } = opts;
  const site = createSiteServer(opts);
  opts.onSite?.(site);
  const server = http.createServer(site.handle);
  const keepAlive = Number(env.KEEP_ALIVE_TIMEOUT);
  if (env.KEEP_ALIVE_TIMEOUT && Number.isFinite(keepAlive) && keepAlive >= 0) server.keepAliveTimeout = keepAlive;
  const graceMs = Number(env.SHUTDOWN_GRACE_MS) >= 0 && env.SHUTDOWN_GRACE_MS ? Number(env.SHUTDOWN_GRACE_MS) : 10_000;

  let stopping;
  /** Drains and exits 0 (see the header of this file). */
  function shutdown(signal) {
    stopping ??= new Promise((resolve) => {
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
  return Promise.resolve(opts.beforeListen?.()).then(() => new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, () => {
      onListen?.(server);
      resolve({ server, site, shutdown });
    });
  }));
}
