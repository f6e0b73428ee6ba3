import { http } from '@/lib/http';

/** Event and property names: letter, _ or $ first; letters, digits, _ or $; ≤ 100 chars (SPEC §8). */
const NAME_RE = /^[A-Za-z_$][A-Za-z0-9_$]{0,99}$/;
const RESERVED = new Set(['distinct_id', 'original_id', 'time', 'properties', 'id', 'first_id', 'second_id', 'users', 'events', 'event', 'user_id', 'date', 'datetime']);
const BATCH_MS = 6000;
const QUEUE_MAX = 199;
const STRING_MAX = 500;
export const CHANNEL_KEY = 'sourceChannel';

export type EventProps = Record<string, string | number | boolean | null>;
export interface TrackedEvent {
  event: string;
  properties: EventProps;
  time: number;
}

export function isValidName(name: string): boolean {
  return NAME_RE.test(name) && !RESERVED.has(name);
}

/** Source channel from session storage, default guanwang (SPEC §3). */
export function sourceChannel(): string {
  if (typeof window === 'undefined') return 'guanwang';
  return window.sessionStorage.getItem(CHANNEL_KEY) || 'guanwang';
}

let queue: TrackedEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

/** POST /nn-report/event/batch — sends the queued events; failures are dropped silently. */
export async function flush(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  if (!queue.length) return;
  const events = queue;
  queue = [];
  await http.post('/nn-report/event/batch', { events }, { ignoreError: true }).catch(() => undefined);
}

/**
 * Records an event with the channel attached; batched every 6 s. Invalid names are refused with a
 * console warning instead of polluting the data set. Password fields never belong here.
 */
export function track(event: string, properties: EventProps = {}): boolean {
  if (typeof window === 'undefined') return false;
  const badProp = Object.keys(properties).find((k) => !isValidName(k));
  if (!isValidName(event) || badProp) {
    console.warn(`埋点名称不合法: ${badProp ?? event}`);
    return false;
  }
  const clean: EventProps = { channel: sourceChannel() };
  for (const [k, v] of Object.entries(properties)) clean[k] = typeof v === 'string' ? v.slice(0, STRING_MAX) : v;
  if (queue.length >= QUEUE_MAX) queue.shift();
  queue.push({ event, properties: clean, time: Date.now() });
  timer ??= setTimeout(() => void flush(), BATCH_MS);
  return true;
}
