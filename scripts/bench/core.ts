// Pure parts of scripts/bench/index.ts (unit-tested in tests/scripts/bench/core.test.ts).
import zlib from 'node:zlib';

export const KB = 1024;

/** First-load JS budgets (gzip bytes). ARCHITECTURE §3: shells stay near bare Next. */
export const BUDGETS = { default: 170 * KB, home: 200 * KB, campaign: 260 * KB };

/**
 * Pages that are forms or tools at heart (pay, campaign and activity pages) may ship antd in
 * their first load. `*` at the end means "this prefix"; otherwise the route must be equal.
 */
export const CAMPAIGN_ROUTES = [
  '/nnpay', '/jointActivity*', '/acts/*', '/qmgogo*', '/gqlx*', '/nnNewVip/*', '/summer', '/zqj',
  '/sem', '/offlinehuyagogo', '/nn/activity', '/command/command',
];

export function matchesRoute(pattern: string, route: string): boolean {
  return pattern.endsWith('*') ? route.startsWith(pattern.slice(0, -1)) : route === pattern;
}

export type BudgetKind = 'home' | 'campaign' | 'default';

/** Budget in bytes and its name for a pages-router route ('/', '/news/[id]', …). */
export function budgetFor(route: string): { bytes: number; kind: BudgetKind } {
  if (route === '/') return { bytes: BUDGETS.home, kind: 'home' };
  if (CAMPAIGN_ROUTES.some((p) => matchesRoute(p, route))) return { bytes: BUDGETS.campaign, kind: 'campaign' };
  return { bytes: BUDGETS.default, kind: 'default' };
}

/** Gzip size as Next ≤ 14's build report measured it (the `gzip-size` package: zlib level 9). */
export function gzipSize(buf: string | Uint8Array): number {
  return zlib.gzipSync(buf, { level: 9 }).length;
}

const INTERNAL = new Set(['/_app', '/_document', '/_error']);

/** The parts of .next/build-manifest.json read here. */
export interface BuildManifest {
  pages?: Record<string, string[]>;
  polyfillFiles?: string[];
  [key: string]: unknown;
}

export interface RouteFirstLoad {
  route: string;
  bytes: number;
  files: number;
  budget: number;
  kind: BudgetKind;
  pass: boolean;
}

/**
 * First-load JS per route, with the file set of Next 16's own route-bundle-stats: the route's
 * JS files ∪ /_app's JS files, each counted once; `polyfillFiles` (nomodule) are not in
 * `pages`, so they are excluded as in Next's report. `sizeOf(file)` returns a file's gzip bytes.
 * `everyPage` are the files every page loads beside the manifest's (the after-paint loader).
 */
export function firstLoadByRoute(buildManifest: BuildManifest, sizeOf: (file: string) => number, everyPage: string[] = []): RouteFirstLoad[] {
  const pages = buildManifest.pages || {};
  const polyfills = new Set(buildManifest.polyfillFiles || []);
  const shared = [...(pages['/_app'] || []), ...everyPage].filter((f) => f.endsWith('.js') && !polyfills.has(f));
  return Object.keys(pages)
    .filter((route) => !INTERNAL.has(route))
    .sort()
    .map((route) => {
      const files = [...new Set([...(pages[route] || []), ...shared])].filter(
        (f) => f.endsWith('.js') && !polyfills.has(f),
      );
      const bytes = files.reduce((sum, f) => sum + sizeOf(f), 0);
      const budget = budgetFor(route);
      return { route, bytes, files: files.length, budget: budget.bytes, kind: budget.kind, pass: bytes <= budget.bytes };
    });
}

/** What autocannon (no types of its own) is called with and answers, as far as the bench and scripts/load.ts use it. */
export interface AutocannonOptions {
  url: string;
  connections: number;
  timeout: number;
  duration?: number;
  amount?: number;
}

export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

export type Autocannon = (opts: AutocannonOptions) => Promise<AutocannonResult>;

/** The fields of a load run the verdicts read. */
export interface LoadResult {
  rps: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

export interface ThroughputVerdict {
  ratio: number;
  pass: boolean;
  clean: boolean;
  minRatio: number;
}

/** Throughput verdict: page rps / static-file rps ≥ minRatio, and no errors, timeouts or non-2xx. */
export function throughputVerdict(page: LoadResult, file: LoadResult, minRatio = 0.4): ThroughputVerdict {
  const ratio = file.rps > 0 ? page.rps / file.rps : 0;
  const clean = (r: LoadResult) => r.errors === 0 && r.timeouts === 0 && r.non2xx === 0;
  return { ratio, pass: ratio >= minRatio && clean(page) && clean(file), clean: clean(page) && clean(file), minRatio };
}

export const fmtKB = (bytes: number): string => `${(bytes / KB).toFixed(1)} KB`;

/** A row of the bench's table; pass null = informational. */
export interface TableRow {
  metric: string;
  value: string;
  budget?: string;
  pass: boolean | null;
  note?: string;
}

/** Renders rows as a text table. */
export function formatTable(rows: TableRow[]): string {
  const head = ['metric', 'value', 'budget', 'result'];
  const verdict = (r: TableRow) => {
    const word = r.pass === true ? 'pass' : r.pass === false ? 'FAIL' : '';
    return [word, r.note ? (word ? `(${r.note})` : r.note) : ''].filter(Boolean).join(' ');
  };
  const body = rows.map((r) => [r.metric, r.value, r.budget ?? '', verdict(r)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => String(row[i]).length)));
  const line = (cells: string[]) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ').trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/**
 * Picks a page served from the build's HTML to load-test: /about, then /news, then the shortest
 * other one. `pagesManifest` is .next/server/pages-manifest.json (automatically static pages map to
 * .html); `prerenderRoutes` is prerender-manifest.json's `routes` (getStaticProps pages).
 */
export function pickCachedPage(
  pagesManifest: Record<string, string> = {},
  prerenderRoutes: Record<string, unknown> = {},
): string | undefined {
  const routes = [
    ...Object.entries(pagesManifest).filter(([, file]) => String(file).endsWith('.html')).map(([route]) => route),
    ...Object.keys(prerenderRoutes),
  ].filter((r) => !r.startsWith('/_') && !r.includes('[') && r !== '/404' && r !== '/500');
  for (const want of ['/about', '/news']) if (routes.includes(want)) return want;
  return [...new Set(routes)].filter((r) => r !== '/').sort((a, b) => a.length - b.length || a.localeCompare(b))[0];
}

/** A file of public/: its path relative to public/ and its size in bytes. */
export interface PublicFile {
  path: string;
  size: number;
}

/** Picks a file of public/ to load-test: /robots.txt if present, else the smallest asset-like file. */
export function pickStaticFile(files: PublicFile[]): string | undefined {
  if (files.some((f) => f.path === 'robots.txt')) return '/robots.txt';
  const assets = files.filter((f) => /\.(svg|png|jpe?g|webp|gif|ico|txt|css|js|json|woff2?)$/i.test(f.path));
  const best = assets.sort((a, b) => a.size - b.size || a.path.localeCompare(b.path))[0];
  return best ? `/${best.path.split('\\').join('/')}` : undefined;
}

/**
 * The median of a page's Lighthouse runs, per category (Lighthouse's own advice for its run-to-run
 * variance: several runs, the median). NaN runs (a failed run) count as failing: they sort first.
 */
export function medianScore(scores: number[]): number {
  if (!scores.length) return NaN;
  const sorted = [...scores].map((s) => (Number.isFinite(s) ? s : -Infinity)).sort((a, b) => a - b);
  const m = sorted[Math.floor((sorted.length - 1) / 2)];
  return Number.isFinite(m) ? m : NaN;
}

/**
 * The host's speed over a page's Lighthouse runs, as Lighthouse measured it before each
 * (`environment.benchmarkIndex`; it warns about a slow host at 1,000 or less): '1490–2166', or one
 * figure when they agree to the unit.
 */
export function hostRange(indices: number[]): string {
  const finite = indices.filter(Number.isFinite).map(Math.round);
  if (!finite.length) return 'unknown';
  const lo = Math.min(...finite);
  const hi = Math.max(...finite);
  return lo === hi ? String(lo) : `${lo}–${hi}`;
}

/** CPU time of the whole machine, in ms. */
export interface MachineCpu {
  busy: number;
  softirq: number;
  idle: number;
}

/**
 * The machine's CPU time from the first line of /proc/stat, in ms (USER_HZ is 100 on Linux):
 * `busy` (user, nice, system, irq, softirq, steal), `softirq` alone, `idle` (idle, iowait).
 */
export function parseProcStat(text: string): MachineCpu | null {
  const line = String(text).split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const [user, nice, system, idle, iowait, irq, softirq, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  const ms = (ticks: number) => ticks * 10;
  return { busy: ms(user + nice + system + irq + softirq + steal), softirq: ms(softirq), idle: ms(idle + iowait) };
}

/** µs of CPU a request, per process and for the machine (cpuPerRequest). */
export interface CpuPerRequest {
  procs: Record<string, number>;
  busy: number;
  idle: number;
  other: number;
}

/**
 * Where a load run's CPU went, in µs a request: each named process (`procs`: name → CPU ms used
 * during the run), the machine's busy time, what the machine spent outside those processes
 * (`other`: kernel network work in softirq, everything else running) and its idle time.
 * `machine`: parseProcStat() after minus before.
 */
export function cpuPerRequest({ procs, machine, requests }: {
  procs: Record<string, number>;
  machine: MachineCpu | null;
  requests: number;
}): CpuPerRequest {
  const us = (ms: number | undefined) => (requests > 0 && ms !== undefined && Number.isFinite(ms) ? (ms * 1000) / requests : NaN);
  const out: CpuPerRequest = { procs: {}, busy: us(machine?.busy), idle: us(machine?.idle), other: NaN };
  let sum = 0;
  for (const [name, ms] of Object.entries(procs)) {
    out.procs[name] = us(ms);
    if (Number.isFinite(ms)) sum += ms;
  }
  out.other = machine ? Math.max(0, us(machine.busy - sum)) : NaN;
  return out;
}

/**
 * The most a path can reach on this machine against `directRps`, whatever the number of processes
 * serving it: all `cores` busy with the whole chain's CPU a request (`busyUs`: load generator,
 * upstream, proxy and kernel together).
 */
export function machineCeiling(busyUs: number, cores: number, directRps: number): number {
  if (!(busyUs > 0) || !(directRps > 0) || !(cores > 0)) return NaN;
  return (cores * 1e6) / busyUs / directRps;
}

/**
 * The browser as `lighthouse <url> --chrome-flags="--headless --no-sandbox"` launches it (chrome-launcher
 * adds its defaults: no background networking, component updates, sync or first-run UI). Not the
 * tests' chromiumArgs: with --disable-gpu this Chromium held its first frame ~1 s after the page was
 * ready — a static page without script had its observed FCP at 1,214 ms (173 ms without the flag) —
 * and Lighthouse's simulation then counted all the script that ran before that frame into LCP.
 */
export const LIGHTHOUSE_CHROME_FLAGS = ['--headless', '--no-sandbox'];

/** A load run with its CPU a request, as the gateway rows read it. */
export interface CpuLoadRun extends LoadResult {
  p99ms: number;
  total: number;
  cpu: CpuPerRequest;
}

/**
 * Rounds of one load run taken as one run: requests and failures summed, the rate over the rounds'
 * time together, the worst round's p99, each CPU figure weighted by its round's requests. The bench
 * alternates the gateway and its peer in rounds so that a burst of other load on the machine falls
 * on both rather than on whichever ran at the time.
 */
export function mergeRuns<T extends CpuLoadRun>(runs: readonly T[]): T {
  if (!runs.length) throw new Error('mergeRuns: no runs');
  const total = runs.reduce((s, r) => s + r.total, 0);
  const seconds = runs.reduce((s, r) => s + (r.rps > 0 ? r.total / r.rps : 0), 0);
  const weigh = (pick: (c: CpuPerRequest) => number | undefined) => {
    let sum = 0;
    for (const r of runs) sum += (pick(r.cpu) ?? NaN) * r.total;
    return total > 0 ? sum / total : NaN;
  };
  const procs: Record<string, number> = {};
  for (const name of Object.keys(runs[0].cpu.procs)) procs[name] = weigh((c) => c.procs[name]);
  return {
    ...runs[0],
    rps: seconds > 0 ? total / seconds : 0,
    total,
    p99ms: Math.max(...runs.map((r) => r.p99ms)),
    errors: runs.reduce((s, r) => s + r.errors, 0),
    timeouts: runs.reduce((s, r) => s + r.timeouts, 0),
    non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
    cpu: { procs, busy: weigh((c) => c.busy), idle: weigh((c) => c.idle), other: weigh((c) => c.other) },
  };
}

/** Headers of the connection and the framing, not of what a proxy decides: left out of headerParity(). */
const FRAMING_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'server']);

/**
 * The header names one proxy sends and the other does not (case-insensitive, framing left out): the
 * check that the gateway and its peer in the bench do the same job before their rates are compared.
 */
export function headerParity(a: Iterable<string>, b: Iterable<string>): { onlyA: string[]; onlyB: string[] } {
  const names = (list: Iterable<string>) => new Set([...list].map((n) => n.toLowerCase()).filter((n) => !FRAMING_HEADERS.has(n)));
  const sa = names(a);
  const sb = names(b);
  return { onlyA: [...sa].filter((n) => !sb.has(n)).sort(), onlyB: [...sb].filter((n) => !sa.has(n)).sort() };
}
