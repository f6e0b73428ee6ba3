#!/usr/bin/env node
// npm start: the production server — two processes (server/renderer/renderer.ts says why). This one,
// the front, is server/front/site-server.ts (gateway fast path, health, metrics, access log, page
// cache, render queue, graceful shutdown; see README "Running in production") and does not load
// Next; what it does not answer itself it forwards to the renderer, Next's request handler in a
// child process (server/renderer/render-server.ts: routing, ISR, API routes, static files, headers from
// next.config). Same flags as `next start`: -p/--port (or PORT, default 3000), -H/--hostname (or
// HOSTNAME, default 0.0.0.0). Runs from the project or from `.next/standalone` (copied to
// `.next/standalone/server/`, see README "Deploying"). Either way Next gets the config the build
// recorded (required-server-files.json), as Next's own standalone server.js does: the config is
// the build's, not re-evaluated from next.config.ts at every start, and Next does not warn that
// "next start" does not work with "output: standalone" (that warning is for `next start` itself).
// First: when run as the entry it may execute the process again with malloc tuned (server/malloc-tuning.ts),
// before the modules after it allocate anything.
import './malloc-tuning.ts';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import { FAIL_CLOSED_MESSAGE, errorLine, gatewayMode, maxBodyBytes, type Env } from './gateway/proxy.ts';
import { maskConsole, maskText } from './observability/mask.ts';
import { startRenderer, type Renderer } from './renderer/renderer.ts';
import { runSiteServer, staticPagesFromBuild } from './front/site-server.ts';
import { securityHeadersFromBuild } from './front/security-headers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ListenAddress {
  port: number;
  hostname: string;
}

/** `next start`-style flags. */
export function parseArgs(argv: readonly string[], env: Env = process.env): ListenAddress {
  const out: ListenAddress = { port: Number(env.PORT) || 3000, hostname: env.HOSTNAME || '0.0.0.0' };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    const [flag, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    const value = (): string | undefined => inline ?? argv[++i];
    if (flag === '-p' || flag === '--port') out.port = Number(value());
    else if (flag === '-H' || flag === '--hostname') {
      const hostname = value();
      // `-H` as the last argument (or `-H=`) would listen on every interface, the opposite of asking for one.
      if (!hostname) throw new Error(`${flag} needs a host name`);
      out.hostname = hostname;
    } else throw new Error(`unknown option ${a} (use -p PORT, -H HOST)`);
  }
  if (!Number.isInteger(out.port) || out.port < 0 || out.port > 65535) throw new Error(`bad port ${out.port}`);
  return out;
}

/**
 * The Next config the build recorded (`<distDir>/required-server-files.json`), handed over the way
 * Next's own standalone server.js does; undefined when there is no build.
 */
export function standaloneConfig(dir = root, distDir = process.env.NEXT_DIST_DIR || '.next'): Record<string, unknown> | undefined {
  const file = path.join(dir, distDir, 'required-server-files.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { config?: Record<string, unknown> }).config : undefined;
}

/**
 * Fails closed: without API_ORIGIN and without SANDBOX=on there is no backend this server may
 * use, and the sandbox (readable SMS codes, a cashier that marks orders paid) is served only when
 * asked for in so many words. Returns the message to exit with, or null.
 */
export function refuseToStart(env: Env = process.env): string | null {
  return gatewayMode(env) ? null : FAIL_CLOSED_MESSAGE;
}

async function main(): Promise<void> {
  maskConsole();
  const { port, hostname } = parseArgs(process.argv.slice(2));
  // Next's types declare NODE_ENV read-only; `next start` sets it the same way.
  (process.env as Record<string, string | undefined>).NODE_ENV ||= 'production';
  // .env files as `next start` loads them, before the renderer is forked (it inherits them).
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
  const refusal = refuseToStart(process.env);
  if (refusal) {
    console.error(refusal);
    process.exit(2);
  }
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!standaloneConfig(root, distDir)) throw new Error(`no production build in ${path.join(root, distDir)} (run npm run build)`);
  // Started in onSite, which runs before anything listens or is forwarded.
  let renderer!: Renderer;
  await runSiteServer({
    handleNext: (req, res, extra) => renderer.forward(req, res, extra),
    port,
    hostname,
    securityHeaders: securityHeadersFromBuild(root, distDir),
    staticPages: staticPagesFromBuild(root, distDir),
    // Listening waits for the renderer (below): a load balancer sees the port open only when pages work.
    beforeListen: async () => {
      await renderer.ready;
    },
    afterDrain: () => renderer.stop(),
    onListen: () => {
      const gw = process.env.API_ORIGIN
        ? `gateway → ${process.env.API_ORIGIN}`
        : `gateway → embedded sandbox (SANDBOX=on: not a real backend; QA controls ${process.env.SANDBOX_QA === 'off' ? 'closed' : 'open'})`;
      console.log(`▲ Next.js production server on http://${hostname}:${port} (page cache ${process.env.PAGE_CACHE === 'off' ? 'off' : 'on'}, ${gw}; renderer pid ${renderer.pid()})`);
    },
    onSite: (s) => {
      renderer = startRenderer({
        pageCache: process.env.PAGE_CACHE === 'off' ? null : s.cache,
        maxBody: maxBodyBytes(),
        log: s.accessLog.logger,
        logError: (m, e) => s.accessLog.logger.error({ err: errorLine(e) }, maskText(m)),
      });
      s.health.register('renderer', () => renderer.status(), { ok: ['ok'], critical: true });
      // Not critical: without Redis the instance serves from its local layers. The renderer holds the
      // instance's Redis connections (ISR cache, purge channel) and reports their state.
      if (process.env.REDIS_URL) s.health.register('redis', () => renderer.redis(), { ok: ['ok'], critical: false });
      s.metrics.watchRenderer(renderer.stats, renderer.metricsText);
      s.metrics.watchAccessLog(s.accessLog.stats);
    },
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
