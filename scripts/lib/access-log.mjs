// One JSON line per request (pino, written asynchronously): method, path, status, ms, the page
// cache's verdict (HIT/MISS, absent when the request was not a page), upstream ms (gateway calls).
// Never a token and never a full phone number: query values of secret-looking keys are replaced
// with "***", mainland mobile numbers are masked to 138****8000 (also when percent-encoded or in
// the path), and long opaque path segments (tokens in a path) are cut to their first 4 characters.
import pino from 'pino';

const SECRET_KEY = /token|auth|secret|passw|pwd|sign|ticket|session|cookie|code|key/i;
// 11 digits starting 1[3-9], not part of a longer number.
const PHONE = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
// Cheap pre-test: no run of 11 digits, no phone number (most paths and values).
const ELEVEN_DIGITS = /\d{11}/;
// A path segment that looks like a credential: 24+ characters of [A-Za-z0-9_-].
const OPAQUE_SEGMENT = /^[A-Za-z0-9_-]{24,}$/;
const OPAQUE_MIN = 24;

function maskValue(v) {
  return ELEVEN_DIGITS.test(v) ? v.replace(PHONE, '$1****$2') : v;
}

/**
 * Path segments (after a '/') that look like credentials cut to their first 4 characters. A scan
 * of the segment lengths first: the regex (a lookbehind version of it was ~1% of a gateway
 * request's CPU) runs only on segments long enough to be one.
 */
function cutOpaque(pathname) {
  let out = null;
  let from = pathname.indexOf('/');
  while (from !== -1) {
    const next = pathname.indexOf('/', from + 1);
    const end = next === -1 ? pathname.length : next;
    if (end - from - 1 >= OPAQUE_MIN) {
      const segment = pathname.slice(from + 1, end);
      if (OPAQUE_SEGMENT.test(segment)) {
        out ??= pathname.slice(0, from + 1);
        out += `${segment.slice(0, 4)}…`;
      } else if (out !== null) out += segment;
    } else if (out !== null) out += pathname.slice(from + 1, end);
    if (next === -1) break;
    if (out !== null) out += '/';
    from = next;
  }
  return out ?? pathname;
}

/** The request target as it may be logged. */
export function maskUrl(url) {
  const q = url.indexOf('?');
  const pathname = cutOpaque(maskValue(safeDecode(q === -1 ? url : url.slice(0, q))));
  if (q === -1) return pathname;
  const parts = url.slice(q + 1).split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const key = eq === -1 ? pair : pair.slice(0, eq);
    if (eq === -1) return maskValue(safeDecode(pair));
    const value = pair.slice(eq + 1);
    return `${key}=${SECRET_KEY.test(safeDecode(key)) ? '***' : maskValue(safeDecode(value.replace(/\+/g, ' ')))}`;
  });
  return `${pathname}?${parts.join('&')}`;
}

// Date.now as it was when this module loaded. serve.mjs loads this before Next's server, which
// replaces Date.now with a wrapper that asks two AsyncLocalStorages whether a prerender is
// reading the clock (node-environment-extensions/date.js): ~1% of a gateway request's CPU when
// every log line paid for it. The log is no prerender, so the plain clock is right here.
const epochNow = Date.now;
/** pino's `timestamp` option: `,"time":<epoch ms>`. */
export function epochTime() {
  return `,"time":${epochNow()}`;
}

function safeDecode(s) {
  if (!s.includes('%')) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Bytes of log lines gathered before one write to stdout. */
export const BATCH_BYTES = 32 * 1024;

/** stdout through pino's asynchronous SonicBoom, written in BATCH_BYTES batches. */
export function stdoutDestination() {
  return pino.destination({ dest: 1, sync: false, minLength: BATCH_BYTES, maxWrite: 2 * BATCH_BYTES });
}

/**
 * @param {{ destination?: import('pino').DestinationStream, enabled?: boolean }} [opts]
 *   destination defaults to stdout through pino's async SonicBoom (32 KB batches).
 */
export function createAccessLog({ destination, enabled = true } = {}) {
  // Lines are gathered into 32 KB writes (~200 lines): each asynchronous write hands the buffer to
  // libuv's thread pool, and at 4 KB batches those hand-offs were ~9% of a gateway request's CPU.
  const dest = destination ?? stdoutDestination();
  if (!destination && enabled) {
    // Batches of 32 KB under load; at most a second's delay when traffic is light.
    setInterval(() => {
      try {
        dest.flush();
      } catch {
        /* not open yet */
      }
    }, 1000).unref();
  }
  // `time` in epoch ms, as pino's default, but read from the clock captured when this module loaded.
  const logger = pino({ base: { pid: process.pid }, enabled, timestamp: epochTime }, dest);
  return {
    logger,
    /**
     * @param {{ method?: string, url?: string }} req
     * @param {{ status: number, ms: number, kind: string, cache?: string, upstreamMs?: number }} entry
     */
    request(req, { status, ms, kind, cache, upstreamMs }) {
      if (!enabled) return;
      const line = { method: req.method, path: maskUrl(req.url || '/'), status, ms: Math.round(ms * 10) / 10, kind };
      if (cache) line.cache = cache;
      if (upstreamMs !== undefined) line.upstreamMs = Math.round(upstreamMs * 10) / 10;
      logger.info(line);
    },
    /** Writes what is buffered (before exit). */
    flush() {
      if (typeof dest.flushSync === 'function') {
        try {
          dest.flushSync();
        } catch {
          /* not ready yet: nothing buffered */
        }
      }
    },
  };
}
