// @vitest-environment node
import { gunzipSync, gzipSync } from 'node:zlib';
import {
  BUDGETS, budgetFor, firstLoadByRoute, formatTable, gzipSize, pickCachedPage, pickStaticFile,
  cpuPerRequest, headerParity, hostRange, machineCeiling, medianScore, mergeRuns, parseProcStat,
  throughputVerdict, LIGHTHOUSE_CHROME_FLAGS,
} from '../../../scripts/bench/core.ts';

describe('budgetFor', () => {
  it.each([
    ['/', 'home', BUDGETS.home],
    ['/news', 'default', BUDGETS.default],
    ['/news/[id]', 'default', BUDGETS.default],
    ['/nnpay', 'campaign', BUDGETS.campaign],
    ['/nnpay/result', 'default', BUDGETS.default],
    ['/jointActivity', 'campaign', BUDGETS.campaign],
    ['/jointActivityHuya', 'campaign', BUDGETS.campaign],
    ['/acts/[id]', 'campaign', BUDGETS.campaign],
    ['/acts', 'default', BUDGETS.default],
    ['/qmgogo2', 'campaign', BUDGETS.campaign],
    ['/gqlx', 'campaign', BUDGETS.campaign],
    ['/nnNewVip/index', 'campaign', BUDGETS.campaign],
    ['/nn/activity', 'campaign', BUDGETS.campaign],
    ['/nn/activity/x', 'default', BUDGETS.default],
    ['/command/command', 'campaign', BUDGETS.campaign],
    ['/summer', 'campaign', BUDGETS.campaign],
    ['/summerx', 'default', BUDGETS.default],
  ])('%s → %s', (route, kind, bytes) => {
    expect(budgetFor(route)).toEqual({ kind, bytes });
  });

  it('budgets are 170 / 200 / 260 KB', () => {
    expect(BUDGETS).toEqual({ default: 170 * 1024, home: 200 * 1024, campaign: 260 * 1024 });
  });
});

describe('firstLoadByRoute', () => {
  const manifest = {
    polyfillFiles: ['static/chunks/polyfills.js'],
    pages: {
      '/_app': ['static/chunks/framework.js', 'static/chunks/main.js', 'static/css/app.css'],
      '/_error': ['static/chunks/error.js'],
      '/': ['static/chunks/framework.js', 'static/chunks/home.js', 'static/chunks/polyfills.js'],
      '/nnpay': ['static/chunks/antd.js'],
    },
  };
  const sizes: Record<string, number> = {
    'static/chunks/framework.js': 60 * 1024,
    'static/chunks/main.js': 40 * 1024,
    'static/chunks/home.js': 110 * 1024,
    'static/chunks/antd.js': 150 * 1024,
    'static/chunks/polyfills.js': 999 * 1024,
    'static/chunks/error.js': 1,
  };
  const rows = firstLoadByRoute(manifest, (f) => sizes[f] ?? Number.NaN);

  it('lists routes without the internal pages', () => {
    expect(rows.map((r) => r.route)).toEqual(['/', '/nnpay']);
  });

  it('counts shared chunks once, skips CSS and nomodule polyfills', () => {
    expect(rows[0]).toMatchObject({ route: '/', bytes: 210 * 1024, files: 3, pass: false, kind: 'home' });
    expect(rows[1]).toMatchObject({ route: '/nnpay', bytes: 250 * 1024, files: 3, pass: true, kind: 'campaign' });
  });

  it('adds the files every page loads beside the manifest (the after-paint loader) to each route, once', () => {
    const withLoader = firstLoadByRoute(manifest, (f) => (f === 'static/chunks/after-paint-1.js' ? 700 : (sizes[f] ?? Number.NaN)), ['static/chunks/after-paint-1.js']);
    expect(withLoader.map((r) => [r.route, r.bytes, r.files])).toEqual([
      ['/', 210 * 1024 + 700, 4],
      ['/nnpay', 250 * 1024 + 700, 4],
    ]);
  });

  it('passes exactly at the budget', () => {
    const [row] = firstLoadByRoute({ pages: { '/about': ['a.js'] } }, () => BUDGETS.default);
    expect(row.pass).toBe(true);
    const [over] = firstLoadByRoute({ pages: { '/about': ['a.js'] } }, () => BUDGETS.default + 1);
    expect(over.pass).toBe(false);
  });
});

describe('gzipSize', () => {
  it('is the length of a real gzip stream, smaller than repetitive input', () => {
    const input = 'const a = 1;\n'.repeat(1000);
    const n = gzipSize(input);
    expect(n).toBeLessThan(input.length / 10);
    expect(n).toBeGreaterThan(20);
    expect(gzipSize(input)).toBe(gzipSync(input, { level: 9 }).length);
    expect(gunzipSync(gzipSync(input, { level: 9 })).toString()).toBe(input);
  });
});

describe('throughputVerdict', () => {
  const clean = { errors: 0, timeouts: 0, non2xx: 0 };
  it('passes at a ratio of 0.40', () => {
    expect(throughputVerdict({ rps: 400, ...clean }, { rps: 1000, ...clean })).toMatchObject({ ratio: 0.4, pass: true });
  });
  it('fails below 0.40', () => {
    expect(throughputVerdict({ rps: 399, ...clean }, { rps: 1000, ...clean }).pass).toBe(false);
  });
  it('fails on any error, timeout or non-2xx answer', () => {
    for (const bad of [{ errors: 1 }, { timeouts: 1 }, { non2xx: 1 }]) {
      expect(throughputVerdict({ rps: 900, ...clean, ...bad }, { rps: 1000, ...clean }).pass).toBe(false);
      expect(throughputVerdict({ rps: 900, ...clean }, { rps: 1000, ...clean, ...bad }).pass).toBe(false);
    }
  });
  it('fails when the static file was not served at all', () => {
    expect(throughputVerdict({ rps: 10, ...clean }, { rps: 0, ...clean })).toMatchObject({ ratio: 0, pass: false });
  });
});

describe('formatTable', () => {
  it('aligns columns and marks pass, FAIL and informational rows', () => {
    const text = formatTable([
      { metric: 'first-load JS /', value: '150.0 KB', budget: '≤ 200.0 KB', pass: true },
      { metric: 'ratio', value: '0.10', budget: '≥ 0.40', pass: false, note: '2 errors' },
      { metric: 'lighthouse', value: 'skipped', budget: '≥ 90', pass: null, note: 'set BENCH_LIGHTHOUSE=1' },
    ]);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^metric\s+value\s+budget\s+result$/);
    expect(lines[2]).toMatch(/first-load JS \/\s+150\.0 KB\s+≤ 200\.0 KB\s+pass$/);
    expect(lines[3]).toMatch(/FAIL \(2 errors\)$/);
    expect(lines[4]).toMatch(/skipped\s+≥ 90\s+set BENCH_LIGHTHOUSE=1$/);
    expect(lines[2].indexOf('150.0')).toBe(lines[3].indexOf('0.10'));
  });
});

describe('pickCachedPage', () => {
  const pagesManifest = {
    '/': 'pages/index.html',
    '/_app': 'pages/_app.js',
    '/about': 'pages/about.html',
    '/news': 'pages/news.html',
    '/content/search': 'pages/content/search.js',
    '/news/[id]': 'pages/news/[id].js',
    '/404': 'pages/404.html',
  };
  it('prefers /about, then /news', () => {
    expect(pickCachedPage(pagesManifest, {})).toBe('/about');
    expect(pickCachedPage({ ...pagesManifest, '/about': 'pages/about.js' }, {})).toBe('/news');
  });
  it('falls back to the shortest static or prerendered route, never a dynamic or error page', () => {
    expect(pickCachedPage({ '/404': 'pages/404.html', '/help/faq': 'pages/help/faq.html' }, { '/gl': {} })).toBe('/gl');
    expect(pickCachedPage({ '/content/search': 'pages/content/search.js', '/404': 'pages/404.html' }, { '/500': {} })).toBeUndefined();
  });
});

describe('pickStaticFile', () => {
  it('prefers /robots.txt', () => {
    expect(pickStaticFile([{ path: 'a.svg', size: 1 }, { path: 'robots.txt', size: 100 }])).toBe('/robots.txt');
  });
  it('else the smallest asset, with URL slashes', () => {
    expect(pickStaticFile([
      { path: 'images/logo.svg', size: 900 },
      { path: 'images/icon.png', size: 300 },
      { path: 'README', size: 1 },
    ])).toBe('/images/icon.png');
  });
  it('is undefined for an empty public/', () => {
    expect(pickStaticFile([])).toBeUndefined();
  });
});

describe('medianScore', () => {
  it('takes the median run per category; a failed run (NaN) counts as the lowest', () => {
    expect(medianScore([94, 97, 96])).toBe(96);
    expect(medianScore([95])).toBe(95);
    expect(medianScore([100, 90])).toBe(90); // even count: the lower middle, never a made-up mean
    expect(medianScore([NaN, 96, 97])).toBe(96);
    expect(medianScore([NaN, NaN, 97])).toBeNaN();
    expect(medianScore([])).toBeNaN();
  });
});

describe('hostRange', () => {
  it("spans the host's benchmarkIndex over a page's runs, rounded; one figure when they agree", () => {
    expect(hostRange([1489.5, 2166, 1729])).toBe('1490–2166');
    expect(hostRange([1500.2, 1499.8])).toBe('1500');
    expect(hostRange([NaN, 1800])).toBe('1800');
    expect(hostRange([])).toBe('unknown');
  });
});

describe('parseProcStat', () => {
  it('reads busy, softirq and idle time in ms from the cpu line', () => {
    const text = 'cpu  100 5 40 800 20 3 7 2 0 0\ncpu0 50 2 20 400 10 1 3 1 0 0\n';
    expect(parseProcStat(text)).toEqual({ busy: (100 + 5 + 40 + 3 + 7 + 2) * 10, softirq: 70, idle: (800 + 20) * 10 });
  });

  it('is null without a cpu line', () => {
    expect(parseProcStat('intr 1 2 3')).toBeNull();
  });
});

describe('cpuPerRequest', () => {
  it('splits a run into µs a request per process, the rest of the machine and idle', () => {
    const r = cpuPerRequest({ procs: { load: 250, stub: 200, gateway: 550 }, machine: { busy: 1130, softirq: 120, idle: 110 }, requests: 10_000 });
    expect(r.procs).toEqual({ load: 25, stub: 20, gateway: 55 });
    expect(r.busy).toBeCloseTo(113);
    expect(r.other).toBeCloseTo(13);
    expect(r.idle).toBeCloseTo(11);
  });

  it('never reports a negative rest, and NaN without requests or a machine reading', () => {
    expect(cpuPerRequest({ procs: { a: 600 }, machine: { busy: 500, softirq: 0, idle: 0 }, requests: 1000 }).other).toBe(0);
    expect(cpuPerRequest({ procs: { a: 1 }, machine: null, requests: 10 }).other).toBeNaN();
    expect(cpuPerRequest({ procs: { a: 1 }, machine: { busy: 1, softirq: 0, idle: 0 }, requests: 0 }).procs.a).toBeNaN();
  });
});

describe('machineCeiling', () => {
  it('is what all cores reach with the chain\'s CPU a request, against the direct rate', () => {
    // 2 cores, 100 µs a request for the whole chain → 20,000 req/s; direct 50,000 → 0.40
    expect(machineCeiling(100, 2, 50_000)).toBeCloseTo(0.4);
    expect(machineCeiling(0, 2, 50_000)).toBeNaN();
    expect(machineCeiling(100, 2, 0)).toBeNaN();
  });
});

describe('LIGHTHOUSE_CHROME_FLAGS', () => {
  it("launches the browser as a plain `lighthouse <url> --chrome-flags='--headless --no-sandbox'` does: without the tests' --disable-gpu, which held the first frame ~1 s", () => {
    expect(LIGHTHOUSE_CHROME_FLAGS).toEqual(['--headless', '--no-sandbox']);
    expect(LIGHTHOUSE_CHROME_FLAGS).not.toContain('--disable-gpu');
  });
});

describe('mergeRuns', () => {
  const run = (rps: number, seconds: number, p99ms: number, gatewayUs: number, busy: number, errors = 0) => ({
    rps, total: rps * seconds, p99ms, errors, timeouts: 0, non2xx: 0, url: 'x',
    cpu: { procs: { gateway: gatewayUs, stub: 20 }, busy, idle: 10, other: 5 },
  });

  it('takes rounds as one run: the rate over their time together, the worst p99, failures summed, CPU weighted by requests', () => {
    const merged = mergeRuns([run(10_000, 5, 8, 70, 140), run(5_000, 5, 30, 100, 200, 2)]);
    expect(merged.total).toBe(75_000);
    expect(merged.rps).toBeCloseTo(7_500); // not the mean of the rates weighted any other way
    expect(merged.p99ms).toBe(30);
    expect(merged.errors).toBe(2);
    expect(merged.cpu.procs.gateway).toBeCloseTo((70 * 50_000 + 100 * 25_000) / 75_000);
    expect(merged.cpu.procs.stub).toBeCloseTo(20);
    expect(merged.cpu.busy).toBeCloseTo((140 * 50_000 + 200 * 25_000) / 75_000);
    expect(merged.url).toBe('x');
  });

  it('is the run itself for one round, and refuses none', () => {
    const one = run(9_000, 10, 7, 76, 138);
    expect(mergeRuns([one])).toEqual(one);
    expect(() => mergeRuns([])).toThrow(/no runs/);
  });
});

describe('headerParity', () => {
  it('lists the names one side sends and the other not, case-insensitive, framing and connection headers left out', () => {
    expect(headerParity(
      ['Content-Type', 'X-Request-ID', 'content-security-policy', 'date', 'Connection', 'keep-alive', 'content-length'],
      ['content-type', 'x-request-id', 'Content-Security-Policy', 'server', 'transfer-encoding'],
    )).toEqual({ onlyA: [], onlyB: [] });
    expect(headerParity(['x-request-id', 'x-frame-options', 'strict-transport-security'], ['x-request-id', 'x-forwarded-port'])).toEqual({
      onlyA: ['strict-transport-security', 'x-frame-options'],
      onlyB: ['x-forwarded-port'],
    });
  });
});
