#!/usr/bin/env node
// npm run test:e2e [-- <playwright args>]
// Builds when needed, starts the production server (scripts/serve.mjs, what `npm start` runs) on 127.0.0.1:3100 in sandbox mode (own process group,
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
import path from 'node:path';
import { spawn } from 'node:child_process';
import { abortBuild, build, distDir, portInUse, root, staleReason, startSandboxApi, startServer, tail, waitForUrl } from './lib/next-server.mjs';

const PORT = Number(process.env.E2E_PORT || 3100);
const SHARDS = Math.max(1, Math.min(4, Number(process.env.E2E_SHARDS || 1)));
const HOST = '127.0.0.1';
const TOPOLOGY = process.env.E2E_TOPOLOGY || 'embedded';
if (TOPOLOGY !== 'embedded' && TOPOLOGY !== 'proxy') {
  console.error(`[e2e] E2E_TOPOLOGY must be embedded or proxy (got ${TOPOLOGY})`);
  process.exit(2);
}
const PROXY = TOPOLOGY === 'proxy';
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT || PORT + 1000);
// Embedded, the QA controls answer through the site; in proxy mode /api/gw/__sandbox is 404 by design.
const READY_PATH = PROXY ? '/api/gw/nn-version/share/channel' : '/api/gw/__sandbox/events';
const logFileOf = (i, name = 'server') => path.join(root, SHARDS === 1 ? `test-results/${name}.log` : `test-results/${name}-${i + 1}.log`);

const servers = [];
let stopping;
const stopServers = () => (stopping ??= Promise.all(servers.map((s) => s.stop())));

/** One Playwright run; with several shards each line is prefixed with its shard. */
function runPlaywright(args, env, label) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...args], { cwd: root, stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
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
async function ensureFree(port) {
  if (await portInUse(port, HOST)) {
    throw new Error(`${HOST}:${port} is already in use; stop that server, set E2E_PORT${PROXY ? '/E2E_SANDBOX_PORT' : ''}, or point E2E_BASE_URL at it`);
  }
}

async function waitReady(server, url, logFile) {
  try {
    await waitForUrl(url, { server });
  } catch (err) {
    throw new Error(`${err.message}\n--- ${logFile} (tail) ---\n${tail(logFile)}`);
  }
}

/** Starts every shard's site (and in proxy mode its sandbox backend first); returns [{url, sandboxUrl}]. */
async function startAll(dir) {
  const shards = [];
  for (let i = 0; i < SHARDS; i += 1) {
    const port = PORT + i;
    await ensureFree(port);
    let sandboxUrl;
    const env = {};
    if (PROXY) {
      const sandboxPort = SANDBOX_PORT + i;
      await ensureFree(sandboxPort);
      const logFile = logFileOf(i, 'sandbox-api');
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
    const logFile = logFileOf(i);
    console.log(`[e2e] starting the production server on http://${HOST}:${port} (${PROXY ? `proxy mode, API_ORIGIN=${env.API_ORIGIN}` : 'sandbox mode'}); server log: ${path.relative(process.cwd(), logFile)}`);
    const server = startServer({ port, host: HOST, logFile, dir, env });
    servers.push(server);
    await waitReady(server, server.url + READY_PATH, logFile);
    console.log(`[e2e] server ready (pid group ${server.pid})`);
    shards.push({ url: server.url, sandboxUrl });
  }
  return shards;
}

/** Playwright's environment for one shard: the site, and where the QA controls answer. */
function shardEnv({ url, sandboxUrl }) {
  const env = { ...process.env, E2E_BASE_URL: url, E2E_TOPOLOGY: TOPOLOGY };
  if (sandboxUrl) env.E2E_SANDBOX_URL = `${sandboxUrl}/__sandbox`;
  return env;
}

async function main() {
  const args = process.argv.slice(2);
  let shards = process.env.E2E_BASE_URL ? [{ url: process.env.E2E_BASE_URL, sandboxUrl: process.env.E2E_SANDBOX_URL?.replace(/\/__sandbox\/?$/, '') }] : null;
  if (!shards) {
    const dir = distDir();
    const reason = staleReason(dir);
    if (reason) {
      console.log(`[e2e] building (${reason})`);
      await build(dir);
    } else {
      console.log(`[e2e] ${dir} is fresh; no build (E2E_REBUILD=1 forces one)`);
    }
    try {
      shards = await startAll(dir);
    } catch (err) {
      console.error(`[e2e] ${err.message}`);
      await stopServers();
      return 1;
    }
  } else {
    console.log(`[e2e] using E2E_BASE_URL=${shards[0].url}; no build, no server`);
  }
  let codes;
  if (shards.length === 1) {
    codes = [await runPlaywright(args, shardEnv(shards[0]))];
  } else {
    // Playwright empties its output folder on start: each shard gets its own.
    codes = await Promise.all(
      shards.map((shard, i) =>
        runPlaywright([...args, `--shard=${i + 1}/${shards.length}`, `--output=test-results/artifacts-${i + 1}`], shardEnv(shard), `[s${i + 1}]`),
      ),
    );
  }
  await stopServers();
  const code = codes.find((c) => c !== 0) ?? 0;
  if (code !== 0 && servers.length) {
    const logs = shards.flatMap((_, i) => [logFileOf(i), ...(PROXY ? [logFileOf(i, 'sandbox-api')] : [])]);
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
