import { db } from '../db';
import type { SandboxState } from '../types';

/**
 * The sandbox's abuse counters (password attempts, SMS sends): per key, the times of the recent
 * hits, newest last. A real account service keeps these in a shared cache with a TTL; here they
 * live in memory and belong to the current store: POST /__sandbox/reset (which replaces the store)
 * and a fresh runtime start them from zero, so QA and the test suites begin every test unthrottled.
 * They are not written to SANDBOX_DATA_FILE. At most MAX_KEYS keys are kept (the least recently
 * hit go first), so a flood of addresses cannot grow memory without bound.
 */
export const MAX_KEYS = 100_000;
/** No rule looks back further than this; older hits are dropped when a key is read. */
const MAX_WINDOW_MS = 24 * 3600_000;

declare global {
  var __sandboxLimits: WeakMap<SandboxState, Map<string, number[]>> | undefined;
}

function table(): Map<string, number[]> {
  const all = (globalThis.__sandboxLimits ??= new WeakMap());
  const state = db();
  let found = all.get(state);
  if (!found) {
    found = new Map();
    all.set(state, found);
  }
  return found;
}

/** The key's hits within the last `windowMs` before `t`, oldest first. */
export function hitsWithin(key: string, windowMs: number, t: number): number[] {
  const hits = table().get(key);
  if (!hits) return [];
  const from = hits.findIndex((h) => t - h < windowMs);
  return from < 0 ? [] : hits.slice(from);
}

export function addHit(key: string, t: number): void {
  const map = table();
  const hits = (map.get(key) ?? []).filter((h) => t - h < MAX_WINDOW_MS);
  hits.push(t);
  map.delete(key); // re-inserted last: Map order is then least recently hit first
  map.set(key, hits);
  while (map.size > MAX_KEYS) map.delete(map.keys().next().value as string);
}

export function clearHits(key: string): void {
  table().delete(key);
}

/** Number of keys held (tests: the cap). */
export function limitKeyCount(): number {
  return table().size;
}
