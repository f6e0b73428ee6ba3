import { spawnSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';

// scripts/find-chromium.ts is ESM, which Playwright's CommonJS config loader mis-transpiles under
// Node 20's require(esm); ask a child process instead (a few ms). It only looks the browser up: this
// file is loaded by every lane and every `playwright test --list` at once, so the install (when there
// is none) is a step of its own before any of them starts — `npm run test:unit`'s pretest step
// (scripts/test-tools.ts) and scripts/e2e.mjs. The answer comes back on fd 3, not stdout.
function lookupChromium(): { path: string; args: string[] } {
  const r = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "await (await import('./scripts/find-chromium.ts')).lookupForConfig();"],
    { cwd: __dirname, stdio: ['ignore', 2, 2, 'pipe'], encoding: 'utf8' },
  );
  const answer = r.output?.[3];
  if (r.status !== 0 || !answer) throw new Error(`[chromium] browser lookup failed (exit ${r.status ?? r.signal})`);
  return JSON.parse(answer) as { path: string; args: string[] };
}

const chromium = lookupChromium();

// No `webServer`: scripts/e2e.mjs builds, starts and stops the server (or E2E_BASE_URL points at one).
const isCI = !!process.env.CI;

/**
 * The specs npm test runs in the proxy topology (the production one) instead of the embedded one
 * (scripts/e2e.mjs E2E_SUITE, which sets E2E_LANE per lane): their tests tagged @both-topologies
 * behave differently by topology and run in both. Without E2E_LANE every spec runs.
 */
const PROXY_SPECS = ['login.spec.ts', 'pay.spec.ts', 'activity.spec.ts'];
const BOTH_TOPOLOGIES = /@both-topologies/;
const lane = process.env.E2E_LANE;
/*
 * npm test's two embedded lanes (E2E_LANE=embedded-1 / embedded-2) split the embedded specs by
 * measured time, not by count: Playwright's --shard cuts the list into equal counts, and the long
 * specs (fault matrix, campaigns) would then share a lane. Rebalance from a run's per-spec sums when
 * one lane ends minutes after the other. A new spec lands in lane 2 unless it is listed here.
 */
const EMBEDDED_1 = ['faults.spec.ts', 'campaigns.spec.ts', 'a11y.spec.ts', 'download.spec.ts'];
const LANES = ['embedded', 'embedded-1', 'embedded-2', 'proxy'];
if (lane && !LANES.includes(lane)) throw new Error(`E2E_LANE must be one of ${LANES.join(', ')} (got ${lane})`);
const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: chromium.path, args: chromium.args },
};
const bothTopologies = { name: 'chromium-both-topologies', testMatch: PROXY_SPECS, grep: BOTH_TOPOLOGIES, use: browser };
const LANE_PROJECTS: Record<string, object[]> = {
  embedded: [{ name: 'chromium', testIgnore: PROXY_SPECS, use: browser }, bothTopologies],
  'embedded-1': [{ name: 'chromium', testMatch: EMBEDDED_1, use: browser }],
  'embedded-2': [{ name: 'chromium', testIgnore: [...PROXY_SPECS, ...EMBEDDED_1], use: browser }, bothTopologies],
  proxy: [{ name: 'chromium', testMatch: PROXY_SPECS, use: browser }],
};
const projects = (lane && LANE_PROJECTS[lane]) || [{ name: 'chromium', use: browser }];

export default defineConfig({
  testDir: 'e2e',
  // One worker. Measured on this 2-core box (smoke ×10): 2 workers were as stable and ~35% faster
  // (23 s vs 35 s), but the sandbox is one global store and specs call sandbox.reset() in
  // beforeEach, so a second worker would wipe the state (SMS codes, tokens, orders) of the test
  // running in the first. E2E_WORKERS=2 is fine for runs of specs that never reset.
  // E2E_SHARDS=2 (scripts/e2e.mjs) instead runs two Playwright processes, each against its own
  // server and sandbox; fullyParallel lets a shard split a long file (the fault matrix) by test —
  // every spec resets the sandbox before each test, so no test depends on the one before.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 1,
  fullyParallel: true,
  forbidOnly: isCI,
  // No retries: a test that passes only when retried is a failure on this box, not a pass.
  // E2E_RETRIES=N for a local investigation.
  retries: Number(process.env.E2E_RETRIES || 0),
  // A hang detector, not a speed budget: under npm test's three lanes on 2 cores a multi-page test
  // that takes 11 s alone took 30–35 s (measured), so 30 s failed sound tests.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // html off by default (E2E_HTML_REPORT=1 writes playwright-report/ too).
  reporter:
    process.env.E2E_HTML_REPORT === '1' ? [['list'], ['html', { open: 'never' }]] : [['list']],
  // A subfolder: Playwright empties outputDir on start, and test-results/server.log must survive.
  outputDir: 'test-results/artifacts',
  use: {
    baseURL: process.env.E2E_BASE_URL || 'http://127.0.0.1:3100',
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // No service worker unless a test asks for one (the worker's own tests in home.spec and
    // visitor.spec: test.use({ serviceWorkers: 'allow' })). Measured on games.spec alone, idle 2-core
    // box: every test's fresh context installed the worker, whose install renders / and /offline
    // and precaches their assets — 152 CPU-s for the spec with it, 112 without (wall 84 s → 64 s);
    // under the suite's three lanes that extra CPU is what pushed multi-page tests past 30 s. It also
    // keeps page.route() in charge of every request (a worker's fetches bypass it).
    serviceWorkers: 'block',
    // The visitor who asked for less motion: no dialog zooms, carousel autoplay or draw spins to
    // paint. Measured on this 2-core box: lanes 9.4/8.8/8.5 → 8.4/7.7/7.5 min, the GPU process's
    // CPU halved (docs/decisions/0017). The animated path keeps its own rows: visitor.spec walks
    // the site with motion, and the draw animations' rows in activity.spec ask for it.
    reducedMotion: 'reduce',
    // One tab per worker, reset between tests (Playwright's reuseContext): cookies, the HTTP cache,
    // local and session storage and IndexedDB of the origins visited, service workers, other pages,
    // routes, init scripts and bindings are cleared; what it keeps — offline mode and granted
    // permissions — e2e/fixtures.ts resets after every test. A test whose options differ from the
    // previous one's (isMobile, locale, serviceWorkers …) gets a new context. Why: a fresh context
    // is a fresh renderer process, which compiles the site's ~470 KB of first-load JS again;
    // measured in headless Chromium over eight pages, 1.57–1.66 CPU-s per first page load in a
    // fresh context against 1.14–1.20 s in the reset one, and the suite is CPU-bound
    // (docs/decisions/0015). Playwright calls the option a component-testing one; the resets above
    // are what makes it safe here, and `test.use({ reuseContext: false })` opts a file out.
    reuseContext: true,
  },
  projects,
});
