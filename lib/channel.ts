/**
 * The source channel (SPEC §3): the `from` query of the entry page, kept in session storage for the
 * whole visit, default guanwang. It picks the Windows package and tags every analytics event, so
 * only values of a plain shape are accepted (ARCHITECTURE §5): never markup, never a 10 KB blob.
 */
import { LIMITS } from '@/lib/constants';

export const CHANNEL_KEY = 'sourceChannel';
export const DEFAULT_CHANNEL = LIMITS.sourceChannel;
const CHANNEL_RE = /^[a-z0-9_-]{1,32}$/i;

/** The value itself when it has the channel shape, else undefined. */
export function validChannel(value: unknown): string | undefined {
  return typeof value === 'string' && CHANNEL_RE.test(value) ? value : undefined;
}

/**
 * The channel of a `from` query value as Next's router or URLSearchParams give it: the first valid
 * one of a repeated parameter (`from=a&from=b` → a), undefined when none is valid.
 */
export function channelFromQuery(from: string | readonly string[] | null | undefined): string | undefined {
  if (from === null || from === undefined) return undefined;
  const values = typeof from === 'string' ? [from] : from;
  for (const v of values) {
    const ok = validChannel(v);
    if (ok) return ok;
  }
  return undefined;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage disabled (privacy mode, sandboxed frame)
  }
}

/** The visit's channel; a tampered stored value reads as the default. */
export function sourceChannel(): string {
  let stored: string | null | undefined;
  try {
    stored = storage()?.getItem(CHANNEL_KEY);
  } catch {
    stored = undefined;
  }
  return validChannel(stored) ?? DEFAULT_CHANNEL;
}

/**
 * Stores the channel of a location search string (`?from=bilibili&…`) when it carries a valid one;
 * otherwise keeps what the visit already has. Returns the visit's channel.
 */
export function captureSourceChannel(search: string): string {
  const channel = channelFromQuery(new URLSearchParams(search).getAll('from'));
  if (channel) {
    try {
      storage()?.setItem(CHANNEL_KEY, channel);
    } catch {
      // Storage full or denied: the channel still applies to this page through the return value.
      return channel;
    }
  }
  return sourceChannel();
}
