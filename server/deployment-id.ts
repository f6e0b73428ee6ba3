import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * `deploymentId` of next.config (README "Scaling out"): every instance of one build announces the
 * same id, and a browser holding a page of another build gets a hard navigation from Next instead of
 * mixing two builds' chunks (a chunk that is gone still ends in lib/chunk-reload.ts's guarded reload).
 *
 * - NEXT_DEPLOYMENT_ID, else DEPLOYMENT_ID, from the environment;
 * - else, for the server (`npm start`, which re-reads next.config.ts), the id the build recorded in
 *   required-server-files.json, so a commit made after the build does not change it;
 * - else, for a build, the git commit (12 hex digits); a tree with changes adds `-dirty-<time>`, as
 *   two builds of it differ;
 * - else none (Next's default).
 */
export function resolveDeploymentId(opts: {
  env: Record<string, string | undefined>;
  phase: string;
  builtId: () => string | undefined;
  gitSha: () => string | undefined;
}): string | undefined {
  const fromEnv = opts.env.NEXT_DEPLOYMENT_ID || opts.env.DEPLOYMENT_ID;
  if (fromEnv) return sanitise(fromEnv);
  if (opts.phase === 'phase-production-server') {
    const built = opts.builtId();
    if (built) return sanitise(built);
  }
  if (opts.phase === 'phase-production-build') {
    const sha = opts.gitSha();
    return sha ? sanitise(sha) : undefined;
  }
  return undefined;
}

/** Ids travel in URLs (`?dpl=`) and headers: letters, digits, `-` and `_`, at most 64. */
function sanitise(id: string): string | undefined {
  const clean = id.trim().replace(/[^\w-]/g, '-').slice(0, 64);
  return clean || undefined;
}

/** The deploymentId a build in `distDir` was made with. */
export function builtDeploymentId(dir: string, distDir: string): string | undefined {
  try {
    const file = path.join(dir, distDir, 'required-server-files.json');
    const id = (JSON.parse(fs.readFileSync(file, 'utf8')) as { config?: { deploymentId?: unknown } }).config?.deploymentId;
    return typeof id === 'string' && id ? id : undefined;
  } catch {
    return undefined;
  }
}

export function gitSha(dir: string): string | undefined {
  try {
    const opts = { cwd: dir, encoding: 'utf8' as const, stdio: ['ignore', 'pipe', 'ignore'] as ['ignore', 'pipe', 'ignore'] };
    const sha = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], opts).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], opts).trim() !== '';
    return sha ? `${sha}${dirty ? `-dirty-${Date.now().toString(36)}` : ''}` : undefined;
  } catch {
    return undefined;
  }
}
