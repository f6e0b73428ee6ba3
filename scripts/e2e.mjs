#!/usr/bin/env node
// npm run test:e2e [-- <playwright args>]
// Builds when needed, starts `next start` on 127.0.0.1:3100 in sandbox mode (own process group,
// log in test-results/server.log), runs Playwright, stops the whole group and exits with
// Playwright's code. With E2E_BASE_URL set it only runs Playwright against that server.
// E2E_PORT moves the server; E2E_REBUILD=1 forces a build; NEXT_DIST_DIR picks the build folder (default .next).
import path from 'node:path';
import { spawn } from 'node:child_process';
import { abortBuild, build, distDir, portInUse, root, staleReason, startServer, tail, waitForUrl } from './lib/next-server.mjs';

const PORT = Number(process.env.E2E_PORT || 3100);
const HOST = '127.0.0.1';
const READY_PATH = '/api/gw/__sandbox/events';
const logFile = path.join(root, 'test-results/server.log');

let server;
let stopping;
const stopServer = () => (stopping ??= server ? server.stop() : Promise.resolve());

function runPlaywright(args, env) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...args], { cwd: root, stdio: 'inherit', env });
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
    await stopServer();
    process.exit(sig === 'SIGINT' ? 130 : 143);
  });
}

async function main() {
  const args = process.argv.slice(2);
  let baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) {
    const dir = distDir();
    const reason = staleReason(dir);
    if (reason) {
      console.log(`[e2e] building (${reason})`);
      await build(dir);
    } else {
      console.log(`[e2e] ${dir} is fresh; no build (E2E_REBUILD=1 forces one)`);
    }
    if (await portInUse(PORT, HOST)) {
      // Never test someone else's server by accident.
      console.error(`[e2e] ${HOST}:${PORT} is already in use; stop that server, set E2E_PORT, or point E2E_BASE_URL at it`);
      return 1;
    }
    console.log(`[e2e] starting next start on http://${HOST}:${PORT} (sandbox mode); server log: ${path.relative(process.cwd(), logFile)}`);
    server = startServer({ port: PORT, host: HOST, logFile, dir });
    try {
      await waitForUrl(server.url + READY_PATH, { server });
    } catch (err) {
      console.error(`[e2e] ${err.message}\n--- ${logFile} (tail) ---\n${tail(logFile)}`);
      await stopServer();
      return 1;
    }
    baseURL = server.url;
    console.log(`[e2e] server ready (pid group ${server.pid})`);
  } else {
    console.log(`[e2e] using E2E_BASE_URL=${baseURL}; no build, no server`);
  }
  const code = await runPlaywright(args, { ...process.env, E2E_BASE_URL: baseURL });
  await stopServer();
  if (code !== 0 && server) console.error(`[e2e] Playwright failed (exit ${code}); server log: ${logFile}`);
  return code;
}

main().then(
  (code) => process.exit(code),
  async (err) => {
    console.error(`[e2e] ${err.stack || err.message}`);
    await stopServer();
    process.exit(1);
  },
);
