#!/usr/bin/env node
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
export function staticPaths(distDir: string): string[] {
  const base = path.join(distDir, 'static');
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(`/_next/static/${path.relative(base, p).split(path.sep).map(encodeURIComponent).join('/')}`);
    }
  };
  walk(base);
  return out;
}

export interface WarmResult {
  files: number;
  /** Answers nginx already held (X-Cache-Status HIT). */
  cached: number;
  /** Each path not answered 200, with its status or the error's code or message. */
  failed: [string, number | string][];
}

/**
 * GETs every path through `balancer` (e.g. http://127.0.0.1), 8 at a time; `distDir` is the
 * serving build's folder.
 */
export async function warmStaticCache(
  balancer: string,
  distDir: string,
  { fetch: get = fetch, concurrency = 8, headers = {} }: { fetch?: typeof fetch; concurrency?: number; headers?: Record<string, string> } = {},
): Promise<WarmResult> {
  const paths = staticPaths(distDir);
  const failed: WarmResult['failed'] = [];
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
        const e = err as Error & { cause?: { code?: string } };
        failed.push([p, e.cause?.code || e.message]);
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
