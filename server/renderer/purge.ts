// Publish on demand, the instance side: POST /api/revalidate (pages/api/revalidate.ts, inside Next)
// hands the published paths to `globalThis[Symbol.for('nn.purge')]`, installed here by the renderer
// process (server/renderer/render-server.ts), where Next runs.
// With REDIS_URL the paths go out on the Redis channel `nn:purge` and every instance — this one
// included — drops them from its page cache and its local ISR layer when the message arrives; without
// it (or while Redis is down) this instance purges itself directly.
//
// A message from Redis is data from the network: it is acted on only when it passes
// parsePurgeMessage (size, JSON shape, path syntax, count).
import path from 'node:path';

export const PURGE_CHANNEL = 'nn:purge';
export const MAX_PURGE_PATHS = 100;
export const MAX_PURGE_PATH_LENGTH = 512;
/** 100 paths of 512 characters, JSON-quoted, plus the envelope. */
export const MAX_PURGE_MESSAGE_BYTES = 64 * 1024;
const HOOK = Symbol.for('nn.purge');
const ISR_LOCAL = Symbol.for('nn.isr-local');
/** Process-wide slots on globalThis: the hook for pages/api/revalidate.ts, the cache handler's local layer. */
const slots = globalThis as Record<symbol, unknown>;
const isrLocal = () => slots[ISR_LOCAL] as { clear(): void } | undefined;

type Env = Record<string, string | undefined>;

/** What pages/api/revalidate.ts calls (globalThis[Symbol.for('nn.purge')]). */
export interface PurgeHook {
  publish(paths: string[]): Promise<{ via: 'redis' | 'local' }>;
  close(): Promise<void>;
}

export interface PurgeOptions {
  /** The page cache to purge: the front's, over IPC (its purge() then returns a promise). */
  pageCache?: { purge(paths: string[]): unknown; clear(): void } | null;
  health?: { register(name: string, fn: () => unknown, opts?: { ok?: string[]; critical?: boolean; timeoutMs?: number }): void } | null;
  env?: Env;
  instanceId?: string;
}

/**
 * The Next config to serve with: with REDIS_URL, the build's config plus the shared ISR cache handler
 * (server/renderer/isr-cache-handler.ts, whose local LRU replaces Next's in-memory layer); without it,
 * `conf` untouched. Decided when the server starts, not at build time, so one build runs either way.
 */
export function withSharedCache<T extends object>(conf: T, dir: string, env: Env = process.env): T & { cacheHandler?: string; cacheMaxMemorySize?: number } {
  if (!env.REDIS_URL) return conf;
  return { ...conf, cacheHandler: path.join(dir, 'server/renderer/isr-cache-handler.ts'), cacheMaxMemorySize: 0 };
}

/** A public URL path of this site: absolute, printable ASCII, no `..` segment, no `//`. */
export function isPurgePath(p: unknown): p is string {
  return (
    typeof p === 'string' &&
    p.length > 0 &&
    p.length <= MAX_PURGE_PATH_LENGTH &&
    p.startsWith('/') &&
    !p.startsWith('//') &&
    /^[\x21-\x7e]+$/.test(p) &&
    !/(^|\/)\.\.?(\/|$|\?)/.test(p)
  );
}

/** The wire form of a purge: `{"v":1,"from":…,"paths":[…]}`. Throws on paths it would refuse to read. */
export function encodePurgeMessage(paths: readonly string[], from: string): string {
  if (!Array.isArray(paths) || paths.length === 0 || paths.length > MAX_PURGE_PATHS || !paths.every(isPurgePath)) {
    throw new Error('purge: 1 to 100 site paths expected');
  }
  return JSON.stringify({ v: 1, from: String(from).slice(0, 64), paths });
}

/**
 * Checks a message received on the channel; returns `{ from, paths }` or `{ error }`. Refuses
 * anything over 64 KB (before parsing), non-JSON, another shape or version, extra fields, an empty
 * or over-long path list, and paths that are not absolute site paths.
 */
export function parsePurgeMessage(raw: unknown): { from: string; paths: string[] } | { error: string } {
  const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : raw;
  if (typeof text !== 'string') return { error: 'not text' };
  if (Buffer.byteLength(text) > MAX_PURGE_MESSAGE_BYTES) return { error: 'too large' };
  let msg: { v?: unknown; from?: unknown; paths?: unknown } | null;
  try {
    msg = JSON.parse(text);
  } catch {
    return { error: 'not JSON' };
  }
  if (!msg || typeof msg !== 'object' || Array.isArray(msg)) return { error: 'not an object' };
  const keys = Object.keys(msg).sort().join(',');
  if (keys !== 'from,paths,v' || msg.v !== 1) return { error: 'unknown shape' };
  if (typeof msg.from !== 'string' || msg.from.length > 64) return { error: 'bad sender' };
  if (!Array.isArray(msg.paths) || msg.paths.length === 0 || msg.paths.length > MAX_PURGE_PATHS) return { error: 'bad path count' };
  if (!msg.paths.every(isPurgePath)) return { error: 'bad path' };
  return { from: msg.from, paths: msg.paths };
}

/** Installs the purge hook for this process. */
export async function installPurge({ pageCache = null, health = null, env = process.env, instanceId = `${process.pid}` }: PurgeOptions = {}): Promise<PurgeHook> {
  /** Drops the paths here: the page cache's variants and the local ISR layer of the cache handler. */
  // The page cache may be the front process's, reached over IPC (server/renderer/renderer.ts
  // ipcPageCache): its purge() then returns a promise, awaited before a publish is reported done.
  const purgeHere = async (paths: string[]) => {
    // The handler's local layer keys by Next's cache key; a publish is rare, so it is dropped whole
    // and refilled from Redis (the freshly revalidated copies are there).
    isrLocal()?.clear();
    await pageCache?.purge(paths);
  };
  if (env.REDIS_URL) {
    const { redis, redisStatus, clientOptions, tryRedis } = await import('./redis.ts');
    const { createClient } = await import('@redis/client');
    const state = redis(env);
    // Not critical: without Redis the instance serves from its local layers.
    health?.register('redis', () => redisStatus(env), { ok: ['ok'], critical: false });
    const subscriber = createClient(clientOptions(env.REDIS_URL));
    subscriber.on('error', () => {}); // the command connection logs the outage
    // A purge published while this instance was cut off from Redis is lost to it: on reconnection
    // the local layers are dropped, so nothing older than Redis's copy is served.
    let wasReady = false;
    subscriber.on('ready', () => {
      if (wasReady) {
        pageCache?.clear();
        isrLocal()?.clear();
      }
      wasReady = true;
    });
    subscriber
      .connect()
      .then(() =>
        subscriber.subscribe(PURGE_CHANNEL, (raw) => {
          const msg = parsePurgeMessage(raw);
          if ('error' in msg) {
            console.warn(JSON.stringify({ level: 'warn', time: new Date().toISOString(), msg: `purge message refused: ${msg.error}` }));
            return;
          }
          purgeHere(msg.paths).catch(() => {});
        }),
      )
      .catch(() => {});
    const hook: PurgeHook = {
      async publish(paths) {
        const message = encodePurgeMessage(paths, instanceId);
        const receivers = await tryRedis(state, (c) => c.publish(PURGE_CHANNEL, message), -1);
        // Redis unreachable: this instance at least; the others drop theirs when they reconnect.
        if (receivers < 1) {
          await purgeHere(paths);
          return { via: 'local' };
        }
        // This instance is subscribed too, but purge here at once rather than wait for the echo.
        await purgeHere(paths);
        return { via: 'redis' };
      },
      async close() {
        try {
          subscriber.destroy();
        } catch {
          /* closed */
        }
      },
    };
    slots[HOOK] = hook;
    return hook;
  }
  const hook: PurgeHook = {
    async publish(paths) {
      encodePurgeMessage(paths, instanceId);
      await purgeHere(paths);
      return { via: 'local' };
    },
    async close() {},
  };
  slots[HOOK] = hook;
  return hook;
}
