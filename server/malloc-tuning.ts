// glibc's malloc for a streaming proxy. Node takes the 64 KB buffers a streamed body passes through
// from malloc; with glibc's defaults they come from the main arena, which keeps what it has
// grown to: 16,000 streamed 1 MB answers took the front from 110 to 258 MB of RSS while V8's heap
// stayed at 14–16 MB. With MALLOC_MMAP_THRESHOLD_=65536 each such buffer is a mapping of its own,
// returned when freed: 98 → 169 MB over the same streams, and no extra system call on a gateway
// GET (strace over 20,000). glibc reads the variable when a process starts, so a front started
// without it executes itself again with it, in place (same pid: signals, process groups and
// systemd see one process). Imported first by server/index.ts, before the modules that allocate.
// Ignored where the C library is not glibc; MALLOC_MMAP_THRESHOLD_ set to anything (even empty)
// is left as the operator set it.

import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MALLOC_MMAP_THRESHOLD = '65536';

type Env = Record<string, string | undefined>;

/** What tuneMalloc() reads of the process and calls (process itself, or a test's). */
export interface ExecutableProcess {
  env: Env;
  platform: NodeJS.Platform;
  execPath: string;
  execArgv: string[];
  argv: string[];
  execve?: (file: string, args: string[], env: Env) => unknown;
}

/** The environment to execute the front again with, or null when it needs no second start. */
export function mallocTunedEnv(env: Env, platform: NodeJS.Platform): Env | null {
  if (platform !== 'linux' || env.MALLOC_MMAP_THRESHOLD_ !== undefined) return null;
  return { ...env, MALLOC_MMAP_THRESHOLD_: MALLOC_MMAP_THRESHOLD };
}

/** Executes this process again with mallocTunedEnv(), when it has one; returns when it has not. */
export function tuneMalloc(proc: ExecutableProcess = process as unknown as ExecutableProcess): void {
  const env = mallocTunedEnv(proc.env, proc.platform);
  if (!env || typeof proc.execve !== 'function') return;
  try {
    proc.execve(proc.execPath, [proc.execPath, ...proc.execArgv, ...proc.argv.slice(1)], env);
  } catch {
    // Not possible here (no execve(2)): the front runs with glibc's defaults.
  }
}

// Only when server/index.ts is the program (the test of its own main(), here before it runs).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(new URL('./index.ts', import.meta.url))) tuneMalloc();
