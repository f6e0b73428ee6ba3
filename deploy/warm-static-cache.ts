#!/usr/bin/env node
// @ts-nocheck
// A rolling deploy's first step (README "Scaling out"): every built JS/CSS file of the release that
// is serving now, asked through the balancer once, so nginx's /_next/static cache holds all of them
// before the first instance is replaced. A browser holding a page of this release then gets any chunk
// it still needs — for a page it has not opened yet, too — from nginx, after every instance runs the
// next release. Content-hashed files: nginx keeps them 30 days (deploy/nginx.conf proxy_cache_path).
//
//   node deploy/warm-static-cache.ts http://127.0.0.1 [.next]
//
// Run it on the balancer (or anywhere that reaches it) from the folder of the serving build. Exits 1
// when a file was not answered 200.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Files under `<distDir>/static` as the paths a browser asks for (`/_next/static/...`). */
export function staticPaths(distDir) {
  const base = path.join(distDir, 'static');
  const out = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(`/_next/static/${path.relative(base, p).split(path.sep).map(encodeURIComponent).join('/')}`);
    }
  };
  walk(base);
  return out;
}

/**
 * GETs every path through `balancer` (8 at a time); resolves { files, cached, failed: [path, status][] }.
 * `cached`: answers nginx already held (X-Cache-Status HIT).
 * @param {string} balancer e.g. http://127.0.0.1
 * @param {string} distDir the serving build's folder
 * @param {{ fetch?: typeof fetch, concurrency?: number, headers?: Record<string, string> }} [opts]
 */
export async function warmStaticCache(balancer, distDir, { fetch: get = fetch, concurrency = 8, headers = {} } = {}) {
  const paths = staticPaths(distDir);
  const failed = [];
  let cached = 0;
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const p = paths[next++];
      try {
        const res = await get(new URL(p, balancer), { headers, signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        if (res.status !== 200) failed.push([p, res.status]);
        else if (res.headers.get('x-cache-status') === 'HIT') cached += 1;
      } catch (err) {
        failed.push([p, err.cause?.code || err.message]);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { files: paths.length, cached, failed };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [balancer, distDir = process.env.NEXT_DIST_DIR || '.next'] = process.argv.slice(2);
  if (!balancer) {
    console.error('usage: node deploy/warm-static-cache.ts <balancer URL> [distDir]');
    process.exit(2);
  }
  const r = await warmStaticCache(balancer, distDir);
  console.log(`${r.files} files of ${distDir}/static through ${balancer}: ${r.cached} already cached, ${r.failed.length} failed`);
  for (const [p, s] of r.failed) console.error(`  ${s} ${p}`);
  process.exit(r.failed.length ? 1 : 0);
}
