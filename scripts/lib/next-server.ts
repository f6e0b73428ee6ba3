// Shared by scripts/e2e.mjs, scripts/bench/index.ts and scripts/load.ts: build freshness, a detached
// production server (server/index.ts, what `npm start` runs) in its own process group, readiness
// polling and group-wide teardown.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const distDir = (): string => process.env.NEXT_DIST_DIR || '.next';

/** What a production build is made of; a newer file here makes the build stale. */
export const sourceEntries = [
  'pages', 'components', 'lib', 'services', 'stores', 'sandbox', 'styles',
  'next.config.ts', 'package-lock.json', 'tsconfig.json',
];

/** Newest mtime (ms) of the files under `entries` (relative to `base`). */
export function newestMtime(entries: string[], base = root): number {
  let newest = 0;
  const walk = (p: string) => {
    let st: fs.Stats;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p)) walk(path.join(p, name));
    } else {
      newest = Math.max(newest, st.mtimeMs);
    }
  };
  for (const e of entries) walk(path.join(base, e));
  return newest;
}

/** Why the build in `dir` must be redone, or null when it is fresh. */
export function staleReason(dir = distDir(), { force = process.env.E2E_REBUILD === '1' }: { force?: boolean } = {}): string | null {
  if (force) return 'E2E_REBUILD=1';
  const id = path.join(root, dir, 'BUILD_ID');
  if (!fs.existsSync(id)) return `${dir}/BUILD_ID is missing`;
  const built = fs.statSync(id).mtimeMs;
  const newest = newestMtime(sourceEntries);
  return newest > built ? `sources changed after ${dir}/BUILD_ID` : null;
}

let buildChild: ChildProcess | undefined;

/**
 * The flags of package.json's `build` script (`next build --webpack` → ['--webpack']), so these
 * builds use the same bundler as `npm run build`. Throws when the script is not `next build …`.
 */
export function nextBuildFlags(buildScript: string | undefined): string[] {
  const m = /^\s*next build((?:\s+[-\w=.]+)*)\s*$/.exec(buildScript ?? '');
  if (!m) throw new Error(`package.json "build" is not a plain \`next build …\` (${buildScript}); update scripts/lib/next-server.ts`);
  return m[1].trim().split(/\s+/).filter(Boolean);
}

/** Pids of other `next build` processes on this machine. */
function otherBuilds(): string[] {
  const r = spawnSync('pgrep', ['-f', 'next[ -]build'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.split('\n').filter((p) => p && Number(p) !== process.pid) : [];
}

/** Two builds at once on 2 cores (or into one folder) break each other: wait up to 10 minutes. */
async function waitForOtherBuilds(maxMs = 600_000) {
  const deadline = Date.now() + maxMs;
  let pids = otherBuilds();
  if (pids.length) console.log(`[build] waiting for another "next build" to finish (pids ${pids.join(', ')})`);
  while (pids.length && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 3000));
    pids = otherBuilds();
  }
  if (pids.length) console.warn(`[build] still running after ${maxMs / 60000} min (pids ${pids.join(', ')}); building anyway`);
}

/** Stops a running build step (for SIGINT/SIGTERM handlers). */
export function abortBuild(): void {
  buildChild?.kill('SIGTERM');
}

/** Regenerates the antd CSS (fast path when fresh) and robots.txt, then runs `next build`. Rejects on failure. */
export async function build(dir = distDir()): Promise<void> {
  await waitForOtherBuilds();
  const env = { ...process.env, NEXT_DIST_DIR: dir, NEXT_TELEMETRY_DISABLED: '1' };
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const flags = nextBuildFlags(pkg.scripts?.build);
  const steps: [label: string, args: string[]][] = [
    ['antd styles', [path.join(root, 'scripts/extract-antd-styles.ts')]],
    ['robots.txt', [path.join(root, 'scripts/write-robots.ts')]],
    // `next build` through node directly (as `npx next build` would) so a signal reaches it.
    [['next build', ...flags].join(' '), [path.join(root, 'node_modules/next/dist/bin/next'), 'build', ...flags]],
  ];
  for (const [label, args] of steps) {
    console.log(`[build] ${label} (NEXT_DIST_DIR=${dir})`);
    const code = await new Promise<number | string | null>((resolve) => {
      const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
      buildChild = child;
      child.on('exit', (c, signal) => resolve(c ?? signal));
      child.on('error', (err) => resolve(err.message));
    });
    buildChild = undefined;
    if (code !== 0) throw new Error(`${label} failed (exit ${code})`);
  }
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** True when something accepts connections on host:port. */
export function portInUse(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const sock = net.connect({ port, host });
    sock.setTimeout(1000);
    sock.once('connect', () => { sock.destroy(); resolve(true); });
    sock.once('timeout', () => { sock.destroy(); resolve(false); });
    sock.once('error', () => resolve(false));
  });
}

/**
 * Environment for a sandbox-mode server: no API_ORIGIN, SANDBOX=on (a production server fails
 * closed without it), state in memory, and edge limits per address far above what a suite sends
 * from its one address (unless `extra` sets them).
 */
export function sandboxEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    GATEWAY_LIMIT_SMS: '100000/1', GATEWAY_LIMIT_LOGIN: '100000/1', GATEWAY_LIMIT_DRAW: '100000/1',
    ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', SANDBOX: 'on',
  };
  delete env.API_ORIGIN;
  delete env.SANDBOX_DATA_FILE;
  // What the caller passes wins (the bench's proxy-mode server passes API_ORIGIN).
  return { ...env, ...extra };
}

/** A server started detached in its own process group; stop() kills the whole group. */
export interface StartedServer {
  pid: number;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  isAlive(): boolean;
  stop(): Promise<void>;
}

/**
 * Starts `node <script> …args` detached (its own process group, like setsid) with output to
 * `logFile`.
 */
function startDetached({ script, args = [], url, logFile, env }: {
  script: string;
  args?: string[];
  url: string;
  logFile: string;
  env: NodeJS.ProcessEnv;
}): StartedServer {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const out = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [path.join(root, script), ...args], {
    cwd: root,
    detached: true,
    stdio: ['ignore', out, out],
    env,
  });
  fs.closeSync(out);
  let alive = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => {
    alive = false;
    resolve({ code, signal });
  }));
  const killGroup = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      /* already gone */
    }
  };
  // Last resort if this process dies without running stop().
  const onExit = () => killGroup('SIGKILL');
  process.on('exit', onExit);
  return {
    pid: child.pid!,
    url,
    exited,
    isAlive: () => alive,
    async stop() {
      process.off('exit', onExit);
      if (!alive) return killGroup('SIGKILL');
      killGroup('SIGTERM');
      const timer = setTimeout(() => killGroup('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
      killGroup('SIGKILL'); // stragglers in the group (workers)
    },
  };
}

/**
 * Starts the production server (server/index.ts: Next behind the page cache) detached with
 * output to `logFile`, in sandbox mode unless `env` sets API_ORIGIN (the proxy topology).
 */
export function startServer({ port, host = '127.0.0.1', logFile, dir = distDir(), env = {} }: {
  port: number;
  host?: string;
  logFile: string;
  dir?: string;
  env?: Record<string, string>;
}): StartedServer {
  return startDetached({
    script: 'server/index.ts',
    args: ['-p', String(port), '-H', host],
    url: `http://${host}:${port}`,
    logFile,
    env: { ...sandboxEnv({ NEXT_DIST_DIR: dir, PORT: String(port) }), ...env },
  });
}

/**
 * Starts the standalone sandbox backend (scripts/sandbox-api.mjs, `npm run sandbox:api`) detached,
 * state in memory, on host:port.
 */
export function startSandboxApi({ port, host = '127.0.0.1', logFile, env = {} }: {
  port: number;
  host?: string;
  logFile: string;
  env?: Record<string, string>;
}): StartedServer {
  return startDetached({
    script: 'scripts/sandbox-api.mjs',
    url: `http://${host}:${port}`,
    logFile,
    env: { ...sandboxEnv({ SANDBOX_PORT: String(port), SANDBOX_HOST: host }), ...env },
  });
}

/** Polls `url` until it answers 2xx; rejects after `timeoutMs` or when `server` dies. */
export async function waitForUrl(url: string, { timeoutMs = 90_000, server }: { timeoutMs?: number; server?: StartedServer } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (server && !server.isAlive()) throw new Error(`server exited before ${url} answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (err) {
      const e = err as Error & { cause?: { code?: string } };
      last = e.cause?.code || e.message;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s (last: ${last})`);
}

/** Prints the tail of a log file (for failures). */
export function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
