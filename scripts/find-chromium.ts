// Finds a Chromium for Playwright and the bench (ARCHITECTURE §6): the system one (Debian
// packages `chromium-headless-shell` for the tests, `chromium` for Lighthouse) or the one
// `npx playwright install` put in its cache, whichever exists.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { BrowserType } from 'playwright';
import { ensureTools, type Env, type Tool } from './lib/ensure-tools.ts';

/** Flags for a headless Chromium in a container: no sandbox (root), no GPU, no phoning home. */
export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * Features Playwright launches Chromium without (playwright-core's chromiumSwitches.ts, 1.5x).
 * Repeated here because Chromium keeps only the last `--disable-features` on its command line, and
 * ours comes after Playwright's; tests/scripts/find-chromium.test.ts fails when Playwright's list
 * gains an entry this one lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
  'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 15x (Debian's 156 here) builds the address bar's popup as WebUI and preloads it, headless
 * too: every new window — each Playwright browser context — started two chrome://omnibox-popup
 * renderers. Measured on this 2-core box: 1.9 CPU-s per context with them, 0.3 s without; over the
 * e2e suite's ~330 contexts that was ~10 CPU-minutes, and the load (15 on 2 cores with three lanes)
 * pushed multi-page tests past their 30 s. A test page never opens the address bar.
 */
export const OMNIBOX_WEBUI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** The flags for a Playwright launch: chromiumArgs with Playwright's disabled features and ours. */
export const playwrightChromiumArgs = [...chromiumArgs, `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_WEBUI_FEATURES].join(',')}`];

/** Full browsers: what a visitor runs, and what a plain `lighthouse <url>` launches (the bench). */
export const systemCandidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Debian's package of Chromium's headless shell (`chromium-headless-shell`). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * What a browser is for. 'tests' (Playwright: e2e, screenshots, the cluster's page check) prefers
 * Chromium's headless shell — the same Blink without the browser around it, which is what Playwright
 * itself launches for headless runs: measured on this 2-core box, the e2e suite's browsers cost
 * ~20 % less CPU than with the full browser in its new headless mode — and installs it when there is
 * no browser. 'full' (Lighthouse) wants the browser a visitor has.
 */
export type BrowserUse = 'tests' | 'full';

const PACKAGE: Record<BrowserUse, string> = { tests: 'chromium-headless-shell', full: 'chromium' };

/**
 * The system paths to look at for `use`: $CHROMIUM_CANDIDATES (colon-separated) replaces the list,
 * so a test can simulate a machine with no browser installed (tests/scripts/find-chromium.test.ts).
 */
export function candidatePaths(env: Env = process.env, use: BrowserUse = 'tests'): string[] {
  const listed = env.CHROMIUM_CANDIDATES?.split(':').filter(Boolean);
  if (listed?.length) return listed;
  return use === 'tests' ? [HEADLESS_SHELL, ...systemCandidates] : systemCandidates;
}

/** Path of Playwright's own downloaded Chromium, or undefined when playwright is absent. */
export function playwrightChromium(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    return (require('playwright') as { chromium: BrowserType }).chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * The first usable browser, in order: $CHROMIUM_PATH, the system paths, Playwright's browser.
 * Pure given its inputs (tests pass `exists` and `playwrightPath`); returns undefined when none.
 */
export function resolveChromium({
  env = process.env,
  exists = (p) => fs.existsSync(p),
  playwrightPath = playwrightChromium,
  use = 'tests',
}: {
  env?: Env;
  exists?: (p: string) => boolean;
  playwrightPath?: () => string | undefined;
  use?: BrowserUse;
} = {}): string | undefined {
  if (env.CHROMIUM_PATH) {
    if (!exists(env.CHROMIUM_PATH)) {
      throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist`);
    }
    return env.CHROMIUM_PATH;
  }
  const system = candidatePaths(env, use).find((p) => exists(p));
  if (system) return system;
  const own = playwrightPath();
  return own && exists(own) ? own : undefined;
}

/**
 * The browser to launch, found or — on a machine without one, as root with apt-get — installed once
 * (scripts/lib/ensure-tools.ts: one lock for every process, apt's output on stderr). Exits with
 * instructions when there is none and none can be installed. Runs as a step of its own ahead of the
 * tests (`npm run test:unit`'s pretest step through scripts/test-tools.ts, scripts/e2e.mjs before any
 * Playwright starts, the bench), never from playwright.config.ts, which many processes load at once.
 */
export function findChromium(env: Env = process.env, use: BrowserUse = 'tests'): string {
  try {
    return ensureTools([chromiumTool(env, use)], { env }).chromium;
  } catch (err) {
    console.error(`[chromium] ${(err as Error).message.split(':')[0]}. ${chromiumHelp(use)}`);
    process.exit(1);
  }
}

/** The browser as a machine tool (scripts/lib/ensure-tools.ts): how it is found, which package installs it. */
export function chromiumTool(env: Env = process.env, use: BrowserUse = 'tests'): Tool {
  return { name: 'chromium', find: () => resolveChromium({ env, use }), pkg: PACKAGE[use] };
}

/** The ways to get a browser when none is found and none can be installed here. */
export function chromiumHelp(use: BrowserUse = 'tests'): string {
  return [
    'Install one of:',
    `  - Debian/Ubuntu: sudo apt-get install ${PACKAGE[use]}`,
    '  - Playwright:    npx playwright install chromium',
    '  - or point CHROMIUM_PATH at a Chrome/Chromium executable.',
  ].join('\n');
}

/** The file descriptor the config lookup writes its JSON answer to (see lookupForConfig). */
export const LOOKUP_FD = 3;

/**
 * What playwright.config.ts runs in a child process: looks the browser up — never installs: the
 * config is loaded by many processes at once (every lane, every `playwright test --list`) — and
 * writes `{path, args}` as JSON to fd 3, a channel of its own, so nothing printed on stdout cannot
 * corrupt it. No browser: exits 1 saying which step installs it.
 */
export async function lookupForConfig(): Promise<void> {
  const { writeSync } = await import('node:fs');
  const found = resolveChromium();
  if (!found) {
    console.error('[chromium] No Chromium found. `npm test` / `npm run test:e2e` install it first; or run `node scripts/find-chromium.ts`.');
    process.exit(1);
  }
  writeSync(LOOKUP_FD, JSON.stringify({ path: found, args: playwrightChromiumArgs }));
}

// `node scripts/find-chromium.ts`: the step ahead of the tests — prints the browser's path on
// stdout once found or installed (apt's output, if any, went to stderr).
if (process.argv[1] && fs.realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(findChromium());
}
