// Next's `cacheHandler` when REDIS_URL is set (next.config.ts): rendered pages (ISR) and any other
// incremental-cache entry live in Redis, shared by every instance of one build, with a small
// in-process LRU in front. Without REDIS_URL next.config.ts does not name this file and Next keeps
// its embedded default.
//
// - get: the local copy when it was read from (or written to) Redis less than ISR_LOCAL_TTL_MS ago
//   (default 5 s), else Redis, else the local copy whatever its age (Redis down or emptied by a
//   restart: the instance keeps serving, and puts the copy back into Redis).
// - set: local, then Redis with the entry's lifetime (`cacheControl.expire`, capped at 30 days).
// - keys are namespaced by the build id: two builds behind one Redis (a rolling deploy) never
//   serve each other's HTML, whose script URLs belong to one build.
// - a publish (server/renderer/purge.ts) clears the local layer of every instance.
// - Redis errors never reach Next: a failed or slow command (REDIS_TIMEOUT_MS) is a miss.
import fs from 'node:fs';
import path from 'node:path';
import { redis, tryRedis, type RedisState } from './redis.ts';

const LOCAL = Symbol.for('nn.isr-local');
const MAX_TTL_S = 30 * 24 * 3600;
const TAGS_HEADER = 'x-next-cache-tags';

/** An entry's lifetime as Next passes it to set() (`ctx.cacheControl`). */
export interface CacheControl {
  revalidate?: number | false;
  expire?: number;
}

/** What get() returns to Next (its CacheHandlerValue): the value set() was given, with its lifetime. */
export interface StoredEntry {
  lastModified: number;
  value: unknown;
  cacheControl?: CacheControl;
}

/** Buffers and Maps (image entries, app-router segment data) survive JSON. */
export function encodeEntry(entry: unknown): string {
  return JSON.stringify(entry, function replacer(this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $b64: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...raw.entries()] };
    return value;
  });
}

export function decodeEntry(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const keys = Object.keys(value);
      const tagged = value as { $b64?: unknown; $map?: unknown };
      if (keys.length === 1 && typeof tagged.$b64 === 'string') return Buffer.from(tagged.$b64, 'base64');
      if (keys.length === 1 && Array.isArray(tagged.$map)) return new Map(tagged.$map as [unknown, unknown][]);
    }
    return value;
  });
}

/** Seconds Redis keeps an entry: its expire time, else 30 days (ISR pages stay until replaced). */
export function redisTtl(cacheControl: CacheControl | undefined): number {
  const expire = cacheControl?.expire;
  return typeof expire === 'number' && Number.isFinite(expire) && expire > 0 ? Math.min(Math.ceil(expire), MAX_TTL_S) : MAX_TTL_S;
}

/** An entry of the local layer: `syncedAt`, when it was last read from or written to Redis. */
export interface LocalItem {
  entry: StoredEntry;
  size: number;
  syncedAt: number;
}

export interface LocalLayer {
  get(key: string): LocalItem | undefined;
  set(key: string, entry: StoredEntry, size: number): void;
  touch(key: string): void;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}

/** A bounded LRU of decoded entries, by count and by encoded size. */
export function createLocalLayer({
  maxEntries = 500, maxBytes = 32 * 1024 * 1024, now = Date.now,
}: { maxEntries?: number; maxBytes?: number; now?: () => number } = {}): LocalLayer {
  const map = new Map<string, LocalItem>();
  let bytes = 0;
  const drop = (key: string) => {
    const e = map.get(key);
    if (!e) return;
    map.delete(key);
    bytes -= e.size;
  };
  return {
    get(key) {
      const e = map.get(key);
      if (!e) return undefined;
      map.delete(key);
      map.set(key, e);
      return e;
    },
    set(key, entry, size) {
      drop(key);
      if (size > maxBytes) return;
      map.set(key, { entry, size, syncedAt: now() });
      bytes += size;
      while (map.size > maxEntries || bytes > maxBytes) drop(map.keys().next().value!);
    },
    touch(key) {
      const e = map.get(key);
      if (e) e.syncedAt = now();
    },
    delete: drop,
    clear() {
      map.clear();
      bytes = 0;
    },
    get size() {
      return map.size;
    },
  };
}

/**
 * The release a build is, for the key namespace: its deployment id (required-server-files.json), else
 * its BUILD_ID, else 'dev'. Not BUILD_ID first: with a deploymentId (this project always has one) Next
 * writes the same constant BUILD_ID for every build, and two releases behind one Redis would read
 * each other's pages.
 */
export function releaseIdOf(serverDistDir: string): string {
  const dist = path.join(serverDistDir, '..');
  try {
    const id = JSON.parse(fs.readFileSync(path.join(dist, 'required-server-files.json'), 'utf8')).config?.deploymentId;
    if (typeof id === 'string' && id) return id;
  } catch {
    /* no build record: BUILD_ID */
  }
  try {
    return fs.readFileSync(path.join(dist, 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}

/** What set() is told with an entry. */
export interface SetContext {
  cacheControl?: CacheControl;
  tags?: string[];
}

function tagsOf(data: unknown, ctx: SetContext | undefined): string[] {
  const header = (data as { headers?: Record<string, unknown> } | null | undefined)?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...new Set([...(ctx?.tags ?? []), ...fromHeader].filter(Boolean))];
}

export default class RedisIsrCacheHandler {
  state: RedisState | null;
  localTtl: number;
  local: LocalLayer;
  prefix: string;

  constructor(ctx: { serverDistDir?: string } = {}) {
    this.state = redis();
    const env = process.env;
    this.localTtl = Number(env.ISR_LOCAL_TTL_MS) >= 0 && env.ISR_LOCAL_TTL_MS ? Number(env.ISR_LOCAL_TTL_MS) : 5000;
    this.local = (globalThis as Record<symbol, LocalLayer | undefined>)[LOCAL] ??= createLocalLayer({
      maxEntries: Number(env.ISR_LOCAL_ENTRIES) || 500,
      maxBytes: (Number(env.ISR_LOCAL_MB) || 32) * 1024 * 1024,
    });
    this.prefix = `nn:isr:${releaseIdOf(ctx.serverDistDir ?? path.join(env.NEXT_DIST_DIR || '.next', 'server'))}:`;
  }

  async get(key: string): Promise<StoredEntry | null> {
    const local = this.local.get(key);
    if (local && Date.now() - local.syncedAt < this.localTtl) return local.entry;
    const text = await tryRedis(this.state, (c) => c.get(this.prefix + key), undefined);
    if (typeof text === 'string') {
      try {
        const entry = decodeEntry(text) as StoredEntry;
        this.local.set(key, entry, text.length);
        return entry;
      } catch {
        /* a corrupt value is a miss */
      }
    }
    if (text === null && local) {
      // Redis answered but lost the entry (restarted empty, evicted): share this copy again.
      const encoded = encodeEntry(local.entry);
      void tryRedis(this.state, (c) => c.set(this.prefix + key, encoded, { EX: redisTtl(local.entry.cacheControl) }), null);
      this.local.touch(key);
    }
    return local ? local.entry : null;
  }

  async set(key: string, data: unknown, ctx?: SetContext): Promise<void> {
    if (data === null) {
      this.local.delete(key);
      await tryRedis(this.state, (c) => c.del(this.prefix + key), 0);
      return;
    }
    const entry: StoredEntry = { lastModified: Date.now(), value: data, cacheControl: ctx?.cacheControl };
    const encoded = encodeEntry(entry);
    this.local.set(key, entry, encoded.length);
    const tags = tagsOf(data, ctx);
    await tryRedis(
      this.state,
      async (c) => {
        const multi = c.multi().set(this.prefix + key, encoded, { EX: redisTtl(ctx?.cacheControl) });
        for (const tag of tags) multi.sAdd(`${this.prefix}tag:${tag}`, key).expire(`${this.prefix}tag:${tag}`, MAX_TTL_S);
        return multi.exec();
      },
      null,
    );
  }

  /** Drops every entry stored with one of `tags` (Redis and the local layer). */
  async revalidateTag(tags: string | string[]): Promise<void> {
    const list = Array.isArray(tags) ? tags : [tags];
    this.local.clear();
    await tryRedis(
      this.state,
      async (c) => {
        for (const tag of list) {
          const setKey = `${this.prefix}tag:${tag}`;
          const keys = await c.sMembers(setKey);
          if (keys.length) await c.del(keys.map((k) => this.prefix + k));
          await c.del(setKey);
        }
      },
      undefined,
    );
  }

  resetRequestCache(): void {}
}
