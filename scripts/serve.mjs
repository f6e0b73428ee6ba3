#!/usr/bin/env node
// npm start: the production server — Next's own request handler (routing, ISR, API routes, static
// files, headers from next.config) behind the in-process shared page cache of
// scripts/lib/page-cache.mjs. Same flags as `next start`: -p/--port (or PORT, default 3000),
// -H/--hostname (or HOSTNAME, default 0.0.0.0). PAGE_CACHE=off serves everything through Next.
// PAGE_CACHE_MB bounds the cache's memory (default 64); KEEP_ALIVE_TIMEOUT (ms) as in Next's
// standalone server. Runs from the project or from `.next/standalone` (copied to
// `.next/standalone/scripts/`, see README "Deploying"), where the config comes from the build.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { createPageCache } from './lib/page-cache.mjs';
import { installPurge } from './lib/purge.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `next start`-style flags. */
export function parseArgs(argv, env = process.env) {
  const out = { port: Number(env.PORT) || 3000, hostname: env.HOSTNAME || '0.0.0.0' };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    const [flag, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '-p' || flag === '--port') out.port = Number(value());
    else if (flag === '-H' || flag === '--hostname') out.hostname = value();
    else throw new Error(`unknown option ${a} (use -p PORT, -H HOST)`);
  }
  if (!Number.isInteger(out.port) || out.port < 0 || out.port > 65535) throw new Error(`bad port ${out.port}`);
  return out;
}

/**
 * The Next config when running from a standalone output (no next.config.* beside the build): the
 * one the build recorded, handed over the way Next's own standalone server.js does.
 */
export function standaloneConfig(dir = root, distDir = process.env.NEXT_DIST_DIR || '.next') {
  if (['next.config.ts', 'next.config.js', 'next.config.mjs'].some((f) => fs.existsSync(path.join(dir, f)))) return undefined;
  const file = path.join(dir, distDir, 'required-server-files.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).config : undefined;
}

async function main() {
  const { port, hostname } = parseArgs(process.argv.slice(2));
  process.env.NODE_ENV ||= 'production';
  const conf = standaloneConfig();
  if (conf) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(conf);
  const app = next({ dev: false, dir: root, hostname, port, ...(conf ? { conf } : {}) });
  await app.prepare();
  const handleNext = app.getRequestHandler();
  const cacheOn = process.env.PAGE_CACHE !== 'off';
  const cache = createPageCache({ maxBytes: (Number(process.env.PAGE_CACHE_MB) || 64) * 1024 * 1024 });
  // POST /api/revalidate purges through this (every instance via Redis with REDIS_URL): README "Scaling out".
  await installPurge({ pageCache: cacheOn ? cache : null });
  const toNext = (req, res) => handleNext(req, res).catch((err) => {
    console.error(`Failed to handle request for ${req.url}`, err);
    if (!res.headersSent) res.statusCode = 500;
    res.end('Internal Server Error');
  });
  const server = http.createServer((req, res) => {
    if (cacheOn) cache.handle(req, res, () => toNext(req, res));
    else toNext(req, res);
  });
  const keepAlive = Number(process.env.KEEP_ALIVE_TIMEOUT);
  if (Number.isFinite(keepAlive) && keepAlive >= 0 && process.env.KEEP_ALIVE_TIMEOUT) server.keepAliveTimeout = keepAlive;
  server.listen(port, hostname, () => {
    console.log(`▲ Next.js production server on http://${hostname}:${port} (page cache ${cacheOn ? 'on' : 'off'})`);
  });
  const stop = (signal) => {
    server.close(() => process.exit(0));
    server.closeIdleConnections?.();
    setTimeout(() => process.exit(signal === 'SIGINT' ? 130 : 143), 3000).unref();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
