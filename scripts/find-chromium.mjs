// Finds a Chromium for Playwright and the bench (ARCHITECTURE §6): the system one (Debian
// package `chromium`) or the one `npx playwright install` put in its cache, whichever exists.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';

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

export const systemCandidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The system paths to look at: $CHROMIUM_CANDIDATES (colon-separated) replaces the list, so a test
 * can simulate a machine with no browser installed (tests/scripts/find-chromium.test.ts).
 */
export function candidatePaths(env = process.env) {
  const listed = env.CHROMIUM_CANDIDATES?.split(':').filter(Boolean);
  return listed?.length ? listed : systemCandidates;
}

/** Path of Playwright's own downloaded Chromium, or undefined when playwright is absent. */
export function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url);
    return require('playwright').chromium.executablePath();
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
} = {}) {
  if (env.CHROMIUM_PATH) {
    if (!exists(env.CHROMIUM_PATH)) {
      throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} does not exist`);
    }
    return env.CHROMIUM_PATH;
  }
  const system = candidatePaths(env).find((p) => exists(p));
  if (system) return system;
  const own = playwrightPath();
  return own && exists(own) ? own : undefined;
}

function canApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

/**
 * The browser to launch. Installs the Debian package when nothing is found and we are root
 * with apt; otherwise exits with instructions.
 */
export function findChromium() {
  const found = resolveChromium();
  if (found) return found;
  if (canApt()) {
    console.error('[chromium] no browser found; running: apt-get update && apt-get install -y chromium');
    // apt's output goes to stderr (fd 2), never to our stdout: a caller may read stdout as data
    // (playwright.config.ts once parsed "Get:1 http://…" as JSON on a fresh machine — issue 16).
    const r = spawnSync('sh', ['-c', 'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium'], {
      stdio: ['ignore', 2, 2],
    });
    const after = r.status === 0 ? resolveChromium() : undefined;
    if (after) {
      console.error(`[chromium] installed ${after}`);
      return after;
    }
    console.error(`[chromium] apt-get install chromium failed (exit ${r.status})`);
  }
  console.error(
    [
      '[chromium] No Chromium found. Install one of:',
      '  - Debian/Ubuntu: sudo apt-get install chromium   (gives /usr/bin/chromium)',
      '  - Playwright:    npx playwright install chromium',
      '  - or point CHROMIUM_PATH at a Chrome/Chromium executable.',
    ].join('\n'),
  );
  process.exit(1);
}

/** The file descriptor the config lookup writes its JSON answer to (see lookupForConfig). */
export const LOOKUP_FD = 3;

/**
 * What playwright.config.ts runs in a child process: finds (or installs) the browser and writes
 * `{path, args}` as JSON to fd 3 — a channel of its own, so nothing printed on stdout (apt, a
 * warning of some dependency) can corrupt it.
 */
export async function lookupForConfig() {
  const { writeSync } = await import('node:fs');
  writeSync(LOOKUP_FD, JSON.stringify({ path: findChromium(), args: chromiumArgs }));
}
