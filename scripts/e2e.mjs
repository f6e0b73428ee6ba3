#!/usr/bin/env node
// npm run test:e2e [-- <playwright args>]
// Builds when needed, starts the production server (scripts/serve.mjs, what `npm start` runs) on 127.0.0.1:3100 in sandbox mode (own process group,
// log in test-results/server.log), runs Playwright, stops the whole group and exits with
// Playwright's code. With E2E_BASE_URL set it only runs Playwright against that server.
// E2E_PORT moves the server; E2E_REBUILD=1 forces a build; NEXT_DIST_DIR picks the build folder (default .next).
// E2E_SHARDS=N (default 1) runs N Playwright shards side by side, each against its own server
// (ports E2E_PORT … E2E_PORT+N-1): every sandbox is its own in-memory backend, so specs that reset
// or fault the sandbox cannot disturb each other, which one Playwright with two workers cannot give.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { abortBuild, build, distDir, portInUse, root, staleReason, startServer, tail, waitForUrl } from './lib/next-server.mjs';

const PORT = Number(process.env.E2E_PORT || 3100);
const SHARDS = Math.max(1, Math.min(4, Number(process.env.E2E_SHARDS || 1)));
const HOST = '127.0.0.1';
const READY_PATH = '/api/gw/__sandbox/events';
const logFileOf = (i) => path.join(root, SHARDS === 1 ? 'test-results/server.log' : `test-results/server-${i + 1}.log`);

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

async function startAll(dir) {
  for (let i = 0; i < SHARDS; i += 1) {
    const port = PORT + i;
    if (await portInUse(port, HOST)) {
      // Never test someone else's server by accident.
      throw new Error(`${HOST}:${port} is already in use; stop that server, set E2E_PORT, or point E2E_BASE_URL at it`);
    }
    const logFile = logFileOf(i);
    console.log(`[e2e] starting the production server on http://${HOST}:${port} (sandbox mode); server log: ${path.relative(process.cwd(), logFile)}`);
    const server = startServer({ port, host: HOST, logFile, dir });
    servers.push(server);
    try {
      await waitForUrl(server.url + READY_PATH, { server });
    } catch (err) {
      throw new Error(`${err.message}\n--- ${logFile} (tail) ---\n${tail(logFile)}`);
    }
    console.log(`[e2e] server ready (pid group ${server.pid})`);
  }
  return servers.map((s) => s.url);
}

async function main() {
  const args = process.argv.slice(2);
  let urls = process.env.E2E_BASE_URL ? [process.env.E2E_BASE_URL] : null;
  if (!urls) {
    const dir = distDir();
    const reason = staleReason(dir);
    if (reason) {
      console.log(`[e2e] building (${reason})`);
      await build(dir);
    } else {
      console.log(`[e2e] ${dir} is fresh; no build (E2E_REBUILD=1 forces one)`);
    }
    try {
      urls = await startAll(dir);
    } catch (err) {
      console.error(`[e2e] ${err.message}`);
      await stopServers();
      return 1;
    }
  } else {
    console.log(`[e2e] using E2E_BASE_URL=${urls[0]}; no build, no server`);
  }
  let codes;
  if (urls.length === 1) {
    codes = [await runPlaywright(args, { ...process.env, E2E_BASE_URL: urls[0] })];
  } else {
    // Playwright empties its output folder on start: each shard gets its own.
    codes = await Promise.all(
      urls.map((url, i) =>
        runPlaywright([...args, `--shard=${i + 1}/${urls.length}`, `--output=test-results/artifacts-${i + 1}`], { ...process.env, E2E_BASE_URL: url }, `[s${i + 1}]`),
      ),
    );
  }
  await stopServers();
  const code = codes.find((c) => c !== 0) ?? 0;
  if (code !== 0 && servers.length) console.error(`[e2e] Playwright failed (exit ${code}); server logs: ${servers.map((_, i) => path.relative(root, logFileOf(i))).join(', ')}`);
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
