// The instance's connection to Redis (REDIS_URL), shared by the ISR cache handler
// (server/renderer/isr-cache-handler.ts, loaded by Next) and the purge bus (server/renderer/purge.ts, loaded
// by server/renderer/render-server.ts) through globalThis, so the process holds one command connection however many times
// Next constructs its handler. Imported only when REDIS_URL is set: without it nothing here loads.
//
// Redis is a shared layer, never a dependency of an answer: commands are not queued while the
// connection is down (they fail at once), each is bounded by REDIS_TIMEOUT_MS (default 250), the
// client reconnects on its own (backoff up to 1 s), and the outage is logged once when it starts and
// once when it ends.
import { createClient, type RedisClientOptions, type RedisClientType } from '@redis/client';

const STATE = Symbol.for('nn.redis');
/** The process's one state (see above), on globalThis. */
const slots = globalThis as Record<symbol, RedisState | undefined>;

type Env = Record<string, string | undefined>;

export interface RedisState {
  client: RedisClientType;
  up: boolean;
  downSince: number | null;
  timeoutMs: number;
  url: string;
}

function log(message: string): void {
  console.warn(JSON.stringify({ level: 'warn', time: new Date().toISOString(), msg: message }));
}

/** Marks the connection down (logged once per outage). */
function markDown(state: RedisState, reason: string): void {
  if (state.downSince !== null) return;
  state.up = false;
  state.downSince = Date.now();
  log(`redis down (${reason}): serving from the local layer until it returns`);
}

function markUp(state: RedisState): void {
  if (state.downSince !== null) log(`redis back after ${((Date.now() - state.downSince) / 1000).toFixed(1)} s: shared cache in use again`);
  state.up = true;
  state.downSince = null;
}

/** Options for every connection to REDIS_URL (the subscriber's too). */
export function clientOptions(url: string): RedisClientOptions {
  return {
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 1000, reconnectStrategy: (retries: number) => Math.min(100 * (retries + 1), 1000) },
  };
}

/** The process's Redis state, connecting on first use; null when REDIS_URL is unset. */
export function redis(env: Env = process.env): RedisState | null {
  if (!env.REDIS_URL) return null;
  const existing = slots[STATE];
  if (existing) return existing;
  const client: RedisClientType = createClient(clientOptions(env.REDIS_URL));
  const state: RedisState = { client, up: false, downSince: null, timeoutMs: Number(env.REDIS_TIMEOUT_MS) || 250, url: env.REDIS_URL };
  slots[STATE] = state;
  client.on('ready', () => markUp(state));
  client.on('error', (err?: Partial<NodeJS.ErrnoException>) => markDown(state, err?.code || err?.message || 'error'));
  client.on('end', () => markDown(state, 'connection closed'));
  client.connect().catch((err?: Partial<NodeJS.ErrnoException>) => markDown(state, err?.code || err?.message || 'connect failed'));
  return state;
}

/** "ok" while connected, "down" otherwise; null without REDIS_URL. For /api/health. */
export function redisStatus(env: Env = process.env): 'ok' | 'down' | null {
  const state = redis(env);
  if (!state) return null;
  return state.up && state.client.isReady ? 'ok' : 'down';
}

/**
 * Runs `command(client)` when Redis is up, bounded by the timeout; resolves `fallback` (never
 * rejects) when it is down, slow or fails, so a caller can always go on with its local layer.
 */
export async function tryRedis<T>(state: RedisState | null, command: (client: RedisClientType) => Promise<T>, fallback: T): Promise<T> {
  if (!state || !state.up || !state.client.isReady) return fallback;
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      command(state.client),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${state.timeoutMs} ms`)), state.timeoutMs);
      }),
    ]);
  } catch (err) {
    // A lost socket is an outage (the client's events say when it ends); one slow or refused
    // command on a live socket is not.
    if (!state.client.isReady) markDown(state, (err as Error | undefined)?.message || 'command failed');
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}
