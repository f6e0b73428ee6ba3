#!/usr/bin/env node
// npm run test:e2e [-- <playwright args>]
// Builds when needed, starts the production server (server/index.ts, what `npm start` runs) on 127.0.0.1:3100 in sandbox mode (own process group,
// log in test-results/server.log), runs Playwright, stops the whole group and exits with
// Playwright's code. With E2E_BASE_URL set it only runs Playwright against that server.
// E2E_PORT moves the server; E2E_REBUILD=1 forces a build; NEXT_DIST_DIR picks the build folder (default .next).
// E2E_SHARDS=N (default 1) runs N Playwright shards side by side, each against its own server
// (ports E2E_PORT … E2E_PORT+N-1): every sandbox is its own in-memory backend, so specs that reset
// or fault the sandbox cannot disturb each other, which one Playwright with two workers cannot give.
// E2E_TOPOLOGY=embedded (default): the site answers /api/gw from its embedded sandbox.
// E2E_TOPOLOGY=proxy: the production topology — the standalone sandbox backend (scripts/sandbox-api.mjs,
// `npm run sandbox:api`) on E2E_SANDBOX_PORT (default E2E_PORT+1000; +i per shard) in its own process
// group (log test-results/sandbox-api.log), the site with API_ORIGIN pointing at it, and the specs'
// QA controls called on the sandbox's port (E2E_SANDBOX_URL, read by e2e/support/sandbox.ts).
// The same build serves both.
// E2E_SUITE=1 (npm test, `npm run test:e2e:suite`): the whole suite at once, as parallel lanes — the
// embedded topology runs every spec but the proxy specs (E2E_SHARDS lanes; default 2, split by time), and the proxy
// specs (login, pay, activity: playwright.config.ts PROXY_SPECS) run in the proxy topology in a lane
// of their own at the same time (E2E_LANE tells the config which). Why, measured on this 2-core box:
// running the proxy specs again after the embedded run cost 4.3 of the suite's
// 23.4 minutes and tested their behaviours a second time — the embedded gateway is exercised by every
// other spec, and what differs by topology in those files (@both-topologies) still runs in both.
// Side by side, the lanes keep both cores busy where one Playwright mostly waits on the page. Two
// embedded lanes, not one: measured with one (load ~14 on this box, shared), the proxy lane's 54
// tests took 6.9 min and the embedded lane's 283 about 22 — one embedded lane is the whole wall time;
// E2E_SHARDS=2 alone had already made the embedded run ~11 min instead of ~17 on an idle 2-core box.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { findChromium } from './find-chromium.ts';
import { abortBuild, build, distDir, portInUse, root, staleReason, startSandboxApi, startServer, tail, waitForUrl } from './lib/next-server.ts';

const PORT = Number(process.env.E2E_PORT || 3100);
const SUITE = process.env.E2E_SUITE === '1';
// The suite's embedded lanes default to 2 (see E2E_SUITE above); a plain run to 1.
const SHARDS = Math.max(1, Math.min(4, Number(process.env.E2E_SHARDS || (SUITE ? 2 : 1))));
const HOST = '127.0.0.1';
const TOPOLOGY = process.env.E2E_TOPOLOGY || 'embedded';
if (TOPOLOGY !== 'embedded' && TOPOLOGY !== 'proxy') {
  console.error(`[e2e] E2E_TOPOLOGY must be embedded or proxy (got ${TOPOLOGY})`);
  process.exit(2);
}
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT || PORT + 1000);
// Embedded, the QA controls answer through the site; in proxy mode /api/gw/__sandbox is 404 by design.
const readyPath = (proxy) => (proxy ? '/api/gw/nn-version/share/channel' : '/api/gw/__sandbox/events');

/**
 * The lanes of this run: each its own server (and in the proxy topology its own sandbox backend) on
 * PORT + i (SANDBOX_PORT + i) and its own Playwright process. `lane` is E2E_LANE for the config
 * (suite runs only), `shard` Playwright's --shard.
 */
function planLanes() {
  if (!SUITE) {
    return Array.from({ length: SHARDS }, (_, i) => ({
      proxy: TOPOLOGY === 'proxy',
      shard: SHARDS > 1 ? `${i + 1}/${SHARDS}` : undefined,
      label: SHARDS > 1 ? `s${i + 1}` : '',
    }));
  }
  // Two embedded lanes (the default) split the specs by measured time (playwright.config.ts
  // EMBEDDED_1); any other count falls back to Playwright's equal-count --shard.
  const embedded =
    SHARDS === 2
      ? [1, 2].map((i) => ({ proxy: false, lane: `embedded-${i}`, label: `embedded-${i}` }))
      : Array.from({ length: SHARDS }, (_, i) => ({
          proxy: false,
          lane: 'embedded',
          shard: SHARDS > 1 ? `${i + 1}/${SHARDS}` : undefined,
          label: SHARDS > 1 ? `embedded-${i + 1}` : 'embedded',
        }));
  return [...embedded, { proxy: true, lane: 'proxy', label: 'proxy' }];
}
const LANES = planLanes();
const logFileOf = (lane, name = 'server') => path.join(root, lane.label ? `test-results/${name}-${lane.label}.log` : `test-results/${name}.log`);

const servers = [];
let stopping;
const stopServers = () => (stopping ??= Promise.all(servers.map((s) => s.stop())));

const PLAYWRIGHT_CLI = path.join(root, 'node_modules/@playwright/test/cli.js');

/** One Playwright run; with several shards each line is prefixed with its shard. */
function runPlaywright(args, env, label) {
  return new Promise((resolve) => {
    // Playwright's CLI on this process's Node (the pinned runtime), without npx resolving it per lane.
    const child = spawn(process.execPath, [PLAYWRIGHT_CLI, 'test', ...args], { cwd: root, stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    if (label) {
      for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
        let rest = '';
        from.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) to.write(`${label} ${line}\n`);
        });
        from.on('end', () => rest && to.write(`${label} ${rest}\n`));
      }
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(`[e2e] could not start Playwright: ${err.message}`);
      resolve(1);
    });
  });
}

for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, async () => {
    console.error(`\n[e2e] ${sig}: stopping the build/server`);
    abortBuild();
    await stopServers();
    process.exit(sig === 'SIGINT' ? 130 : 143);
  });
}

/** Refuses a port someone else listens on: never test someone else's server by accident. */
async function ensureFree(port, proxy) {
  if (await portInUse(port, HOST)) {
    throw new Error(`${HOST}:${port} is already in use; stop that server, set E2E_PORT${proxy ? '/E2E_SANDBOX_PORT' : ''}, or point E2E_BASE_URL at it`);
  }
}

async function waitReady(server, url, logFile) {
  try {
    await waitForUrl(url, { server });
  } catch (err) {
    throw new Error(`${err.message}\n--- ${logFile} (tail) ---\n${tail(logFile)}`);
  }
}

/**
 * Each lane serves its own copy of the build (without the webpack cache), made fresh for every run.
 * ISR writes rendered pages into the build folder, and a server reads a page it does not hold in
 * memory from disk: with one shared folder, a list page regenerated as the error view under one lane's
 * fault was then served by another lane with no fault set (seen in content.spec's "class filter
 * tabs"), and a page rendered by one run was "already rendered" for the next run's first-render rows.
 */
function laneBuild(dir, lane) {
  const copy = `${dir}-e2e${lane.label ? `-${lane.label}` : ''}`;
  fs.rmSync(path.join(root, copy), { recursive: true, force: true });
  fs.cpSync(path.join(root, dir), path.join(root, copy), { recursive: true, filter: (src) => path.basename(src) !== 'cache' });
  return copy;
}

/** Starts every lane's site (and in proxy mode its sandbox backend first); returns [{url, sandboxUrl, lane}]. */
async function startAll(dir) {
  // Next 16 writes ISR output to <distDir>/server/route-cache, and the standalone server keeps the
  // build's own distDir for it whatever NEXT_DIST_DIR says: pages one run rendered were "already
  // rendered" for the next run's first-render rows (seen: faults "article not rendered yet" answered
  // 200). The build writes nothing there (0 of 753 files older than BUILD_ID), so every run starts
  // without it — once, before any lane's server is up (a later lane must not delete what a running one wrote).
  fs.rmSync(path.join(root, dir, 'server/route-cache'), { recursive: true, force: true });
  const started = [];
  for (const [i, lane] of LANES.entries()) {
    const port = PORT + i;
    await ensureFree(port, lane.proxy);
    let sandboxUrl;
    // Renders at the front's priority here (README: RENDER_NICE): the suite keeps both cores busy
    // with Chromium, and a renderer that yields to it only makes every page a test waits for slower.
    const env = { RENDER_NICE: '0' };
    if (lane.proxy) {
      const sandboxPort = SANDBOX_PORT + i;
      await ensureFree(sandboxPort, true);
      const logFile = logFileOf(lane, 'sandbox-api');
      console.log(`[e2e] starting the sandbox backend on http://${HOST}:${sandboxPort} (npm run sandbox:api); log: ${path.relative(process.cwd(), logFile)}`);
      const sandbox = startSandboxApi({ port: sandboxPort, host: HOST, logFile });
      servers.push(sandbox);
      await waitReady(sandbox, `${sandbox.url}/__sandbox/events`, logFile);
      sandboxUrl = sandbox.url;
      env.API_ORIGIN = sandbox.url;
    } else {
      // The cashier link (payParam) is built from configuration, never the Host header: here the
      // site's configured origin is the production one, so point the sandbox at this server.
      env.SANDBOX_PUBLIC_ORIGIN = `http://${HOST}:${port}`;
    }
    const logFile = logFileOf(lane);
    console.log(`[e2e] starting the production server on http://${HOST}:${port} (${lane.proxy ? `proxy mode, API_ORIGIN=${env.API_ORIGIN}` : 'sandbox mode'}); server log: ${path.relative(process.cwd(), logFile)}`);
    const server = startServer({ port, host: HOST, logFile, dir: laneBuild(dir, lane), env });
    servers.push(server);
    started.push({ url: server.url, sandboxUrl, lane, server, logFile });
  }
  // The servers start side by side; wait for all of them.
  await Promise.all(started.map(({ server, logFile, lane }) => waitReady(server, server.url + readyPath(lane.proxy), logFile)));
  for (const { server } of started) console.log(`[e2e] server ready on ${server.url} (pid group ${server.pid})`);
  return started.map(({ url, sandboxUrl, lane }) => ({ url, sandboxUrl, lane }));
}

/** Playwright's environment for one lane: the site, where the QA controls answer, and the lane. */
function laneEnv({ url, sandboxUrl, lane }) {
  const env = { ...process.env, E2E_BASE_URL: url, E2E_TOPOLOGY: lane.proxy ? 'proxy' : 'embedded' };
  if (sandboxUrl) env.E2E_SANDBOX_URL = `${sandboxUrl}/__sandbox`;
  if (lane.lane) env.E2E_LANE = lane.lane;
  else delete env.E2E_LANE;
  return env;
}

async function main() {
  const args = process.argv.slice(2);
  // The browser, found or installed once, before any Playwright process loads playwright.config.ts
  // (which only looks it up): one step, not one per lane.
  console.log(`[e2e] Chromium: ${findChromium()}`);
  let lanes;
  if (process.env.E2E_BASE_URL) {
    if (SUITE) {
      console.error('[e2e] E2E_SUITE starts its own servers (one per lane); unset E2E_BASE_URL');
      return 2;
    }
    lanes = [{ url: process.env.E2E_BASE_URL, sandboxUrl: process.env.E2E_SANDBOX_URL?.replace(/\/__sandbox\/?$/, ''), lane: LANES[0] }];
    console.log(`[e2e] using E2E_BASE_URL=${lanes[0].url}; no build, no server`);
  } else {
    const dir = distDir();
    const reason = staleReason(dir);
    if (reason) {
      console.log(`[e2e] building (${reason})`);
      await build(dir);
    } else {
      console.log(`[e2e] ${dir} is fresh; no build (E2E_REBUILD=1 forces one)`);
    }
    try {
      lanes = await startAll(dir);
    } catch (err) {
      console.error(`[e2e] ${err.message}`);
      await stopServers();
      return 1;
    }
  }
  let codes;
  if (lanes.length === 1) {
    codes = [await runPlaywright(args, laneEnv(lanes[0]))];
  } else {
    // Playwright empties its output folder on start: each lane gets its own.
    codes = await Promise.all(
      lanes.map(({ lane, ...rest }) =>
        runPlaywright(
          [...args, ...(lane.shard ? [`--shard=${lane.shard}`] : []), `--output=test-results/artifacts-${lane.label}`],
          laneEnv({ lane, ...rest }),
          `[${lane.label}]`,
        ),
      ),
    );
  }
  await stopServers();
  const code = codes.find((c) => c !== 0) ?? 0;
  if (code !== 0 && servers.length) {
    const logs = lanes.flatMap(({ lane }) => [logFileOf(lane), ...(lane.proxy ? [logFileOf(lane, 'sandbox-api')] : [])]);
    console.error(`[e2e] Playwright failed (exit ${code}); logs: ${logs.map((f) => path.relative(root, f)).join(', ')}`);
  }
  return code;
}

main().then(
  (code) => process.exit(code),
  async (err) => {
    console.error(`[e2e] ${err.stack || err.message}`);
    await stopServers();
    process.exit(1);
  },
);
