#!/usr/bin/env node
// npm run bench [-- --no-throughput]
// (a) first-load JS (gzip) per route of the production build against budgets;
// (b) requests/s of a prerendered page vs a static file on the same production server (scripts/serve.mjs), ratio ≥ 0.40,
//     zero errors/non-2xx; (c) Lighthouse when installed and BENCH_LIGHTHOUSE=1.
// Env: NEXT_DIST_DIR (default .next), BENCH_SECONDS (10), BENCH_CONNECTIONS (50),
// BENCH_NO_BUILD=1 (use the build as it is), BENCH_LIGHTHOUSE=1.
// Prints one table, writes bench-results/latest.json, exits 1 when a budget is broken.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import {
  BUDGETS, CAMPAIGN_ROUTES, firstLoadByRoute, fmtKB, formatTable, gzipSize, medianScore, pickCachedPage,
  pickStaticFile, throughputVerdict,
} from './lib/bench-core.mjs';
import { build, distDir, freePort, root, staleReason, startServer, tail, waitForUrl } from './lib/next-server.mjs';

const require = createRequire(import.meta.url);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const outDir = path.join(root, 'bench-results');
const rows = [];
const report = { at: new Date().toISOString(), distDir: distDir(), firstLoad: [], throughput: null, lighthouse: null };

async function ensureBuild(dir) {
  const reason = staleReason(dir, { force: false });
  if (!reason) return;
  if (process.env.BENCH_NO_BUILD === '1') {
    if (!fs.existsSync(path.join(root, dir, 'BUILD_ID'))) throw new Error(`${dir}/BUILD_ID missing and BENCH_NO_BUILD=1`);
    console.warn(`[bench] warning: ${reason}; measuring the existing build (BENCH_NO_BUILD=1)`);
    return;
  }
  console.log(`[bench] building (${reason})`);
  await build(dir);
}

function measureFirstLoad(dir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, dir, 'build-manifest.json'), 'utf8'));
  const cache = new Map();
  const sizeOf = (file) => {
    if (!cache.has(file)) {
      const p = path.join(root, dir, file);
      cache.set(file, fs.existsSync(p) ? gzipSize(fs.readFileSync(p)) : 0);
    }
    return cache.get(file);
  };
  const routes = firstLoadByRoute(manifest, sizeOf);
  report.firstLoad = routes;
  for (const r of routes) {
    rows.push({ metric: `first-load JS ${r.route}`, value: fmtKB(r.bytes), budget: `≤ ${fmtKB(r.budget)}${r.kind === 'campaign' ? ' (campaign)' : ''}`, pass: r.pass });
  }
}

function listPublic() {
  const base = path.join(root, 'public');
  const out = [];
  const walk = (d) => {
    for (const e of fs.existsSync(d) ? fs.readdirSync(d, { withFileTypes: true }) : []) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push({ path: path.relative(base, p), size: fs.statSync(p).size });
    }
  };
  walk(base);
  return out;
}

async function load(url, seconds) {
  const autocannon = require('autocannon');
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, timeout: 10 });
  return { url, rps: r.requests.average, p99ms: r.latency.p99, errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx, total: r.requests.total };
}

/**
 * Pages load-tested against the public file, each with its ratio budget (issues 3, 5, 8): a page
 * served from the build's HTML, an ISR article, an ISR game detail, an ISR list page (rewritten
 * `?page`), and the SSR catalogue (informational).
 */
const ISR_PAGES = [
  { path: '/news/10001.html', kind: 'ISR article', min: 0.4 },
  { path: '/yxxz/pc/101.html', kind: 'ISR game detail', min: 0.4 },
  { path: '/news?page=2', kind: 'ISR list page', min: 0.4 },
  { path: '/yxxz', kind: 'SSR catalogue', min: null },
];

async function measureThroughput(dir) {
  const readJson = (f) => JSON.parse(fs.readFileSync(path.join(root, dir, f), 'utf8'));
  const pagePath = pickCachedPage(readJson('server/pages-manifest.json'), readJson('prerender-manifest.json').routes);
  const staticPath = pickStaticFile(listPublic());
  if (!pagePath || !staticPath) {
    rows.push({ metric: 'throughput page/static', value: 'n/a', budget: '≥ 0.40', pass: false, note: !pagePath ? 'no static page' : 'no file in public/' });
    report.throughput = { error: !pagePath ? 'no static page in the build' : 'public/ has no file to serve' };
    return;
  }
  const pages = [{ path: pagePath, kind: 'static page', min: 0.4 }, ...ISR_PAGES];
  const port = await freePort();
  const logFile = path.join(outDir, 'server.log');
  console.log(`[bench] production server (scripts/serve.mjs) on 127.0.0.1:${port} (own process group), log ${path.relative(root, logFile)}`);
  const server = startServer({ port, logFile, dir });
  const stop = () => server.stop();
  process.once('SIGINT', async () => { await stop(); process.exit(130); });
  process.once('SIGTERM', async () => { await stop(); process.exit(143); });
  const errs = (r) => `${r.errors} err / ${r.timeouts} timeout / ${r.non2xx} non-2xx`;
  try {
    await waitForUrl(server.url + pagePath, { server });
    const fileUrl = server.url + encodeURI(staticPath);
    await load(fileUrl, 2);
    console.log(`[bench] ${CONNECTIONS} connections × ${SECONDS}s each (2 s warm-up each)`);
    // The file is measured between the pages too, so a change in machine load shows in both.
    const file = await load(fileUrl, SECONDS);
    rows.push({ metric: `req/s ${staticPath} (public file)`, value: file.rps.toFixed(0), budget: 'no errors', pass: throughputVerdict(file, file).clean, note: errs(file) });
    report.throughput = { connections: CONNECTIONS, seconds: SECONDS, file, pages: [] };
    for (const p of pages) {
      const url = server.url + p.path;
      await load(url, 2);
      const page = await load(url, SECONDS);
      const v = throughputVerdict(page, file, p.min ?? 0);
      report.throughput.pages.push({ ...p, page, ratio: v.ratio });
      rows.push({ metric: `req/s ${p.path} (${p.kind})`, value: page.rps.toFixed(0), budget: 'no errors', pass: v.clean, note: errs(page) });
      rows.push({
        metric: `throughput ratio ${p.kind}/file`,
        value: v.ratio.toFixed(2),
        budget: p.min === null ? '(informational)' : `≥ ${p.min.toFixed(2)}`,
        pass: p.min === null ? null : v.ratio >= p.min,
      });
    }
    // Back-compatible summary field: the static page's ratio.
    report.throughput.ratio = report.throughput.pages[0].ratio;
  } catch (err) {
    console.error(`[bench] throughput failed: ${err.message}\n--- server log (tail) ---\n${tail(logFile)}`);
    rows.push({ metric: 'throughput page/static', value: 'error', budget: '≥ 0.40', pass: false });
    report.throughput = { error: err.message };
  } finally {
    await stop();
  }
}

/** Pages and budgets of Lighthouse (mobile emulation, headless Chromium): issues 3, 5, 7 and 8. */
const LIGHTHOUSE_PAGES = ['/', '/news', '/news/10001.html', '/helpCenter', '/yxxz', '/yxxz/pc/101.html', '/nnpay'];
const LIGHTHOUSE_BUDGETS = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 };
/** Runs per page (BENCH_LIGHTHOUSE_RUNS, default 3): mobile performance moves ±2 between runs here. */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3);

async function measureLighthouse(dir) {
  let lhBin;
  try {
    lhBin = require.resolve('lighthouse/cli/index.js');
  } catch {
    lhBin = undefined;
  }
  if (process.env.BENCH_LIGHTHOUSE !== '1' || !lhBin) {
    const why = process.env.BENCH_LIGHTHOUSE !== '1' ? 'set BENCH_LIGHTHOUSE=1' : 'lighthouse not installed';
    rows.push({ metric: `lighthouse (${LIGHTHOUSE_PAGES.length} pages × 4 categories)`, value: 'skipped', budget: 'see README', pass: null, note: why });
    report.lighthouse = { skipped: why };
    return;
  }
  const { findChromium, chromiumArgs } = await import('./find-chromium.mjs');
  const port = await freePort();
  const logFile = path.join(outDir, 'server-lighthouse.log');
  const server = startServer({ port, logFile, dir });
  report.lighthouse = {};
  try {
    await waitForUrl(server.url + '/', { server });
    console.log(`[bench] Lighthouse: ${LIGHTHOUSE_RUNS} run(s) per page, median per category`);
    for (const page of LIGHTHOUSE_PAGES) {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
        const out = path.join(outDir, `lighthouse-${page.replace(/[^a-z0-9]+/gi, '_')}${i ? `-${i + 1}` : ''}.json`);
        const r = spawnSync(process.execPath, [lhBin, server.url + page, '--quiet', '--output=json', `--output-path=${out}`,
          `--only-categories=${Object.keys(LIGHTHOUSE_BUDGETS).join(',')}`, `--chrome-flags=${chromiumArgs.join(' ')}`],
        { env: { ...process.env, CHROME_PATH: findChromium() }, stdio: 'inherit' });
        runs.push(r.status === 0 ? JSON.parse(fs.readFileSync(out, 'utf8')).categories : {});
      }
      report.lighthouse[page] = {};
      for (const [key, min] of Object.entries(LIGHTHOUSE_BUDGETS)) {
        const each = runs.map((c) => Math.round((c[key]?.score ?? NaN) * 100));
        const score = medianScore(each);
        report.lighthouse[page][key] = { median: score, runs: each };
        rows.push({ metric: `lighthouse ${key} ${page}`, value: String(score), budget: `≥ ${min}`, pass: score >= min, note: each.length > 1 ? `runs ${each.join(', ')}` : undefined });
      }
    }
  } finally {
    await server.stop();
  }
}

async function main() {
  const dir = distDir();
  await ensureBuild(dir);
  fs.mkdirSync(outDir, { recursive: true });
  measureFirstLoad(dir);
  if (process.argv.includes('--no-throughput')) {
    rows.push({ metric: 'throughput page/static', value: 'skipped', budget: '≥ 0.40', pass: null, note: '--no-throughput' });
  } else {
    await measureThroughput(dir);
  }
  await measureLighthouse(dir);
  // Sustained load and server memory (issue #8 §4): scripts/load.mjs; `--no-load` skips it.
  if (!process.argv.includes('--no-load')) {
    const { rows: loadRows, report: loadReport } = await (await import('./load.mjs')).measureLoad({ dir });
    rows.push(...loadRows);
    report.load = loadReport;
  }

  console.log(`\nFirst-load JS: the files of Next 16's route-bundle-stats (route ∪ /_app JS, nomodule polyfills excluded),`);
  console.log(`each gzipped at zlib level 9 like Next ≤ 14's report, summed. Budgets: ${fmtKB(BUDGETS.default)}, / ${fmtKB(BUDGETS.home)},`);
  console.log(`campaign/pay routes ${fmtKB(BUDGETS.campaign)} (${CAMPAIGN_ROUTES.join(' ')}).\n`);
  console.log(formatTable(rows));
  const failed = rows.filter((r) => r.pass === false);
  report.rows = rows;
  report.pass = failed.length === 0;
  fs.writeFileSync(path.join(outDir, 'latest.json'), JSON.stringify(report, null, 2) + '\n');
  console.log(`\n[bench] ${failed.length ? `${failed.length} budget(s) broken` : 'all budgets met'}; wrote bench-results/latest.json`);
  return failed.length ? 1 : 0;
}

main().then((code) => process.exit(code), (err) => {
  console.error(`[bench] ${err.stack || err.message}`);
  process.exit(1);
});
