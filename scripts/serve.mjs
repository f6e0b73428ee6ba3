#!/usr/bin/env node
// npm start: the production server — scripts/lib/site-server.mjs (gateway fast path, health,
// metrics, access log, page cache, render queue, graceful shutdown; see README "Running in
// production") around Next's own request handler (routing, ISR, API routes, static files, headers
// from next.config). Same flags as `next start`: -p/--port (or PORT, default 3000), -H/--hostname
// (or HOSTNAME, default 0.0.0.0). Runs from the project or from `.next/standalone` (copied to
// `.next/standalone/scripts/`, see README "Deploying"). Either way Next gets the config the build
// recorded (required-server-files.json), as Next's own standalone server.js does: the config is
// the build's, not re-evaluated from next.config.ts at every start, and Next does not warn that
// "next start" does not work with "output: standalone" (that warning is for `next start` itself).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import next from 'next';
import { installPurge, withSharedCache } from './lib/purge.mjs';
import { runSiteServer, staticPagesFromBuild } from './lib/site-server.mjs';
import { securityHeadersFromBuild } from './lib/security-headers.mjs';

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
 * The Next config the build recorded (`<distDir>/required-server-files.json`), handed over the way
 * Next's own standalone server.js does; undefined when there is no build.
 */
export function standaloneConfig(dir = root, distDir = process.env.NEXT_DIST_DIR || '.next') {
  const file = path.join(dir, distDir, 'required-server-files.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')).config : undefined;
}

async function main() {
  const { port, hostname } = parseArgs(process.argv.slice(2));
  process.env.NODE_ENV ||= 'production';
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  const built = standaloneConfig(root, distDir);
  if (!built) throw new Error(`no production build in ${path.join(root, distDir)} (run npm run build)`);
  // .env files as `next start` loads them (the recorded config skips Next's own loading).
  nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
  // REDIS_URL → the ISR cache shared through Redis (README "Scaling out"); unset → the build's config as is.
  const conf = withSharedCache(built, root);
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(conf);
  const app = next({ dev: false, dir: root, hostname, port, conf });
  await app.prepare();
  const handleNext = app.getRequestHandler();
  const { site } = await runSiteServer({
    handleNext,
    port,
    hostname,
    securityHeaders: securityHeadersFromBuild(root, distDir),
    staticPages: staticPagesFromBuild(root, distDir),
    onListen: () => {
      const gw = process.env.API_ORIGIN ? `gateway → ${process.env.API_ORIGIN}` : 'gateway → embedded sandbox';
      console.log(`▲ Next.js production server on http://${hostname}:${port} (page cache ${process.env.PAGE_CACHE === 'off' ? 'off' : 'on'}, ${gw})`);
    },
  });
  // POST /api/revalidate purges through this: every instance's page cache via Redis pub/sub with REDIS_URL.
  await installPurge({ pageCache: process.env.PAGE_CACHE === 'off' ? null : site.cache, health: site.health });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
