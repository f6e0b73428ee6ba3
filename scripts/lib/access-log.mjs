// One JSON line per request (pino, written asynchronously): method, path, status, ms, the page
// cache's verdict (HIT/MISS, absent when the request was not a page), upstream ms (gateway calls).
// Never a token and never a full phone number: query values of secret-looking keys are replaced
// with "***", mainland mobile numbers are masked to 138****8000 (also when percent-encoded or in
// the path), and long opaque path segments (tokens in a path) are cut to their first 4 characters.
import pino from 'pino';

const SECRET_KEY = /token|auth|secret|passw|pwd|sign|ticket|session|cookie|code|key/i;
// 11 digits starting 1[3-9], not part of a longer number.
const PHONE = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
// A path segment that looks like a credential: 24+ characters of [A-Za-z0-9_-].
const OPAQUE = /(?<=\/)[A-Za-z0-9_-]{24,}(?=\/|$)/g;

function maskValue(v) {
  return v.replace(PHONE, '$1****$2');
}

/** The request target as it may be logged. */
export function maskUrl(url) {
  const q = url.indexOf('?');
  let pathname = q === -1 ? url : url.slice(0, q);
  pathname = maskValue(safeDecode(pathname)).replace(OPAQUE, (s) => `${s.slice(0, 4)}…`);
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

function safeDecode(s) {
  if (!s.includes('%')) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/**
 * @param {{ destination?: import('pino').DestinationStream, enabled?: boolean }} [opts]
 *   destination defaults to stdout through pino's async SonicBoom (4 KB batches).
 */
export function createAccessLog({ destination, enabled = true } = {}) {
  const dest = destination ?? pino.destination({ dest: 1, sync: false, minLength: 4096 });
  if (!destination && enabled) {
    // Batches of 4 KB under load; at most a second's delay when traffic is light.
    setInterval(() => {
      try {
        dest.flush();
      } catch {
        /* not open yet */
      }
    }, 1000).unref();
  }
  // `time` in epoch ms (pino's default, the cheapest).
  const logger = pino({ base: { pid: process.pid }, enabled }, dest);
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
