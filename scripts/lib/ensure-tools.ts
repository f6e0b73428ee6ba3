// The machine tools the tests need beside the npm packages — Chromium (npm test), redis-server and
// nginx (npm run test:cluster) — found, or installed with apt-get on a Debian-like machine where we
// are root, once: every install holds one lock (a folder in the temp dir), and whoever waited on it
// looks again before installing, so processes started together never run apt-get side by side
// ("Could not get lock /var/lib/dpkg/lock-frontend"). apt's output goes to stderr, never to
// a stdout another program parses. Synchronous, so a config file or a plain script can
// call it; it only waits while another process installs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

/** An environment as these functions read it (process.env, or a test's own). */
export type Env = Record<string, string | undefined>;
export type Log = (message: string) => void;

/** The lock every install of this project's tools holds (NN_INSTALL_LOCK moves it: tests). */
export function installLockPath(env: Env = process.env): string {
  return env.NN_INSTALL_LOCK || path.join(os.tmpdir(), 'nn-site-tools-install.lock');
}

const sleepMs = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Runs `fn` holding the install lock: a folder made with mkdir (atomic), with the holder's pid in
 * it. A lock whose holder has died is taken over; otherwise this waits (up to `timeoutMs`).
 */
export function withInstallLock<T>(
  fn: () => T,
  { lock = installLockPath(), timeoutMs = 20 * 60_000, log = (m) => console.error(m) }: { lock?: string; timeoutMs?: number; log?: Log } = {},
): T {
  const started = Date.now();
  let told = false;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let holder = NaN;
      try {
        holder = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
      } catch {
        // Just made, pid not written yet: give it a moment below.
      }
      let age = 0;
      try {
        age = Date.now() - fs.statSync(lock).mtimeMs;
      } catch {
        continue; // released meanwhile
      }
      if ((Number.isInteger(holder) && holder > 0 && !alive(holder)) || (!Number.isInteger(holder) && age > 10_000)) {
        fs.rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() - started > timeoutMs) throw new Error(`[tools] waited ${Math.round(timeoutMs / 1000)} s for ${lock} (held by pid ${holder})`);
      if (!told) log(`[tools] another process (pid ${holder}) is installing; waiting for it`);
      told = true;
      sleepMs(250);
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** Finds an executable in PATH or the sbin folders (nginx lives in /usr/sbin); null when absent. */
export function which(name: string, env: Env = process.env): string | null {
  for (const dir of [...(env.PATH || '').split(':'), '/usr/sbin', '/sbin', '/usr/local/sbin']) {
    if (!dir) continue;
    const p = path.join(dir, name);
    try {
      fs.accessSync(p, fs.constants.X_OK);
      if (fs.statSync(p).isFile()) return p;
    } catch {
      // not here
    }
  }
  return null;
}

/** Root with apt-get on PATH: the only case where we install anything ourselves. */
export function canApt(env: Env = process.env): boolean {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && which('apt-get', env) !== null;
}

/**
 * `apt-get update && apt-get install -y <packages>`, its output on our stderr. Services the packages
 * would start (redis-server, nginx listen on 6379/80 once installed) are kept from starting through
 * Debian's policy-rc.d layer for the length of the install, when the machine has no policy of its own;
 * apt waits up to 10 minutes for a dpkg lock held by something else (unattended upgrades).
 * Returns apt-get's exit code.
 */
export function aptInstall(packages: string[], { env = process.env, log = (m) => console.error(m) }: { env?: Env; log?: Log } = {}): number {
  log(`[tools] running: apt-get update && apt-get install -y ${packages.join(' ')}`);
  const policy = env.NN_POLICY_RC_D ?? '/usr/sbin/policy-rc.d';
  let madePolicy = false;
  if (policy && !fs.existsSync(policy)) {
    try {
      fs.writeFileSync(policy, '#!/bin/sh\n# written by nn-site scripts/lib/ensure-tools.ts for one apt-get install: start no service\nexit 101\n', { mode: 0o755 });
      madePolicy = true;
    } catch {
      // not writable: the install still works, services may start
    }
  }
  try {
    const lockWait = '-o DPkg::Lock::Timeout=600';
    // An Env need not carry NODE_ENV, which Next's typing of process.env requires.
    const childEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' } as Env as NodeJS.ProcessEnv;
    const r = spawnSync('sh', ['-c', `apt-get ${lockWait} update && apt-get ${lockWait} install -y ${packages.join(' ')}`], {
      stdio: ['ignore', 2, 2],
      env: childEnv,
    });
    return r.status ?? 1;
  } finally {
    if (madePolicy) fs.rmSync(policy, { force: true });
  }
}

/** A machine tool: how to find it (a path, or null/undefined when absent) and the package that installs it. */
export interface Tool {
  name: string;
  find: () => string | null | undefined;
  pkg: string;
}

export interface EnsureToolsOptions {
  env?: Env;
  install?: (packages: string[], opts: { env: Env; log: Log }) => number;
  log?: Log;
  lock?: string;
}

/**
 * Every tool of `tools`: found by `find()`, else installed with apt-get under the lock, then found
 * again. Returns { [name]: path } or throws with what to install.
 */
export function ensureTools(
  tools: Tool[],
  { env = process.env, install = aptInstall, log = (m) => console.error(m), lock = installLockPath(env) }: EnsureToolsOptions = {},
): Record<string, string> {
  const look = (): Record<string, string | null> => Object.fromEntries(tools.map((t) => [t.name, t.find() || null]));
  let found = look();
  const missing = () => tools.filter((t) => !found[t.name]);
  if (missing().length && canApt(env)) {
    withInstallLock(() => {
      found = look(); // whoever held the lock may have installed them
      const still = missing();
      if (!still.length) return;
      const code = install([...new Set(still.map((t) => t.pkg))], { env, log });
      found = look();
      if (code !== 0) log(`[tools] apt-get install failed (exit ${code})`);
      for (const t of still) if (found[t.name]) log(`[tools] installed ${t.name}: ${found[t.name]}`);
    }, { lock, log });
  }
  const absent = missing();
  if (absent.length) {
    throw new Error(
      `${absent.map((t) => t.name).join(', ')} not found and not installable here (needs root and apt-get): ` +
        `install ${absent.map((t) => t.pkg).join(' ')} (Debian/Ubuntu: sudo apt-get install ${absent.map((t) => t.pkg).join(' ')})`,
    );
  }
  // Every tool was found: none of the values is null any more.
  return found as Record<string, string>;
}

/** nginx: the cluster's balancer, the bench's peer of the gateway, and the binary npm test's nginx.conf tests run. */
export function nginxTool(env: Env = process.env): Tool {
  return { name: 'nginx', find: () => which('nginx', env), pkg: 'nginx' };
}

/** npm run test:cluster's own Redis and nginx (never the system services): their paths, installed when absent. */
export function ensureClusterTools(env: Env = process.env): { 'redis-server': string; nginx: string } {
  return ensureTools(
    [{ name: 'redis-server', find: () => which('redis-server', env), pkg: 'redis-server' }, nginxTool(env)],
    { env },
  ) as { 'redis-server': string; nginx: string };
}

/** nginx alone (the bench's peer of the gateway): its path, installed when absent (throws when it cannot be). */
export function ensureNginx(env: Env = process.env): string {
  return ensureTools([nginxTool(env)], { env }).nginx;
}

/**
 * A font with Chinese glyphs (fc-list :lang=zh), the file of the first one. Every visitor's phone
 * has one; a Linux box without one renders each Chinese character by a font-fallback search that
 * found nothing — a Lighthouse load of / then spent 100–170 ms in its first layout (vs 24–30 ms
 * warm with fonts-noto-cjk), and screenshots show boxes.
 */
export function cjkFontTool(env: Env = process.env): Tool {
  return {
    name: 'cjk-font',
    find: () => {
      const r = spawnSync('fc-list', [':lang=zh', 'file'], { encoding: 'utf8', env: env as NodeJS.ProcessEnv });
      return r.status === 0 ? (r.stdout.split('\n').find((l) => l.trim())?.replace(/:\s*$/, '').trim() ?? null) : null;
    },
    pkg: 'fonts-noto-cjk',
  };
}
