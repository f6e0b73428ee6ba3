#!/usr/bin/env node
// npm run bench [-- --no-throughput] [-- --no-load] [-- --no-crawl] [-- --gateway-only]
// (a) first-load JS (gzip) per route of the production build against budgets;
// (b) requests/s of a prerendered page vs a static file on the same production server (server/index.ts), ratio ≥ 0.40,
//     zero errors/non-2xx; (c) the gateway: a loopback upstream stub measured directly, through nginx
//     (scripts/bench/nginx-proxy.ts: one worker, keep-alive upstream, doing the gateway's job — request id,
//     X-Forwarded-*, security headers, access log — what an operator puts there; checked: the same header
//     names both ways) and through `API_ORIGIN=<stub> npm start`, the two in alternate rounds of the same
//     run — gateway GET ≥ 0.80× nginx, p99 ≤ 25 ms, 0 errors; nginx passing answers through only (informational); a streamed
//     1 MB answer with the server's RSS flat over 2,000 requests; direct, the floor — a pass-through Node proxy
//     (scripts/bench/bare-proxy.ts) on the same stub — and the sandbox-mode gateway GET (informational);
//     (d) a linkinator crawl from / (scripts/crawl.ts, in its own process: ≤ 3 min, ≤ 2,000 unique URLs, 0 broken links) with a cached
//     page's p99 ≤ 50 ms while it runs (--no-crawl skips it);
//     (e) Lighthouse when installed and BENCH_LIGHTHOUSE=1. --gateway-only runs (a) and (c).
// Env: NEXT_DIST_DIR (default .next), BENCH_SECONDS (10), BENCH_CONNECTIONS (50),
// BENCH_NO_BUILD=1 (use the build as it is), BENCH_LIGHTHOUSE=1.
// Prints one table, writes bench-results/latest.json, exits 1 when a budget is broken.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { spawn, spawnSync } from 'node:child_process';
import {
  BUDGETS, CAMPAIGN_ROUTES, cpuPerRequest, firstLoadByRoute, fmtKB, formatTable, gzipSize, headerParity, hostRange, LIGHTHOUSE_CHROME_FLAGS, machineCeiling, medianScore,
  mergeRuns, parseProcStat, pickCachedPage, pickStaticFile, throughputVerdict,
  type Autocannon, type BuildManifest, type CpuPerRequest, type LoadResult, type MachineCpu, type PublicFile, type RouteFirstLoad, type TableRow,
} from './core.ts';
import type { CrawlResult } from '../crawl.ts';
import { PROXY_ONLY_PREFIX, startNginxProxy, type NginxProxy } from './nginx-proxy.ts';
import { securityHeadersFromBuild } from '../../server/front/security-headers.ts';
import { cjkFontTool, ensureNginx, ensureTools } from '../lib/ensure-tools.ts';
import { build, distDir, freePort, root, staleReason, startServer, tail, waitForUrl, type StartedServer } from '../lib/next-server.ts';
import { groupPids, readRss, retainedRss, untilRssSettles, type LoadReport } from '../load.ts';

/** One autocannon run of load(). */
interface Run extends LoadResult {
  url: string;
  p99ms: number;
  total: number;
}

/** A run of loadWithCpu(): where its CPU went, in µs a request. */
interface CpuRun extends Run {
  cpu: CpuPerRequest;
}

/** A page load-tested against the public file, with its ratio budget (null: informational). */
interface ThroughputPage {
  path: string;
  kind: string;
  min: number | null;
}

interface ThroughputReport {
  connections: number;
  seconds: number;
  file: Run;
  pages: (ThroughputPage & { page: Run; ratio: number })[];
  ratio?: number;
}

interface GatewayReport {
  direct?: CpuRun;
  /** nginx → stub doing the gateway's job (the budget's yardstick); `ratio` is against direct. */
  nginx?: (CpuRun & { ratio: number; cpuMicrosPerRequest: number }) | { skipped: string } | { failed: string };
  /** nginx → stub passing answers through and nothing else (informational). */
  nginxProxyOnly?: CpuRun & { cpuMicrosPerRequest: number };
  /** Header names one sends and the other not: answers (gateway / nginx) and requests to the stub. */
  parity?: { answer: { onlyA: string[]; onlyB: string[] }; upstream: { onlyA: string[]; onlyB: string[] } };
  /** The gateway; `ratio` is against direct, `ratioToNginx` the budget's. */
  proxy?: CpuRun & { ratio: number; ratioToNginx: number | null };
  cpuMicrosPerRequest?: { stub: number; gateway: number; renderer: number; nginx: number | null };
  bareProxy?: CpuRun & { ratio: number; cpuMicrosPerRequest: number };
  machine?: {
    cores: number;
    direct: CpuPerRequest;
    nginx: CpuPerRequest | null;
    gateway: CpuPerRequest;
    floor: CpuPerRequest;
    ceiling: { nginx: number | null; gateway: number; floor: number };
  };
  stream?: Run & { rssBefore: number | null; rssAfter: number | null; growthMB: number };
  sandbox?: Run;
  error?: string;
}

/** Per page, per category: the median score and each run's. */
type LighthouseReport = Record<string, Record<string, { median: number; runs: number[] }>>;
/** What the bench reads of one Lighthouse result (its JSON output). */
interface LighthouseResult {
  categories?: Record<string, { score?: number | null } | undefined>;
  environment?: { benchmarkIndex?: number };
}

/** bench-results/latest.json. */
interface BenchReport {
  at: string;
  distDir: string;
  firstLoad: RouteFirstLoad[];
  throughput: ThroughputReport | { error: string } | null;
  lighthouse: LighthouseReport | { skipped: string } | null;
  gateway?: GatewayReport;
  crawl?: CrawlResult & { probes: { rps: number; p99ms: number }[]; cachedP99ms: number };
  load?: LoadReport;
  rows?: TableRow[];
  pass?: boolean;
}

const require = createRequire(import.meta.url);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const outDir = path.join(root, 'bench-results');
const rows: TableRow[] = [];
const report: BenchReport = { at: new Date().toISOString(), distDir: distDir(), firstLoad: [], throughput: null, lighthouse: null };

async function ensureBuild(dir: string) {
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

function measureFirstLoad(dir: string) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, dir, 'build-manifest.json'), 'utf8')) as BuildManifest;
  const cache = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!cache.has(file)) {
      const p = path.join(root, dir, file);
      cache.set(file, fs.existsSync(p) ? gzipSize(fs.readFileSync(p)) : 0);
    }
    return cache.get(file)!;
  };
  // The loader that starts every page's scripts after its first paint (lib/after-paint.ts): not in
  // the manifest, loaded by every page.
  const loader = fs.readdirSync(path.join(root, dir, 'static', 'chunks')).filter((n) => /^after-paint-[0-9a-f]{16}\.js$/.test(n));
  const routes = firstLoadByRoute(manifest, sizeOf, loader.map((n) => `static/chunks/${n}`));
  report.firstLoad = routes;
  for (const r of routes) {
    rows.push({ metric: `first-load JS ${r.route}`, value: fmtKB(r.bytes), budget: `≤ ${fmtKB(r.budget)}${r.kind === 'campaign' ? ' (campaign)' : ''}`, pass: r.pass });
  }
}

function listPublic(): PublicFile[] {
  const base = path.join(root, 'public');
  const out: PublicFile[] = [];
  const walk = (d: string) => {
    for (const e of fs.existsSync(d) ? fs.readdirSync(d, { withFileTypes: true }) : []) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push({ path: path.relative(base, p), size: fs.statSync(p).size });
    }
  };
  walk(base);
  return out;
}

async function load(url: string, seconds: number, { amount, connections = CONNECTIONS }: { amount?: number; connections?: number } = {}): Promise<Run> {
  const autocannon = require('autocannon') as Autocannon;
  const r = await autocannon({ url, connections, timeout: 10, ...(amount ? { amount } : { duration: seconds }) });
  return { url, rps: r.requests.average, p99ms: r.latency.p99, errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx, total: r.requests.total };
}

/**
 * Pages load-tested against the public file, each with its ratio budget: a page
 * served from the build's HTML, an ISR article, an ISR game detail, an ISR list page (rewritten
 * `?page`), and the SSR catalogue (informational).
 */
const ISR_PAGES: ThroughputPage[] = [
  { path: '/news/10001.html', kind: 'ISR article', min: 0.4 },
  { path: '/yxxz/pc/101.html', kind: 'ISR game detail', min: 0.4 },
  { path: '/news?page=2', kind: 'ISR list page', min: 0.4 },
  { path: '/yxxz', kind: 'SSR catalogue', min: null },
];

async function measureThroughput(dir: string) {
  const readJson = <T>(f: string) => JSON.parse(fs.readFileSync(path.join(root, dir, f), 'utf8')) as T;
  const pagePath = pickCachedPage(
    readJson<Record<string, string>>('server/pages-manifest.json'),
    readJson<{ routes: Record<string, unknown> }>('prerender-manifest.json').routes,
  );
  const staticPath = pickStaticFile(listPublic());
  if (!pagePath || !staticPath) {
    rows.push({ metric: 'throughput page/static', value: 'n/a', budget: '≥ 0.40', pass: false, note: !pagePath ? 'no static page' : 'no file in public/' });
    report.throughput = { error: !pagePath ? 'no static page in the build' : 'public/ has no file to serve' };
    return;
  }
  const pages: ThroughputPage[] = [{ path: pagePath, kind: 'static page', min: 0.4 }, ...ISR_PAGES];
  const port = await freePort();
  const logFile = path.join(outDir, 'server.log');
  console.log(`[bench] production server (server/index.ts) on 127.0.0.1:${port} (own process group), log ${path.relative(root, logFile)}`);
  const server = startServer({ port, logFile, dir });
  const stop = () => server.stop();
  process.once('SIGINT', async () => { await stop(); process.exit(130); });
  process.once('SIGTERM', async () => { await stop(); process.exit(143); });
  const errs = (r: LoadResult) => `${r.errors} err / ${r.timeouts} timeout / ${r.non2xx} non-2xx`;
  try {
    await waitForUrl(server.url + pagePath, { server });
    const fileUrl = server.url + encodeURI(staticPath);
    await load(fileUrl, 2);
    console.log(`[bench] ${CONNECTIONS} connections × ${SECONDS}s each (2 s warm-up each)`);
    // The file is measured between the pages too, so a change in machine load shows in both.
    const file = await load(fileUrl, SECONDS);
    rows.push({ metric: `req/s ${staticPath} (public file)`, value: file.rps.toFixed(0), budget: 'no errors', pass: throughputVerdict(file, file).clean, note: errs(file) });
    const throughput: ThroughputReport = { connections: CONNECTIONS, seconds: SECONDS, file, pages: [] };
    report.throughput = throughput;
    for (const p of pages) {
      const url = server.url + p.path;
      await load(url, 2);
      const page = await load(url, SECONDS);
      const v = throughputVerdict(page, file, p.min ?? 0);
      throughput.pages.push({ ...p, page, ratio: v.ratio });
      rows.push({ metric: `req/s ${p.path} (${p.kind})`, value: page.rps.toFixed(0), budget: 'no errors', pass: v.clean, note: errs(page) });
      rows.push({
        metric: `throughput ratio ${p.kind}/file`,
        value: v.ratio.toFixed(2),
        budget: p.min === null ? '(informational)' : `≥ ${p.min.toFixed(2)}`,
        pass: p.min === null ? null : v.ratio >= p.min,
      });
    }
    // Back-compatible summary field: the static page's ratio.
    throughput.ratio = throughput.pages[0].ratio;
  } catch (err) {
    const { message } = err as Error;
    console.error(`[bench] throughput failed: ${message}\n--- server log (tail) ---\n${tail(logFile)}`);
    rows.push({ metric: 'throughput page/static', value: 'error', budget: '≥ 0.40', pass: false });
    report.throughput = { error: message };
  } finally {
    await stop();
  }
}

/**
 * Gateway budgets (README "Budgets"). The ratio is against nginx proxying the same stub in the same
 * run and doing the same job for each answer: on 2 cores the load generator, the stub and the proxy
 * share the CPU, so no proxy comes near a direct call, and the peer an operator would otherwise
 * deploy is the fair yardstick — as an operator deploys it (deploy/nginx.conf: request id,
 * forwarded headers, access log), with the security headers the site puts on every answer.
 */
const GATEWAY = { minRatioToNginx: 0.8, maxP99ms: 25, streamBytes: 1024 * 1024, streamRequests: 2000, streamRssGrowthMB: 32 };
const STUB_PATH = '/nn-assist/article/service/page';
/** The yardstick's row (with its numbers, skipped or failed). */
const NGINX_JOB_ROW = 'req/s nginx → stub, the gateway\'s job (1 worker)';
/** The gateway and nginx are measured in this many alternate rounds of SECONDS / ROUNDS each. */
const ROUNDS = 4;

/**
 * What the gateway (`gw`) and nginx (`ngx`) send both ways for the same request: the answer's
 * header names and the header names the stub received (its echo path), compared by headerParity().
 */
async function jobParity(gw: string, ngx: string) {
  const seen = async (origin: string) => {
    const res = await fetch(`${origin}/api/gw/__stub/echo`, { headers: { 'x-request-id': 'bench-parity-check' } });
    const body = await res.json() as { headers: Record<string, string> };
    return { answer: [...res.headers.keys()], upstream: Object.keys(body.headers) };
  };
  const [a, b] = [await seen(gw), await seen(ngx)];
  return { answer: headerParity(a.answer, b.answer), upstream: headerParity(a.upstream, b.upstream) };
}

/** CPU time (user + system, ms) a process has used so far (Linux /proc; clock ticks at 100 Hz), or null. */
function cpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10; // fields 14 and 15 of stat(5), after "(comm)"
  } catch {
    return null;
  }
}

function readMachineCpu(): MachineCpu | null {
  try {
    return parseProcStat(fs.readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/**
 * load() with where its CPU went (cpuPerRequest): the bench itself — autocannon runs in this
 * process, so it is the load generator —, the processes in `pids` and the whole machine.
 */
async function loadWithCpu(url: string, pids: Record<string, number>, seconds = SECONDS): Promise<CpuRun> {
  const all = { 'load generator': process.pid, ...pids };
  const before = Object.fromEntries(Object.entries(all).map(([name, pid]) => [name, cpuMs(pid)]));
  const m0 = readMachineCpu();
  const r = await load(url, seconds);
  const m1 = readMachineCpu();
  // A process whose CPU time could not be read (gone, no /proc) has none to report: NaN, not 0.
  const used = (name: string, pid: number) => {
    const now = cpuMs(pid);
    const then = before[name];
    return now !== null && then !== null ? now - then : NaN;
  };
  const procs = Object.fromEntries(Object.entries(all).map(([name, pid]) => [name, used(name, pid)]));
  const machine = m0 && m1 ? { busy: m1.busy - m0.busy, softirq: m1.softirq - m0.softirq, idle: m1.idle - m0.idle } : null;
  return { ...r, cpu: cpuPerRequest({ procs, machine, requests: r.total }) };
}

/** "load generator 26, stub 20, gateway 55, kernel and the rest 13, idle 11 µs" */
function cpuNote({ cpu }: { cpu: CpuPerRequest }) {
  const parts = Object.entries(cpu.procs).map(([name, us]) => `${name} ${us.toFixed(us < 10 ? 1 : 0)}`);
  return `${parts.join(', ')}, kernel and the rest ${cpu.other.toFixed(0)}, idle ${cpu.idle.toFixed(0)} µs`;
}

/** A helper server of the bench (scripts/bench/<file> <port> …args) in its own process group, ready at `ready`. */
async function startHelper(file: string, args: string[] = [], ready = STUB_PATH): Promise<{ url: string; pid: number; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench', file), String(port), ...args], { detached: true, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(url + ready, { timeoutMs: 10_000 });
  return { url, pid: child.pid!, stop: () => { try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* gone */ } } };
}

/** The loopback upstream stub (scripts/bench/upstream-stub.ts). */
const startStub = () => startHelper('upstream-stub.ts');

/**
 * nginx in front of the stub (scripts/bench/nginx-proxy.ts), found or installed like
 * `npm run test:cluster` finds it (scripts/lib/ensure-tools.ts); why not, when it cannot be.
 */
async function startNginx(origin: string, headers: readonly string[]): Promise<{ proxy: NginxProxy } | { skipped: string } | { failed: string }> {
  let bin: string;
  try {
    bin = ensureNginx();
  } catch (err) {
    return { skipped: (err as Error).message };
  }
  try {
    return { proxy: await startNginxProxy({ bin, origin, headers }) };
  } catch (err) {
    return { failed: (err as Error).message };
  }
}

async function measureGateway(dir: string) {
  const errs = (r: LoadResult) => `${r.errors} err / ${r.timeouts} timeout / ${r.non2xx} non-2xx`;
  const clean = (r: LoadResult) => r.errors === 0 && r.timeouts === 0 && r.non2xx === 0;
  const stub = await startStub();
  const servers: StartedServer[] = [];
  let nginxProxy: NginxProxy | null = null;
  const gateway: GatewayReport = {};
  report.gateway = gateway;
  try {
    const port = await freePort();
    const logFile = path.join(outDir, 'server-gateway.log');
    console.log(`[bench] gateway: upstream stub ${stub.url}; API_ORIGIN=${stub.url} npm start on 127.0.0.1:${port}, log ${path.relative(root, logFile)}`);
    const proxy = startServer({ port, logFile, dir, env: { API_ORIGIN: stub.url } });
    servers.push(proxy);
    const nginxStarted = await startNginx(stub.url, securityHeadersFromBuild(root, dir));
    if ('proxy' in nginxStarted) {
      nginxProxy = nginxStarted.proxy;
      console.log(`[bench] nginx (1 worker, keepalive 64, the gateway's job) → stub on ${nginxProxy.url}`);
    } else {
      console.warn(`[bench] nginx: ${'skipped' in nginxStarted ? nginxStarted.skipped : nginxStarted.failed}`);
    }
    await waitForUrl(proxy.url + '/api/health', { server: proxy });
    const directUrl = stub.url + STUB_PATH;
    const gwUrl = proxy.url + '/api/gw' + STUB_PATH;
    // The front process answers the gateway (the renderer, Next, is not involved: its CPU is reported too).
    const gwPid = proxy.pid;
    const renderPid = groupPids(proxy.pid).find((p) => p !== proxy.pid);
    await load(directUrl, 2);
    const direct = await loadWithCpu(directUrl, { stub: stub.pid });
    gateway.direct = direct;
    rows.push({ metric: `req/s upstream stub direct (${STUB_PATH}, 1 KB JSON)`, value: direct.rps.toFixed(0), budget: 'no errors', pass: clean(direct), note: `p99 ${direct.p99ms} ms; ${errs(direct)}` });

    // nginx doing the gateway's job (scripts/bench/nginx-proxy.ts), same stub, same load: the
    // budget's yardstick. First the check that both do the same job (the same header names both
    // ways), then the two in alternate rounds (a burst of other load falls on both).
    const gwPids = { stub: stub.pid, gateway: gwPid, ...(renderPid ? { renderer: renderPid } : {}) };
    let ngx: CpuRun | null = null;
    let gw: CpuRun;
    await load(gwUrl, 2);
    if (nginxProxy) {
      const ngxUrl = `${nginxProxy.url}/api/gw${STUB_PATH}`;
      await waitForUrl(ngxUrl, { timeoutMs: 10_000 });
      const parity = await jobParity(proxy.url, nginxProxy.url);
      gateway.parity = parity;
      const same = !parity.answer.onlyA.length && !parity.answer.onlyB.length && !parity.upstream.onlyA.length && !parity.upstream.onlyB.length;
      const differs = (p: { onlyA: string[]; onlyB: string[] }) => `gateway only [${p.onlyA.join(', ')}], nginx only [${p.onlyB.join(', ')}]`;
      rows.push({
        metric: 'nginx peer does the gateway\'s job (same headers both ways)', value: same ? 'same' : 'differs', budget: 'same', pass: same,
        note: same ? 'request id, X-Forwarded-*, security headers; an access-log line each' : `answers: ${differs(parity.answer)}; to the stub: ${differs(parity.upstream)}`,
      });
      // Its one worker does the work; the master only waits (summed anyway, should it ever not).
      const workers = nginxProxy.workers();
      const named = Object.fromEntries(workers.map((w, i) => [workers.length > 1 ? `nginx worker ${i + 1}` : 'nginx worker', w]));
      const ngxPids = { stub: stub.pid, 'nginx master': nginxProxy.pid, ...named };
      const nginxUs = (run: CpuRun) => Object.entries(run.cpu.procs).filter(([name]) => name.startsWith('nginx')).reduce((sum, [, us]) => sum + us, 0);
      await load(ngxUrl, 2);
      const ngxRuns: CpuRun[] = [];
      const gwRuns: CpuRun[] = [];
      for (let i = 0; i < ROUNDS; i += 1) {
        ngxRuns.push(await loadWithCpu(ngxUrl, ngxPids, SECONDS / ROUNDS));
        gwRuns.push(await loadWithCpu(gwUrl, gwPids, SECONDS / ROUNDS));
      }
      ngx = mergeRuns(ngxRuns);
      gw = mergeRuns(gwRuns);
      gateway.nginx = { ...ngx, ratio: direct.rps > 0 ? ngx.rps / direct.rps : 0, cpuMicrosPerRequest: nginxUs(ngx) };
      rows.push({
        metric: NGINX_JOB_ROW, value: ngx.rps.toFixed(0), budget: 'no errors', pass: clean(ngx),
        note: `p99 ${ngx.p99ms} ms; ${(ngx.rps / direct.rps).toFixed(2)}× direct; ${nginxUs(ngx).toFixed(0)} µs CPU/request; ${errs(ngx)}`,
      });
      // The same nginx passing answers through and nothing else: what the job costs it (informational).
      const onlyUrl = `${nginxProxy.url}${PROXY_ONLY_PREFIX}${STUB_PATH}`;
      await load(onlyUrl, 2);
      const only = await loadWithCpu(onlyUrl, ngxPids);
      gateway.nginxProxyOnly = { ...only, cpuMicrosPerRequest: nginxUs(only) };
      rows.push({
        metric: 'req/s nginx → stub, proxy only (no id, log or headers)', value: only.rps.toFixed(0), budget: '(informational)', pass: null,
        note: `p99 ${only.p99ms} ms; ${nginxUs(only).toFixed(0)} µs CPU/request; the job costs nginx ${((1 - ngx.rps / only.rps) * 100).toFixed(0)}% of its rate; the gateway is ${(gw.rps / only.rps).toFixed(2)}× it; ${errs(only)}`,
      });
    } else {
      gw = await loadWithCpu(gwUrl, gwPids);
      if ('skipped' in nginxStarted) {
        // No nginx and none installable here: said so, not a failure (the gateway's ratio has no yardstick).
        gateway.nginx = { skipped: nginxStarted.skipped };
        rows.push({ metric: NGINX_JOB_ROW, value: 'skipped', budget: '(informational)', pass: null, note: nginxStarted.skipped });
      } else if ('failed' in nginxStarted) {
        gateway.nginx = { failed: nginxStarted.failed };
        rows.push({ metric: NGINX_JOB_ROW, value: 'error', budget: 'no errors', pass: false, note: nginxStarted.failed });
      }
    }

    const ratio = direct.rps > 0 ? gw.rps / direct.rps : 0;
    const toNginx = ngx && ngx.rps > 0 ? gw.rps / ngx.rps : null;
    gateway.proxy = { ...gw, ratio, ratioToNginx: toNginx };
    rows.push({ metric: 'req/s gateway GET (API_ORIGIN → stub)', value: gw.rps.toFixed(0), budget: 'no errors', pass: clean(gw), note: errs(gw) });
    rows.push(ngx && toNginx !== null
      ? { metric: 'gateway ratio gateway/nginx', value: toNginx.toFixed(2), budget: `≥ ${GATEWAY.minRatioToNginx.toFixed(2)}`, pass: toNginx >= GATEWAY.minRatioToNginx, note: `${ROUNDS} alternate rounds of ${SECONDS / ROUNDS} s each; gateway p99 ${gw.p99ms} ms, nginx ${ngx.p99ms} ms` }
      : { metric: 'gateway ratio gateway/nginx', value: 'n/a', budget: `≥ ${GATEWAY.minRatioToNginx.toFixed(2)}`, pass: null, note: 'skipped: no nginx to compare with' });
    rows.push({ metric: 'gateway ratio gateway/direct', value: ratio.toFixed(2), budget: '(informational)', pass: null });
    rows.push({ metric: 'gateway GET p99', value: `${gw.p99ms} ms`, budget: `≤ ${GATEWAY.maxP99ms} ms`, pass: gw.p99ms <= GATEWAY.maxP99ms });
    // CPU per request of each server process: what the req/s ratio comes down to on a machine whose
    // cores are shared (less sensitive to other load than req/s).
    const stubUs = direct.cpu.procs.stub;
    const gwUs = gw.cpu.procs.gateway;
    const renderUs = gw.cpu.procs.renderer ?? NaN;
    const ngxUs = gateway.nginx && 'cpuMicrosPerRequest' in gateway.nginx ? gateway.nginx.cpuMicrosPerRequest : null;
    gateway.cpuMicrosPerRequest = { stub: stubUs, gateway: gwUs, renderer: renderUs, nginx: ngxUs };
    rows.push({
      metric: 'CPU per request: stub / nginx / gateway server', value: `${stubUs.toFixed(0)} / ${ngxUs === null ? 'n/a' : ngxUs.toFixed(0)} / ${gwUs.toFixed(0)} µs`, budget: '(informational)', pass: null,
      note: `the gateway ${(gwUs / stubUs).toFixed(1)}× the stub's${ngxUs ? `, ${(gwUs / ngxUs).toFixed(1)}× nginx's` : ''}; the renderer meanwhile ${renderUs.toFixed(1)} µs`,
    });
    if (nginxProxy) {
      await nginxProxy.stop();
      nginxProxy = null;
    }

    // The floor: a proxy that does nothing but pass the answer through (scripts/bench/bare-proxy.ts),
    // same client options, same stub, same load — what any Node gateway reaches on this machine.
    const bare = await startHelper('bare-proxy.ts', [stub.url], `/api/gw${STUB_PATH}`);
    try {
      const bareUrl = `${bare.url}/api/gw${STUB_PATH}`;
      await load(bareUrl, 2);
      const floor = await loadWithCpu(bareUrl, { stub: stub.pid, 'bare proxy': bare.pid });
      const bareUs = floor.cpu.procs['bare proxy'];
      const floorRatio = direct.rps > 0 ? floor.rps / direct.rps : 0;
      gateway.bareProxy = { ...floor, ratio: floorRatio, cpuMicrosPerRequest: bareUs };
      rows.push({
        metric: 'req/s bare Node proxy (floor: pass-through only)', value: floor.rps.toFixed(0), budget: '(informational)', pass: null,
        note: `${floorRatio.toFixed(2)}× direct${ngx ? `, ${(floor.rps / ngx.rps).toFixed(2)}× nginx` : ''}; the gateway is ${(gw.rps / floor.rps).toFixed(2)}× it; ${bareUs.toFixed(0)} µs CPU/request; ${errs(floor)}`,
      });
      // The whole machine: the load generator, the stub and the kernel share the cores with the
      // proxy, so the chain's CPU a request bounds any proxy, however many processes serve it.
      const cores = os.availableParallelism();
      const ceiling = (run: CpuRun) => machineCeiling(run.cpu.busy, cores, direct.rps);
      gateway.machine = {
        cores, direct: direct.cpu, nginx: ngx?.cpu ?? null, gateway: gw.cpu, floor: floor.cpu,
        ceiling: { nginx: ngx ? ceiling(ngx) : null, gateway: ceiling(gw), floor: ceiling(floor) },
      };
      const fmt = (n: number | undefined) => (n === undefined ? 'n/a' : n.toFixed(0));
      rows.push({
        metric: 'machine CPU per request: direct / nginx / gateway / floor', value: `${fmt(direct.cpu.busy)} / ${fmt(ngx?.cpu.busy)} / ${fmt(gw.cpu.busy)} / ${fmt(floor.cpu.busy)} µs`, budget: '(informational)', pass: null,
        note: `direct: ${cpuNote(direct)}; ${ngx ? `nginx: ${cpuNote(ngx)}; ` : ''}gateway: ${cpuNote(gw)}; floor: ${cpuNote(floor)}`,
      });
      rows.push({
        metric: `machine ceiling (${cores} cores ÷ CPU of the chain): nginx / gateway / floor`, value: `${ngx ? ceiling(ngx).toFixed(2) : 'n/a'} / ${ceiling(gw).toFixed(2)} / ${ceiling(floor).toFixed(2)}`, budget: '(informational)', pass: null,
        note: 'against direct: the ratio any number of processes could reach with this CPU a request',
      });
    } finally {
      bare.stop();
    }

    // A streamed 1 MB answer: the server's RSS stays flat (nothing is held in memory).
    const pid = gwPid;
    const streamUrl = `${proxy.url}/api/gw/__stub/stream?bytes=${GATEWAY.streamBytes}`;
    // Warm-up until the RSS has found its level (rounds of 200 until it moves < 5 %, 2 to 6 rounds):
    // one round of 200 left the baseline anywhere between 78 and 101 MB on the same code (the heap and
    // malloc arenas still settling), so the same steady ~110 MB read as +8 or as +35 MB.
    // Both readings are what the process keeps once a burst is over (the lowest over 3 s), not what
    // it holds in flight.
    const read = () => readRss(pid);
    const retained = () => retainedRss({ read, windowMs: 3000, everyMs: 250 });
    await untilRssSettles({
      read,
      round: () => load(streamUrl, 0, { amount: 200, connections: 10 }),
      within: 0.05,
      maxRounds: 6,
    });
    const before = await retained();
    const streamed = await load(streamUrl, 0, { amount: GATEWAY.streamRequests, connections: 10 });
    const after = await retained();
    const growthMB = before && after ? (after - before) / 1024 / 1024 : NaN;
    gateway.stream = { ...streamed, rssBefore: before, rssAfter: after, growthMB };
    rows.push({
      metric: `gateway 1 MB stream × ${GATEWAY.streamRequests}: RSS growth`,
      value: Number.isFinite(growthMB) ? `${growthMB.toFixed(1)} MB` : 'n/a',
      budget: `≤ ${GATEWAY.streamRssGrowthMB} MB, no errors`,
      pass: Number.isFinite(growthMB) && growthMB <= GATEWAY.streamRssGrowthMB && clean(streamed) && streamed.total >= GATEWAY.streamRequests,
      note: `RSS ${((before ?? 0) / 1048576).toFixed(0)} → ${((after ?? 0) / 1048576).toFixed(0)} MB; ${streamed.total} requests; ${errs(streamed)}`,
    });
    await proxy.stop();

    // The same call in sandbox mode (no API_ORIGIN): Next's API route and the embedded sandbox.
    const sbxPort = await freePort();
    const sandbox = startServer({ port: sbxPort, logFile: path.join(outDir, 'server-gateway-sandbox.log'), dir });
    servers.push(sandbox);
    const sbxUrl = `${sandbox.url}/api/gw/nn-version/share/channel`;
    await waitForUrl(sbxUrl, { server: sandbox });
    await load(sbxUrl, 2);
    const sbx = await load(sbxUrl, SECONDS);
    gateway.sandbox = sbx;
    rows.push({ metric: 'req/s gateway GET, sandbox mode (/nn-version/share/channel)', value: sbx.rps.toFixed(0), budget: '(informational)', pass: null, note: `p99 ${sbx.p99ms} ms; ${errs(sbx)}` });
  } catch (err) {
    const { message } = err as Error;
    console.error(`[bench] gateway failed: ${message}`);
    rows.push({ metric: 'gateway', value: 'error', budget: `≥ ${GATEWAY.minRatioToNginx.toFixed(2)}× nginx`, pass: false, note: message });
    gateway.error = message;
  } finally {
    if (nginxProxy) await nginxProxy.stop();
    for (const s of servers) await s.stop();
    stub.stop();
  }
}

/** Pages and budgets of Lighthouse (mobile emulation, headless Chromium). */
const LIGHTHOUSE_PAGES = ['/', '/news', '/news/10001.html', '/helpCenter', '/yxxz', '/yxxz/pc/101.html', '/nnpay', '/nn/activity'];
const LIGHTHOUSE_BUDGETS = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 };
/**
 * Runs per page (BENCH_LIGHTHOUSE_RUNS, default 5): mobile performance moves by up to 15 points
 * between runs on this 2-core VM, with the host's speed (Lighthouse's benchmarkIndex, printed with
 * each page: 1,490–2,500 in one hour here). Lighthouse's variability guide: the median of five runs
 * roughly halves the spread of one.
 */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 5);

async function measureLighthouse(dir: string) {
  let lhBin: string | undefined;
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
  const { findChromium } = await import('../find-chromium.ts');
  // The Chinese text needs a font with its glyphs, as on every visitor's phone (cjkFontTool says what one missing costs).
  ensureTools([cjkFontTool()]);
  const port = await freePort();
  const logFile = path.join(outDir, 'server-lighthouse.log');
  const server = startServer({ port, logFile, dir });
  const lighthouse: LighthouseReport = {};
  report.lighthouse = lighthouse;
  try {
    await waitForUrl(server.url + '/', { server });
    console.log(`[bench] Lighthouse: ${LIGHTHOUSE_RUNS} run(s) per page, median per category`);
    const chromePath = findChromium(process.env, 'full');
    for (const page of LIGHTHOUSE_PAGES) {
      const runs: Record<string, { score?: number | null } | undefined>[] = [];
      const hostIndex: number[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
        const out = path.join(outDir, `lighthouse-${page.replace(/[^a-z0-9]+/gi, '_')}${i ? `-${i + 1}` : ''}.json`);
        const r = spawnSync(process.execPath, [lhBin, server.url + page, '--quiet', '--output=json', `--output-path=${out}`,
          `--only-categories=${Object.keys(LIGHTHOUSE_BUDGETS).join(',')}`, `--chrome-flags=${LIGHTHOUSE_CHROME_FLAGS.join(' ')}`],
        { env: { ...process.env, CHROME_PATH: chromePath }, stdio: 'inherit' });
        const result = r.status === 0 ? JSON.parse(fs.readFileSync(out, 'utf8')) as LighthouseResult : null;
        runs.push(result?.categories ?? {});
        if (typeof result?.environment?.benchmarkIndex === 'number') hostIndex.push(result.environment.benchmarkIndex);
      }
      lighthouse[page] = {};
      for (const [key, min] of Object.entries(LIGHTHOUSE_BUDGETS)) {
        const each = runs.map((c) => Math.round((c[key]?.score ?? NaN) * 100));
        const score = medianScore(each);
        lighthouse[page][key] = { median: score, runs: each };
        const host = key === 'performance' && hostIndex.length ? `; host benchmarkIndex ${hostRange(hostIndex)}` : '';
        rows.push({ metric: `lighthouse ${key} ${page}`, value: String(score), budget: `≥ ${min}`, pass: score >= min, note: each.length > 1 ? `runs ${each.join(', ')}${host}` : undefined });
      }
    }
  } finally {
    await server.stop();
  }
}

/** Crawl budgets: a cached page's p99 while a crawler walks the site. */
const CRAWL = { cachedPath: '/news/10001.html', maxCachedP99ms: 50, probeConnections: 10, probeSeconds: 3, maxProbes: 70 };

/**
 * linkinator from `/` at concurrency 8 (scripts/crawl.ts) against its own server, while a probe
 * load measures a cached page: the crawl must end within its budget (time, unique URLs, no broken
 * same-site link) and never make a cached page wait. The server runs on a copy of the build: the
 * crawl renders every article, and ISR writes them into the build folder, which e2e's "not rendered
 * yet" fault rows would then find rendered.
 */
async function measureCrawl(dir: string) {
  const crawlDir = `${dir}-bench-crawl`;
  fs.rmSync(path.join(root, crawlDir), { recursive: true, force: true });
  fs.cpSync(path.join(root, dir), path.join(root, crawlDir), { recursive: true, filter: (src) => path.basename(src) !== 'cache' });
  const port = await freePort();
  const logFile = path.join(outDir, 'crawl-server.log');
  const server = startServer({ port, logFile, dir: crawlDir });
  try {
    const probeUrl = server.url + CRAWL.cachedPath;
    await waitForUrl(probeUrl, { server });
    await load(probeUrl, 2, { connections: CRAWL.probeConnections }); // now in the page cache
    // The crawler in its own process (runCrawlProcess): in this one, its HTML parsing would delay the probe's replies.
    const { runCrawlProcess } = await import('../crawl.ts');
    console.log(`[bench] crawl from / (concurrency 8) with a ${CRAWL.probeConnections}-connection probe on ${CRAWL.cachedPath}`);
    let crawling = true;
    const crawlDone = runCrawlProcess({ baseUrl: server.url, concurrency: 8 }).finally(() => { crawling = false; });
    // Handled below (await crawlDone); without this a crawl that fails while a probe runs is an
    // unhandled rejection and ends the bench before it prints anything.
    crawlDone.catch(() => {});
    const probes: Run[] = [];
    while (crawling && probes.length < CRAWL.maxProbes) probes.push(await load(probeUrl, CRAWL.probeSeconds, { connections: CRAWL.probeConnections }));
    const crawl = await crawlDone;
    const p99 = Math.max(0, ...probes.map((p) => p.p99ms));
    const probeErrors = probes.reduce((n, p) => n + p.errors + p.timeouts + p.non2xx, 0);
    report.crawl = { ...crawl, probes: probes.map((p) => ({ rps: p.rps, p99ms: p.p99ms })), cachedP99ms: p99 };
    rows.push({ metric: 'crawl from / (linkinator, concurrency 8)', value: `${crawl.seconds.toFixed(1)} s`, budget: `≤ ${crawl.budget.timeLimitMs / 1000} s`, pass: !crawl.truncated && crawl.seconds * 1000 <= crawl.budget.timeLimitMs });
    rows.push({ metric: 'crawl unique URLs', value: String(crawl.uniqueUrls), budget: `≤ ${crawl.budget.maxUrls}`, pass: crawl.uniqueUrls <= crawl.budget.maxUrls, note: `${crawl.pages} pages` });
    rows.push({ metric: 'crawl broken same-site links', value: String(crawl.broken.length), budget: '0', pass: crawl.broken.length === 0, note: crawl.broken.slice(0, 3).map((b) => `${b.url} ${b.status}`).join('; ') || undefined });
    rows.push({ metric: `cached page p99 during the crawl (${CRAWL.cachedPath})`, value: `${p99} ms`, budget: `≤ ${CRAWL.maxCachedP99ms} ms, no errors`, pass: probes.length > 0 && p99 <= CRAWL.maxCachedP99ms && probeErrors === 0, note: `${probes.length} × ${CRAWL.probeSeconds} s probes; ${probeErrors} errors` });
  } catch (err) {
    const { message } = err as Error;
    console.error(`[bench] crawl failed: ${message}\n--- server log (tail) ---\n${tail(logFile)}`);
    rows.push({ metric: 'crawl from /', value: 'error', budget: 'see README', pass: false, note: message });
  } finally {
    await server.stop();
    fs.rmSync(path.join(root, crawlDir), { recursive: true, force: true });
  }
}

async function main() {
  const dir = distDir();
  await ensureBuild(dir);
  fs.mkdirSync(outDir, { recursive: true });
  measureFirstLoad(dir);
  const gatewayOnly = process.argv.includes('--gateway-only');
  if (process.argv.includes('--no-throughput') || gatewayOnly) {
    rows.push({ metric: 'throughput page/static', value: 'skipped', budget: '≥ 0.40', pass: null, note: gatewayOnly ? '--gateway-only' : '--no-throughput' });
  } else {
    await measureThroughput(dir);
  }
  await measureGateway(dir);
  if (!gatewayOnly && !process.argv.includes('--no-crawl')) await measureCrawl(dir);
  if (!gatewayOnly) await measureLighthouse(dir);
  // Sustained load and server memory: scripts/load.ts; `--no-load` skips it.
  if (!process.argv.includes('--no-load') && !gatewayOnly) {
    const { rows: loadRows, report: loadReport } = await (await import('../load.ts')).measureLoad({ dir });
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

main().then((code) => process.exit(code), (err: Error) => {
  console.error(`[bench] ${err.stack || err.message}`);
  process.exit(1);
});
