// An in-process shared cache in front of Next's request handler: what the CDN does for cached pages
// (ARCHITECTURE §3: public pages are never personalised, so one copy serves everyone), done on the
// origin too so a cached page costs about what a static file does, not a trip through Next's
// router, route module and response cache (~0.6 ms of CPU per request on these machines).
//
// Rules (a shared cache's, RFC 9111, narrowed to what Next sends):
// - stores a 200 answer to a GET whose Cache-Control has `s-maxage=N` (N > 0) and neither
//   `private` nor `no-store`, without Set-Cookie, Vary only on Accept-Encoding, and not marked
//   `x-nextjs-cache: STALE` (Next is regenerating it: the next request gets the new copy);
// - keeps it N seconds from when it was stored, keyed by the request's Accept-Encoding and URL;
// - never looks at requests other than GET/HEAD, for a file (an extension other than .html, .xml
//   or .json), with a Range, with Next's preview or on-demand
//   revalidation markers, or to `/api/`, `/_next/static/` and `/_next/image` (those are either
//   private or already served straight from disk);
// - answers If-None-Match with 304 when the stored ETag matches, and sends a GET that misses to Next
//   without its conditions, so that the answer is a 200 it can store;
// - is bounded by entries and bytes, evicting the least recently used;
// - hands every page it looks at (hit or miss) to the browser without Next's
//   `stale-while-revalidate` (browserCacheControl below).
import { Buffer } from 'node:buffer';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { REQUEST_ID_HEADER } from '../observability/request-id.ts';

/** 'BYPASS': not a request the cache looks at. */
export type PageCacheVerdict = 'HIT' | 'MISS' | 'BYPASS';

export interface PageCacheOptions {
  /** What is stored and for how long: pages (the default) or the build's static files. */
  rules?: CacheRules;
  maxEntries?: number;
  maxBytes?: number;
  /** A larger answer is not stored. */
  maxBodyBytes?: number;
  now?: () => number;
}

export interface PageCacheStats {
  hits: number;
  misses: number;
  stored: number;
  evicted: number;
  entries: number;
  bytes: number;
}

export interface PageCache {
  /**
   * Answers `req` from the cache, or hands it to `next` (Next's handler) and keeps the answer
   * when it may. Returns the verdict.
   */
  handle(req: IncomingMessage, res: ServerResponse, next: () => unknown): PageCacheVerdict;
  /** Drops every stored variant (encoding, query, .html, /_next/data) of these pages; returns the count. */
  purge(paths: readonly string[]): number;
  stats(): PageCacheStats;
  clear(): void;
}

interface Entry {
  /** Flat [name, value, …] header lines of the 200. */
  head: string[];
  notModifiedHead: string[];
  etag?: string;
  body: Buffer;
  storedAt: number;
  expires: number;
}

/** What writeHead, write and end are called with; the patched ones pass their arguments on as they came. */
type WriteHead = (this: ServerResponse, status: number, ...rest: unknown[]) => ServerResponse;
type Write = (this: ServerResponse, chunk: unknown, encoding?: unknown, cb?: unknown) => boolean;
type End = (this: ServerResponse, chunk?: unknown, encoding?: unknown, cb?: unknown) => ServerResponse;

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'age', 'upgrade', 'proxy-connection']);
const BODY_HEADERS = new Set(['content-length', 'content-type', 'content-encoding']);
const BYPASS_PREFIXES = ['/api/', '/_next/static/', '/_next/image', '/__nextjs'];
const PREVIEW_COOKIES = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/;
/** Extensions of pages (`/news/1.html`, `/sitemap.xml`, `/_next/data/…json`); any other is a file. */
export const PAGE_EXTENSIONS: ReadonlySet<string> = new Set(['html', 'xml', 'json']);

/** True when the last segment of the URL's path has an extension other than a page's (PAGE_EXTENSIONS). */
export function isFileUrl(url: string): boolean {
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  return dot > 0 && !PAGE_EXTENSIONS.has(last.slice(dot + 1).toLowerCase());
}

/** Cache-Control's directives in lower case, or null when a shared cache may not store the answer. */
function shareable(cacheControl: unknown): string[] | null {
  if (typeof cacheControl !== 'string') return null;
  const directives = cacheControl.toLowerCase().split(',').map((d) => d.trim());
  return directives.some((d) => d === 'private' || d === 'no-store' || d.startsWith('private=')) ? null : directives;
}

/** The positive whole seconds of directive `name=` (`s-maxage=`), else 0. */
function secondsOf(directives: readonly string[], name: string): number {
  const d = directives.find((x) => x.startsWith(name));
  const n = d ? Number(d.slice(name.length)) : 0;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** `s-maxage` in seconds when a shared cache may store the answer, else 0. */
export function sharedMaxAge(cacheControl: unknown): number {
  const directives = shareable(cacheControl);
  return directives ? secondsOf(directives, 's-maxage=') : 0;
}

/** `max-age` in seconds of an answer marked `immutable` that a shared cache may store, else 0. */
export function immutableMaxAge(cacheControl: unknown): number {
  const directives = shareable(cacheControl);
  return directives?.includes('immutable') ? secondsOf(directives, 'max-age=') : 0;
}

/**
 * Cache-Control as the browser gets it: Next's ISR answer without `stale-while-revalidate`.
 * Next writes `s-maxage=60, stale-while-revalidate=31535940` (its `expireTime`, a year, minus the
 * page's revalidate) for a CDN; a browser reads the directive too, and with no `max-age` its copy is
 * stale at once, so for a year it answers the page's data (`/_next/data/…json`: prefetches and
 * client navigations) from its own cache and only revalidates in the background. A returning
 * visitor then saw a published article's old title on a client navigation to /news while a full
 * load showed the new one, and those background revalidations never report their end to DevTools,
 * so a tab that visited the site before never reached Playwright's `networkidle`. Without the
 * directive the browser revalidates before it reuses a copy (If-None-Match: a 304 from this cache).
 * Shared caches keep `s-maxage` (this one, a CDN in front). `expireTime` itself stays: Next also
 * uses it as the age past which an ISR page is rendered while the visitor waits.
 */
export function browserCacheControl<T>(value: T): T | undefined {
  if (Array.isArray(value)) return value.map((v: unknown) => browserCacheControl(v)).filter(Boolean) as T;
  if (typeof value !== 'string' || !/stale-while-revalidate/i.test(value)) return value;
  const kept = value.split(',').map((d) => d.trim()).filter((d) => d && !/^stale-while-revalidate(?:\s*=|$)/i.test(d));
  return (kept.length ? kept.join(', ') : undefined) as T | undefined;
}

/** Rewrites the Cache-Control of `res` (set before or given to writeHead) with browserCacheControl. */
function forBrowser(res: ServerResponse): void {
  const writeHead = res.writeHead as WriteHead;
  const rewrite = (name: unknown, value: unknown) => (typeof name === 'string' && name.toLowerCase() === 'cache-control' ? browserCacheControl(value) : value);
  res.writeHead = function patchedWriteHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    const current = this.getHeader('cache-control');
    if (current !== undefined) {
      const next = browserCacheControl(current);
      if (next === undefined) this.removeHeader('cache-control');
      else this.setHeader('cache-control', next);
    }
    const i = rest.length && typeof rest[0] === 'string' ? 1 : 0;
    const headers = rest[i];
    if (Array.isArray(headers)) {
      const lines: unknown[] = [];
      if (Array.isArray(headers[0])) {
        for (const [k, v] of headers as [unknown, unknown][]) {
          const value = rewrite(k, v);
          if (value !== undefined) lines.push([k, value]);
        }
      } else {
        for (let n = 0; n + 1 < headers.length; n += 2) {
          const value = rewrite(headers[n], headers[n + 1]);
          if (value !== undefined) lines.push(headers[n], value);
        }
      }
      rest[i] = lines;
    } else if (headers && typeof headers === 'object') {
      const copy: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(headers)) {
        const value = rewrite(k, v);
        if (value !== undefined) copy[k] = value;
      }
      rest[i] = copy;
    }
    return writeHead.call(this, status, ...rest);
  } as ServerResponse['writeHead'];
}

/** True when the request must go to Next untouched. */
export function bypasses(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return true;
  const url = req.url || '/';
  if (BYPASS_PREFIXES.some((p) => url.startsWith(p))) return true;
  // Files of public/ (robots.txt, images, sw.js) are sent from disk with `max-age=0`: never stored,
  // so they skip the bookkeeping too.
  if (isFileUrl(url)) return true;
  const h = req.headers;
  if (h.range || h['x-prerender-revalidate'] || h['x-now-route-matches']) return true;
  if (h.cookie && PREVIEW_COOKIES.test(h.cookie)) return true;
  return false;
}

/** What one cache looks at, how long it keeps an answer, and whether it rewrites Cache-Control. */
export interface CacheRules {
  /** True when the request must go to Next untouched. */
  bypasses(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean;
  /** Seconds an answer with these headers may be kept; 0: not stored. */
  keepFor(headers: OutgoingHttpHeaders): number;
  /** Hand the browser Cache-Control without `stale-while-revalidate` (browserCacheControl). */
  forBrowser: boolean;
  /** The entry a request reads and writes. */
  keyOf(req: Pick<IncomingMessage, 'url' | 'headers'>): string;
}

/** Pages: one copy per Accept-Encoding and URL (a list's `?page=2` is its own page). */
const pageKey = (req: Pick<IncomingMessage, 'url' | 'headers'>) => `${req.headers['accept-encoding'] || ''}\n${req.url}`;

/** Pages: the rules at the top of this file. */
export const PAGE_RULES: CacheRules = { bypasses, keepFor: (headers) => sharedMaxAge(headers['cache-control']), forBrowser: true, keyOf: pageKey };

/**
 * The build's own files (`/_next/static/…`, content-hashed names that Next answers
 * `public, max-age=31536000, immutable`). Next reads each from disk and compresses it again for
 * every request: ~20 ms of CPU for the framework chunk, 5–10 ms for most others, about 100 ms per
 * first visit to a page, spent while that visitor's browser is starting the page (on a 2-core
 * machine, beside it). Kept as answered, per Accept-Encoding, a file costs what a cached page does.
 * Ranges and other methods go to Next, and so does any path the build never writes (`%`-escapes but
 * the brackets of dynamic routes' chunks, `.`/`..` segments, `//`, a backslash): other spellings of a
 * file would each take a copy. For the
 * same reason the query is not part of the key: a file is the same whatever it says (`?dpl=`).
 */
export const STATIC_RULES: CacheRules = {
  bypasses: (req) => (req.method !== 'GET' && req.method !== 'HEAD') || !!req.headers.range || !STATIC_FILE.test(staticPath(req)),
  keepFor: (headers) => immutableMaxAge(headers['cache-control']),
  forBrowser: false,
  keyOf: (req) => `${req.headers['accept-encoding'] || ''}\n${staticPath(req)}`,
};

/** A build file's path as Next links it: `/_next/static/`, then plain segments (`%5Bid%5D` for `[id]`). */
const STATIC_FILE = /^\/_next\/static(?:\/(?!\.\.?(?:\/|$))(?:[\w.~@+-]|%5[BD])+)+$/;
const staticPath = (req: Pick<IncomingMessage, 'url'>) => (req.url || '').split('?')[0];

/**
 * The page a URL path shows, as one comparable key: `/_next/data/<build>/news/1.json`, `/news/1.html`
 * and `/news/1` all give `/news/1`; `/about/index.html` and `/about` give `/about`; `/index.json`
 * and `/` give `/`. The query is ignored (a list's `?page=2` is a variant of the same page).
 */
export function pageKeyOf(url: string): string {
  const q = url.indexOf('?');
  let p = q === -1 ? url : url.slice(0, q);
  const data = /^\/_next\/data\/[^/]+(\/.*)\.json$/.exec(p);
  if (data) p = data[1];
  else if (p.endsWith('.html')) p = p.slice(0, -'.html'.length);
  if (p === '/index' || p.endsWith('/index')) p = p.slice(0, -'/index'.length);
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p || '/';
}

function etagMatches(ifNoneMatch: string | undefined, etag: string | undefined): boolean {
  if (!ifNoneMatch || !etag) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const weak = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => weak(t) === weak(etag));
}

export function createPageCache({ rules = PAGE_RULES, maxEntries = 2000, maxBytes = 64 * 1024 * 1024, maxBodyBytes = 2 * 1024 * 1024, now = Date.now }: PageCacheOptions = {}): PageCache {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const stats = { hits: 0, misses: 0, stored: 0, evicted: 0 };

  const { keyOf } = rules;

  function drop(key: string): void {
    const e = entries.get(key);
    if (!e) return;
    entries.delete(key);
    bytes -= e.body.length;
  }

  function store(key: string, entry: Entry): void {
    drop(key);
    entries.set(key, entry);
    bytes += entry.body.length;
    stats.stored += 1;
    while (entries.size > maxEntries || bytes > maxBytes) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      drop(oldest);
      stats.evicted += 1;
    }
  }

  /**
   * The stored header lines, flat for writeHead, plus `Age` and this request's X-Request-ID (never
   * stored: server/observability/request-id.ts): a hit does no other header work.
   */
  function send(req: IncomingMessage, res: ServerResponse, e: Entry): void {
    const age = String(Math.max(0, Math.floor((now() - e.storedAt) / 1000)));
    const id = req.headers[REQUEST_ID_HEADER];
    if (etagMatches(req.headers['if-none-match'], e.etag)) {
      res.writeHead(304, id === undefined ? [...e.notModifiedHead, 'age', age] : [...e.notModifiedHead, 'age', age, REQUEST_ID_HEADER, id]);
      res.end();
      return;
    }
    res.writeHead(200, id === undefined ? [...e.head, 'age', age] : [...e.head, 'age', age, REQUEST_ID_HEADER, id]);
    res.end(req.method === 'HEAD' ? undefined : e.body);
  }

  /** Tees what Next writes and stores it on finish when the answer is cacheable. */
  function capture(res: ServerResponse, key: string): void {
    const chunks: Buffer[] = [];
    let size = 0;
    let overflow = false;
    const take = (chunk: unknown, encoding: unknown) => {
      if (overflow || chunk == null || typeof chunk === 'function') return;
      const buf = Buffer.isBuffer(chunk) ? chunk : chunk instanceof Uint8Array ? Buffer.from(chunk) : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
      size += buf.length;
      if (size > maxBodyBytes) {
        overflow = true;
        chunks.length = 0;
        return;
      }
      chunks.push(buf);
    };
    const write = res.write as Write;
    const end = res.end as End;
    res.write = function patchedWrite(this: ServerResponse, chunk: unknown, encoding?: unknown, cb?: unknown) {
      take(chunk, encoding);
      return write.call(this, chunk, encoding, cb);
    } as ServerResponse['write'];
    res.end = function patchedEnd(this: ServerResponse, chunk?: unknown, encoding?: unknown, cb?: unknown) {
      take(chunk, encoding);
      return end.call(this, chunk, encoding, cb);
    } as ServerResponse['end'];
    res.once('finish', () => {
      if (overflow || res.statusCode !== 200) return;
      const headers = res.getHeaders();
      const maxAge = rules.keepFor(headers);
      if (!maxAge || headers['set-cookie'] || String(headers['x-nextjs-cache'] || '').toUpperCase() === 'STALE') return;
      const vary = String(headers.vary || '').toLowerCase().split(',').map((v) => v.trim()).filter(Boolean);
      if (vary.some((v) => v !== 'accept-encoding')) return;
      const body = Buffer.concat(chunks);
      const length = headers['content-length'];
      if (length !== undefined && Number(length) !== body.length) return;
      // Flat [name, value, …] lines, built once here rather than on every hit.
      const head: string[] = [];
      for (const [k, v] of Object.entries(headers)) {
        // The id of the request that rendered it is no other request's.
        if (HOP_BY_HOP.has(k) || k === REQUEST_ID_HEADER) continue;
        // A replayed copy is a cache hit, whatever Next said when it made it (MISS on a first render).
        if (k === 'x-nextjs-cache') head.push(k, 'HIT');
        else for (const x of Array.isArray(v) ? v : [v]) head.push(k, String(x));
      }
      if (length === undefined) head.push('content-length', String(body.length));
      // A 304 carries the same lines but none that describe a body.
      const notModifiedHead: string[] = [];
      for (let i = 0; i < head.length; i += 2) if (!BODY_HEADERS.has(head[i])) notModifiedHead.push(head[i], head[i + 1]);
      const t = now();
      store(key, { head, notModifiedHead, etag: headers.etag ? String(headers.etag) : undefined, body, storedAt: t, expires: t + maxAge * 1000 });
    });
  }

  function handle(req: IncomingMessage, res: ServerResponse, next: () => unknown): PageCacheVerdict {
    if (rules.bypasses(req)) {
      next();
      return 'BYPASS';
    }
    const key = keyOf(req);
    const hit = entries.get(key);
    if (hit) {
      if (now() < hit.expires) {
        entries.delete(key);
        entries.set(key, hit);
        stats.hits += 1;
        send(req, res, hit);
        return 'HIT';
      }
      drop(key);
    }
    stats.misses += 1;
    if (rules.forBrowser) forBrowser(res);
    if (req.method === 'GET') {
      // A conditional request that misses goes to Next unconditional: Next's 304 has no body to
      // store, so every later revalidation — a returning browser sends If-None-Match on each page
      // and data fetch — would miss again and reach the renderer until a first-time visitor came.
      // This one browser gets the page as a 200 instead of a 304; the next ones get 304 from here.
      delete req.headers['if-none-match'];
      delete req.headers['if-modified-since'];
      capture(res, key);
    }
    next();
    return 'MISS';
  }

  /**
   * Drops every stored variant of the pages of `paths` (public paths: `/news/10001.html`, `/news`):
   * each Accept-Encoding, each query (`/news?page=2`), the `.html` and bare forms, the
   * `/_next/data/…json` of client navigations, and for a list base (`/news`) its rewritten
   * `/news/list/…` pages. Returns how many entries went.
   */
  function purge(paths: readonly string[]): number {
    const pages = new Set(paths.map(pageKeyOf));
    const lists = [...pages].map((p) => `${p === '/' ? '' : p}/list/`);
    let dropped = 0;
    for (const key of [...entries.keys()]) {
      const page = pageKeyOf(key.slice(key.indexOf('\n') + 1));
      if (pages.has(page) || lists.some((l) => page.startsWith(l))) {
        drop(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  return {
    handle,
    purge,
    stats: () => ({ ...stats, entries: entries.size, bytes }),
    clear: () => {
      entries.clear();
      bytes = 0;
    },
  };
}
