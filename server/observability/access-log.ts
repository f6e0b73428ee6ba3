// One JSON line per request (pino, written asynchronously): method, path, status, ms, the page
// cache's verdict (HIT/MISS, absent when the request was not a page), upstream ms (gateway calls),
// the request id (`requestId`: X-Request-ID, the same value as nginx's `request_id`).
// Never a token and never a full phone number: query values of secret-looking keys are replaced
// with "***", mainland mobile numbers are masked to 138****8000 (also when percent-encoded or in
// the path), and long opaque path segments (tokens in a path) are cut to their first 4 characters.
import fs from 'node:fs';
import pino, { type DestinationStream, type Logger } from 'pino';
import { maskPhones } from './mask.ts';

const SECRET_KEY = /token|auth|secret|passw|pwd|sign|ticket|session|cookie|code|key/i;
// A path segment that looks like a credential: 24+ characters of [A-Za-z0-9_-].
const OPAQUE_SEGMENT = /^[A-Za-z0-9_-]{24,}$/;
const OPAQUE_MIN = 24;

const maskValue = maskPhones;

/**
 * Path segments (after a '/') that look like credentials cut to their first 4 characters. A scan
 * of the segment lengths first: the regex (a lookbehind version of it was ~1% of a gateway
 * request's CPU) runs only on segments long enough to be one.
 */
function cutOpaque(pathname: string): string {
  let out: string | null = null;
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
export function maskUrl(url: string): string {
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

// Date.now as it was when this module loaded. server/index.ts loads this before Next's server, which
// replaces Date.now with a wrapper that asks two AsyncLocalStorages whether a prerender is
// reading the clock (node-environment-extensions/date.js): ~1% of a gateway request's CPU when
// every log line paid for it. The log is no prerender, so the plain clock is right here.
const epochNow = Date.now;
/** pino's `timestamp` option: `,"time":<epoch ms>`. */
export function epochTime(): string {
  return `,"time":${epochNow()}`;
}

function safeDecode(s: string): string {
  if (!s.includes('%')) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Bytes of log lines gathered before one write to stdout. */
export const BATCH_BYTES = 32 * 1024;
/** Lines held while stdout does not take them (a stuck reader): beyond, new lines are dropped and counted. */
export const MAX_PENDING_BYTES = 8 * 1024 * 1024;

export interface BatchedDestinationOptions {
  fd?: number;
  batchBytes?: number;
  maxPendingBytes?: number;
  write?: (fd: number, buf: Buffer, cb: (err: NodeJS.ErrnoException | null, written?: number) => void) => void;
  writeSync?: (fd: number, buf: Buffer) => number;
}

export interface BatchedDestination extends DestinationStream {
  /** pino calls this with one serialised line. */
  write(line: string): boolean;
  /** Starts a write of what is gathered (the once-a-second timer). */
  flush(): void;
  /** Writes what is gathered now, synchronously (at exit). */
  flushSync(): void;
  /** Lines lost (nn_access_log_dropped_total). */
  dropped(): number;
  /** Bytes held in memory (nn_access_log_pending_bytes). */
  pendingBytes(): number;
}

/**
 * pino's destination for the access log: lines gathered in an array and written to `fd` in one
 * asynchronous write per BATCH_BYTES (or per second when traffic is light), in order, never more
 * than one write in flight. O(1) a line.
 *
 * Why not pino's own SonicBoom (`pino.destination({ minLength })`), which this replaced: on every
 * line it measures the byte length of the whole batch gathered so far (`Buffer.byteLength` of the
 * string it appends to), ~10 µs of CPU a line at 32 KB batches — measured 9.7 µs a line against
 * 0.8 µs for pino's serialisation, a sixth of what a gateway request cost the front. Small
 * batches avoid that scan but hand a write to libuv's thread pool every few lines instead.
 */
export function batchedDestination({
  fd = 1, batchBytes = BATCH_BYTES, maxPendingBytes = MAX_PENDING_BYTES,
  write = (f, buf, cb) => fs.write(f, buf, 0, buf.length, null, cb),
  writeSync = (f, buf) => fs.writeSync(f, buf),
}: BatchedDestinationOptions = {}): BatchedDestination {
  let parts: string[] = [];
  let size = 0;
  /** Bytes handed to a write that has not finished (the rest of a partial write included). */
  let inFlight: Buffer | null = null;
  let dropped = 0;

  function take(): Buffer {
    const buf = Buffer.from(parts.length === 1 ? parts[0] : parts.join(''));
    parts = [];
    size = 0;
    return buf;
  }

  /** Hands the gathered lines to one write. */
  function sendGathered() {
    const lines = parts.length;
    send(take(), lines);
  }

  /** `lines`: how many lines `buf` holds, counted as dropped when a write fails for good. */
  function send(buf: Buffer, lines: number): void {
    inFlight = buf;
    write(fd, buf, (err, written = 0) => {
      if (err) {
        // stdout full (a non-blocking pipe): try the same bytes again shortly; any other error
        // (stdout closed: EPIPE) loses them, and their lines are counted with the dropped ones.
        if (err.code === 'EAGAIN') {
          setTimeout(() => send(buf, lines), 10).unref();
          return;
        }
        dropped += lines;
        inFlight = null;
      } else if (written < buf.length) {
        send(buf.subarray(written), lines);
        return;
      } else {
        inFlight = null;
      }
      if (size >= batchBytes) sendGathered();
    });
  }

  const dest: BatchedDestination = {
    /** pino calls this with one serialised line. */
    write(line) {
      if (size + line.length > maxPendingBytes) {
        dropped += 1;
        return true;
      }
      parts.push(line);
      size += line.length;
      if (size >= batchBytes && !inFlight) sendGathered();
      return true;
    },
    /** Starts a write of what is gathered (the once-a-second timer). */
    flush() {
      if (size && !inFlight) sendGathered();
    },
    /**
     * Writes what is gathered now, synchronously (at exit). A batch already handed to the thread
     * pool is left to it, not written twice.
     */
    flushSync() {
      let buf = size ? take() : null;
      while (buf?.length) {
        try {
          buf = buf.subarray(writeSync(fd, buf));
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err;
        }
      }
    },
    /**
     * Lines lost: dropped because stdout did not take them (MAX_PENDING_BYTES), or in a batch
     * whose write failed (other than EAGAIN). /api/metrics: nn_access_log_dropped_total.
     */
    dropped: () => dropped,
    /**
     * Bytes held in memory: gathered (counted as the cap counts them, in UTF-16 units: the same
     * for the ASCII of most lines) plus the rest of the write in flight. nn_access_log_pending_bytes.
     */
    pendingBytes: () => size + (inFlight?.length ?? 0),
  };
  return dest;
}

/** stdout through batchedDestination(). */
export function stdoutDestination(): BatchedDestination {
  return batchedDestination({ fd: 1 });
}

/**
 * Where the access log writes: any pino destination. A batchedDestination() also reports its lost
 * lines and backlog, and is flushed synchronously at exit.
 */
export type AccessLogDestination = DestinationStream & Partial<Pick<BatchedDestination, 'dropped' | 'pendingBytes' | 'flushSync'>>;

/**
 * One answered request. `path`: the target as the server decided it (the gateway's canonical one),
 * else the request's; `id`: the request id (server/observability/request-id.ts).
 */
export interface AccessLogEntry {
  status: number;
  ms: number;
  kind: string;
  cache?: string;
  upstreamMs?: number;
  path?: string;
  id?: string;
}

/**
 * One access-log line, written the way pino writes `logger.info(fields)` with this logger's options
 * (level 30, `time` from epochTime(), `pid`; absent fields left out), so the access lines and the
 * logger's other lines read alike. Written here rather than through pino: its generic serialisation
 * was ~2 µs a line against ~0.3 µs for this template, and every gateway request pays for one.
 */
export function accessLine(pid: number, time: number, method: string | undefined, path: string, entry: AccessLogEntry): string {
  const { status, ms, kind, id, cache, upstreamMs } = entry;
  let line = `{"level":30,"time":${time},"pid":${pid}`;
  if (method !== undefined) line += `,"method":${JSON.stringify(method)}`;
  line += `,"path":${JSON.stringify(path)},"status":${num(status)},"ms":${tenths(ms)},"kind":${JSON.stringify(kind)}`;
  if (id !== undefined) line += `,"requestId":${JSON.stringify(id)}`;
  if (cache) line += `,"cache":${JSON.stringify(cache)}`;
  if (upstreamMs !== undefined) line += `,"upstreamMs":${tenths(upstreamMs)}`;
  return `${line}}\n`;
}

/** A number as JSON writes it: `null` when not finite (as pino and JSON.stringify do). */
const num = (n: number): number | null => (Number.isFinite(n) ? n : null);
/**
 * Milliseconds to a tenth, as JSON writes Math.round(ms * 10) / 10, from integers: a double's
 * shortest text was a third of the line's cost.
 */
function tenths(ms: number): string {
  const t = Math.round(ms * 10);
  if (!(t >= 0 && t < 1e9)) return String(num(t / 10));
  const units = Math.floor(t / 10);
  const rest = t - units * 10;
  return rest ? `${units}.${rest}` : String(units);
}

export interface AccessLog {
  logger: Logger;
  request(req: { method?: string; url?: string }, entry: AccessLogEntry): void;
  /** For /api/metrics: lines lost and bytes waiting (zero with a destination of the caller's). */
  stats(): { dropped: number; pendingBytes: number };
  /** Writes what is buffered (before exit). */
  flush(): void;
}

/** `destination` defaults to stdout through batchedDestination() (32 KB batches). */
export function createAccessLog({ destination, enabled = true }: { destination?: AccessLogDestination; enabled?: boolean } = {}): AccessLog {
  // Lines are gathered into 32 KB writes (~200 lines): each asynchronous write hands the buffer to
  // libuv's thread pool, and at 4 KB batches those hand-offs were ~9% of a gateway request's CPU.
  const own = destination ? undefined : stdoutDestination();
  const dest: AccessLogDestination = destination ?? own!;
  if (own && enabled) {
    // Batches of 32 KB under load; at most a second's delay when traffic is light.
    setInterval(() => {
      own.flush();
    }, 1000).unref();
  }
  // `time` in epoch ms, as pino's default, but read from the clock captured when this module loaded.
  const pid = process.pid;
  const logger = pino({ base: { pid }, enabled, timestamp: epochTime }, dest);
  return {
    logger,
    request(req, entry) {
      if (!enabled) return;
      dest.write(accessLine(pid, epochNow(), req.method, maskUrl(entry.path ?? (req.url || '/')), entry));
    },
    stats: () => ({ dropped: dest.dropped?.() ?? 0, pendingBytes: dest.pendingBytes?.() ?? 0 }),
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
