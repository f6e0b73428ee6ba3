#!/usr/bin/env node
// The renderer of the production server: Next's request handler in a process of its own, forked by
// server/index.ts (server/renderer/renderer.ts) and never run by hand. It listens on 127.0.0.1 on a
// port the system picks and tells the parent which one over the IPC channel; the parent forwards
// to it what it does not answer itself (page-cache misses, Next's static files and API routes, and
// the gateway in sandbox mode). Why a second process: Next's renders and
// its AsyncLocalStorage hooks then cost the front process nothing, so page-cache hits and gateway
// calls are never queued behind a render, and a gateway request is as cheap as a plain proxy's.
//
// Messages (handled in server/renderer/renderer.ts startRenderer and ipcPageCache):
//   → parent  { type: 'ready', port }                 listening
//   → parent  { type: 'purge', id, paths } / 'clear'  publish on demand: drop these from the page cache
//   → parent  { type: 'redis', status }              Redis ok/down, on each change (REDIS_URL set)
//   ← parent  { type: 'purged', id }                  …done (the revalidate API answers after this)
//   ← parent  { type: 'metrics', id }                 a scrape of the front's /api/metrics: this
//   → parent  { type: 'metrics', id, text }           process's Node metrics, nn_renderer_* (server/observability/metrics.ts)
// The process exits when the parent goes (the IPC channel closes). SIGTERM and SIGINT are the
// parent's to act on: it drains first, then ends this process; a terminal's Ctrl-C, which reaches
// both, therefore does not cut the renders the parent is waiting for.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import type { NextServer } from 'next/dist/server/next.js';
import { maskConsole } from '../observability/mask.ts';
import { answerMetricsOverIpc } from '../observability/metrics.ts';
import { installPurge, withSharedCache } from './purge.ts';
import { ipcPageCache } from './renderer.ts';
import { requestContext, requestIdOf, tagConsoleWithRequestId } from '../observability/request-id.ts';
import { standaloneConfig } from '../index.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * next(): Next's CommonJS entry is the function itself (module.exports = createServer), while its
 * types describe an ES module's default export, which TypeScript under nodenext reads as an object
 * holding it. `conf` is the build's config as the build wrote it (required-server-files.json).
 */
type CreateNext = (options: { dev: boolean; dir: string; hostname: string; port: number; conf: object }) => Pick<NextServer, 'prepare' | 'getRequestHandler'>;
const createNext = next as unknown as CreateNext;

type Env = Record<string, string | undefined>;

/** This process as the front forks it: with its IPC channel, so process.send is there. */
type ForkedProcess = NodeJS.Process & { send: NonNullable<NodeJS.Process['send']> };

function isForked(proc: NodeJS.Process): proc is ForkedProcess {
  return Boolean(proc.send);
}

async function main(): Promise<void> {
  // Every line this process writes — Next's own errors, the sandbox's, the pages' — masked
  // (phones, tokens, codes) like the front's access log.
  maskConsole();
  // …and every error/warning line written while a request is handled (Next's own included) starts
  // with that request's id ([request_id=…], server/observability/request-id.ts).
  tagConsoleWithRequestId();
  if (!isForked(process)) throw new Error('server/renderer/render-server.ts is started by server/index.ts (npm start), not by hand');
  const parent = process;
  // (Next's types make NODE_ENV read-only; this process sets its default before Next loads.)
  const env: Env = process.env;
  env.NODE_ENV ||= 'production';
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const built = standaloneConfig(root, distDir);
  if (!built) throw new Error(`no production build in ${path.join(root, distDir)} (run npm run build)`);
  // REDIS_URL → the ISR cache shared through Redis (README "Scaling out"); unset → the build's config as is.
  const conf = withSharedCache(built, root);
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(conf);
  const hostname = '127.0.0.1';
  const app = createNext({ dev: false, dir: root, hostname, port: 0, conf });
  await app.prepare();
  const handleNext = app.getRequestHandler();
  // Each request runs in its request context: the id the front sent (X-Request-ID) tags this
  // process's error lines and goes with the API calls the page makes while rendering
  // (server/gateway/handler.ts → server/gateway/proxy.ts proxyWeb).
  const server = http.createServer((req, res) => {
    requestContext.run({ id: requestIdOf(req) }, () => handleNext(req, res)).catch((err) => {
      requestContext.run({ id: requestIdOf(req) }, () => console.error(`Failed to handle request for ${req.url}`, err));
      if (!res.headersSent) res.statusCode = 500;
      res.end('Internal Server Error');
    });
  });
  // Keep-alive connections from the parent outlive its own idle timeouts on this side.
  server.keepAliveTimeout = 65_000;
  // POST /api/revalidate purges through this: the parent's page cache (over IPC), and every
  // instance's through Redis pub/sub with REDIS_URL.
  await installPurge({ pageCache: ipcPageCache(parent) });
  if (process.env.REDIS_URL) {
    // The front's /api/health reports Redis as this process sees it (the one connection of the
    // instance): each change is sent up.
    const { redisStatus } = await import('./redis.ts');
    let last: ReturnType<typeof redisStatus> | undefined;
    setInterval(() => {
      const now = redisStatus(process.env);
      if (now !== last && parent.connected) parent.send({ type: 'redis', status: now });
      last = now;
    }, 500).unref();
  }
  // The front's /api/metrics appends this process's event-loop lag, heap, RSS, GC and CPU.
  answerMetricsOverIpc(parent);
  process.on('disconnect', () => process.exit(0));
  process.on('SIGTERM', () => {});
  process.on('SIGINT', () => {});
  server.listen(0, hostname, () => {
    parent.send({ type: 'ready', port: (server.address() as AddressInfo).port });
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
