// @vitest-environment node
import http from 'node:http';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { browserCacheControl, bypasses, createPageCache, immutableMaxAge, sharedMaxAge, STATIC_RULES, type PageCache } from '../../../server/front/page-cache.ts';
import { closeServer, listenLocal } from '../../support/local-server';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const ISR_HEADERS = {
  'Cache-Control': 's-maxage=60, stale-while-revalidate=31535940',
  'Content-Type': 'text/html; charset=utf-8',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'self'",
};

let server: http.Server | undefined;
afterEach(async () => {
  await closeServer(server);
  server = undefined;
});

/** A server whose "Next" is `handler`, behind `cache`; counts what reaches the handler. */
async function serve(cache: PageCache, handler: Handler) {
  const seen: string[] = [];
  server = http.createServer((req, res) => {
    cache.handle(req, res, () => {
      seen.push(`${req.method} ${req.url}`);
      handler(req, res);
    });
  });
  const base = await listenLocal(server);
  const get = (path: string, init: RequestInit = {}) => fetch(base + path, init);
  /** The request target exactly as written (a URL parser would resolve `..` and `.` first). */
  const raw = (path: string) => new Promise<number>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    http.get({ hostname, port, path }, (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0))).on('error', reject);
  });
  return { seen, get, raw };
}

/** A page answered the way Next answers an ISR page: headers, then the body in one or more writes. */
function page(body: string, headers: Record<string, string> = ISR_HEADERS, { status = 200, chunks = 1 } = {}): Handler {
  return (req, res) => {
    res.statusCode = status;
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    res.setHeader('ETag', `"${Buffer.from(body).toString('base64').slice(0, 8)}"`);
    const step = Math.ceil(body.length / chunks);
    for (let i = 0; i < body.length - step; i += step) res.write(body.slice(i, i + step));
    res.end(body.slice(Math.max(0, (chunks - 1) * step)));
  };
}

describe('sharedMaxAge', () => {
  it('reads s-maxage, and only when a shared cache may store', () => {
    expect(sharedMaxAge('s-maxage=60, stale-while-revalidate=31535940')).toBe(60);
    expect(sharedMaxAge('public, S-MaxAge=5')).toBe(5);
    expect(sharedMaxAge('public, max-age=0')).toBe(0);
    expect(sharedMaxAge('private, s-maxage=60')).toBe(0);
    expect(sharedMaxAge('no-store, s-maxage=60')).toBe(0);
    expect(sharedMaxAge('s-maxage=0')).toBe(0);
    expect(sharedMaxAge('s-maxage=abc')).toBe(0);
    expect(sharedMaxAge(undefined)).toBe(0);
  });
});

describe('browserCacheControl', () => {
  it('drops stale-while-revalidate, and only that', () => {
    expect(browserCacheControl('s-maxage=60, stale-while-revalidate=31535940')).toBe('s-maxage=60');
    expect(browserCacheControl('public, Stale-While-Revalidate=5, s-maxage=1')).toBe('public, s-maxage=1');
    expect(browserCacheControl('s-maxage=60, stale-while-revalidate')).toBe('s-maxage=60');
    expect(browserCacheControl('stale-while-revalidate=60')).toBeUndefined();
    expect(browserCacheControl('private, no-cache, no-store, max-age=0, must-revalidate')).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
    expect(browserCacheControl('s-maxage=60, stale-if-error=600')).toBe('s-maxage=60, stale-if-error=600');
    expect(browserCacheControl(['s-maxage=60, stale-while-revalidate=9', 'stale-while-revalidate=1'])).toEqual(['s-maxage=60']);
    expect(browserCacheControl(undefined)).toBeUndefined();
  });
});

describe('bypasses', () => {
  const req = (url: string, method = 'GET', headers: http.IncomingHttpHeaders = {}) => ({ url, method, headers });
  it('looks only at GET/HEAD of pages', () => {
    expect(bypasses(req('/news/10001.html'))).toBe(false);
    expect(bypasses(req('/news?page=2', 'HEAD'))).toBe(false);
    expect(bypasses(req('/sitemap.xml'))).toBe(false);
    expect(bypasses(req('/_next/data/abc/news/10001.json'))).toBe(false);
    expect(bypasses(req('/news/10001.html', 'POST'))).toBe(true);
    expect(bypasses(req('/api/gw/nn-assist/article/list'))).toBe(true);
    expect(bypasses(req('/_next/static/chunks/main.js'))).toBe(true);
    expect(bypasses(req('/_next/image?url=x'))).toBe(true);
    expect(bypasses(req('/robots.txt'))).toBe(true);
    expect(bypasses(req('/emoji/1.png?v=2'))).toBe(true);
  });
  it('leaves preview, on-demand revalidation and range requests to Next', () => {
    expect(bypasses(req('/news', 'GET', { cookie: 'a=1; __prerender_bypass=x' }))).toBe(true);
    expect(bypasses(req('/news', 'GET', { cookie: '__next_preview_data=x' }))).toBe(true);
    expect(bypasses(req('/news', 'GET', { cookie: 'AuthToken=abc' }))).toBe(false);
    expect(bypasses(req('/news', 'GET', { 'x-prerender-revalidate': 'k' }))).toBe(true);
    expect(bypasses(req('/news', 'GET', { range: 'bytes=0-10' }))).toBe(true);
  });
});

describe('createPageCache', () => {
  it('answers a cached page from memory with the same status, headers and body', async () => {
    const cache = createPageCache();
    const { seen, get } = await serve(cache, page('<h1>九宫格</h1>'.repeat(50), { ...ISR_HEADERS, 'x-nextjs-cache': 'MISS' }, { chunks: 3 }));
    const first = await get('/news/10001.html');
    const second = await get('/news/10001.html');
    expect(seen).toEqual(['GET /news/10001.html']);
    expect(await second.text()).toBe(await first.text());
    for (const h of ['cache-control', 'content-type', 'x-frame-options', 'content-security-policy', 'etag']) {
      expect(second.headers.get(h), h).toBe(first.headers.get(h));
    }
    expect(second.headers.get('age')).toBe('0');
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(first.headers.get('x-nextjs-cache')).toBe('MISS');
    expect(second.headers.get('content-length')).toBe(String(Buffer.byteLength('<h1>九宫格</h1>'.repeat(50))));
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, stored: 1, entries: 1 });
  });

  it('gives the browser no stale-while-revalidate, on a miss, a hit and a 304, and still stores for s-maxage', async () => {
    // What the renderer's forward does (server/gateway/proxy.ts NodeProxyHandler): headers set first
    // (the security headers), then Next's lines as a flat array to writeHead.
    const viaProxy: Handler = (req, res) => {
      res.setHeader('x-frame-options', 'DENY');
      res.writeHead(200, ['cache-control', 's-maxage=60, stale-while-revalidate=31535940', 'content-type', 'application/json', 'etag', '"d1"', 'content-length', '2']);
      res.end('{}');
    };
    for (const [path, handler] of [['/_next/data/b/news.json', viaProxy], ['/news.html', page('<h1>x</h1>')]] as const) {
      const cache = createPageCache();
      const { seen, get } = await serve(cache, handler);
      const miss = await get(path);
      const hit = await get(path);
      const notModified = await get(path, { headers: { 'if-none-match': String(hit.headers.get('etag')) } });
      expect(seen, path).toHaveLength(1);
      expect([miss.status, hit.status, notModified.status], path).toEqual([200, 200, 304]);
      for (const res of [miss, hit, notModified]) expect(res.headers.get('cache-control'), path).toBe('s-maxage=60');
      expect(hit.headers.get('age'), path).toBe('0');
    }
  });

  it('gives a HEAD miss the browser Cache-Control too, whatever form writeHead gets', async () => {
    const forms: Handler[] = [
      (req, res) => {
        res.writeHead(200, { 'Cache-Control': 's-maxage=60, stale-while-revalidate=5', 'content-type': 'text/html' });
        res.end();
      },
      (req, res) => {
        res.writeHead(200, 'OK', [['cache-control', 's-maxage=60, stale-while-revalidate=5']]);
        res.end();
      },
    ];
    for (const handler of forms) {
      const { get } = await serve(createPageCache(), handler);
      const res = await get('/news.html', { method: 'HEAD' });
      expect(res.headers.get('cache-control')).toBe('s-maxage=60');
      await closeServer(server);
      server = undefined;
    }
  });

  it('keeps a page for s-maxage seconds, then asks Next again', async () => {
    let t = 1_000_000;
    const cache = createPageCache({ now: () => t });
    const { seen, get } = await serve(cache, page('x'));
    await get('/a');
    t += 59_000;
    const aged = await get('/a');
    expect(aged.headers.get('age')).toBe('59');
    t += 1_000;
    await get('/a');
    expect(seen).toHaveLength(2);
  });

  it('stores nothing Next did not mark as shareable, stale, personal or failed', async () => {
    const cases: [string, Handler][] = [
      ['/ssr', page('x', { 'Content-Type': 'text/html' })],
      ['/private', page('x', { 'Cache-Control': 'private, s-maxage=60' })],
      ['/cookie', page('x', { ...ISR_HEADERS, 'Set-Cookie': 'a=1' })],
      ['/vary', page('x', { ...ISR_HEADERS, Vary: 'Accept-Encoding, Cookie' })],
      ['/stale', page('x', { ...ISR_HEADERS, 'x-nextjs-cache': 'STALE' })],
      ['/missing', page('x', ISR_HEADERS, { status: 404 })],
      ['/broken', page('x', ISR_HEADERS, { status: 500 })],
    ];
    for (const [path, handler] of cases) {
      const cache = createPageCache();
      const { seen, get } = await serve(cache, handler);
      await get(path);
      await get(path);
      expect(seen, path).toHaveLength(2);
      expect(cache.stats().entries, path).toBe(0);
      await closeServer(server);
      server = undefined;
    }
  });

  it('passes POST, files and API calls straight through', async () => {
    const cache = createPageCache();
    const { seen, get } = await serve(cache, page('x'));
    await get('/api/gw/x');
    await get('/api/gw/x');
    await get('/robots.txt');
    await get('/robots.txt');
    await get('/news', { method: 'POST', body: 'a' });
    expect(seen).toEqual(['GET /api/gw/x', 'GET /api/gw/x', 'GET /robots.txt', 'GET /robots.txt', 'POST /news']);
  });

  it('keeps one copy per Accept-Encoding (gzip from Next stays gzip)', async () => {
    const cache = createPageCache();
    const html = '<p>新闻</p>'.repeat(200);
    const { seen, get } = await serve(cache, (req, res) => {
      for (const [k, v] of Object.entries(ISR_HEADERS)) res.setHeader(k, v);
      res.setHeader('Vary', 'Accept-Encoding');
      if (/gzip/.test(String(req.headers['accept-encoding']))) {
        res.setHeader('Content-Encoding', 'gzip');
        res.end(zlib.gzipSync(html));
      } else res.end(html);
    });
    const plain = () => get('/n', { headers: { 'accept-encoding': 'identity' } });
    const gz = () => get('/n', { headers: { 'accept-encoding': 'gzip' } });
    await plain();
    await gz();
    const a = await plain();
    const b = await gz();
    expect(seen).toHaveLength(2);
    expect(a.headers.get('content-encoding')).toBeNull();
    expect(b.headers.get('content-encoding')).toBe('gzip');
    expect(await a.text()).toBe(html);
    expect(await b.text()).toBe(html); // fetch decodes the gzip body
  });

  it('answers If-None-Match with 304 and HEAD with headers only', async () => {
    const cache = createPageCache();
    const { seen, get } = await serve(cache, page('body'));
    const first = await get('/p');
    const etag = first.headers.get('etag')!;
    const not = await get('/p', { headers: { 'if-none-match': `W/${etag}` } });
    expect(not.status).toBe(304);
    expect(not.headers.get('etag')).toBe(etag);
    expect(not.headers.get('x-frame-options')).toBe('DENY');
    expect(await not.text()).toBe('');
    const other = await get('/p', { headers: { 'if-none-match': '"other"' } });
    expect(other.status).toBe(200);
    const head = await get('/p', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('4');
    expect(seen).toHaveLength(1);
  });

  it('sends a conditional GET that misses to Next unconditional, so the next one is a 304 from memory', async () => {
    const body = '<html>revalidated</html>';
    const etag = `"${Buffer.from(body).toString('base64').slice(0, 8)}"`;
    const conditions: (string | undefined)[] = [];
    const cache = createPageCache();
    const { seen, get } = await serve(cache, (req, res) => {
      conditions.push(req.headers['if-none-match']);
      // Next answers a matching If-None-Match with a bodiless 304.
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { ETag: etag });
        res.end();
        return;
      }
      page(body)(req, res);
    });
    const first = await get('/news', { headers: { 'If-None-Match': etag } });
    expect(first.status).toBe(200);
    expect(await first.text()).toBe(body);
    expect(conditions).toEqual([undefined]);
    const again = await get('/news', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(seen).toHaveLength(1);
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1 });
  });

  it('is bounded: the least recently used page goes first', async () => {
    const cache = createPageCache({ maxEntries: 2 });
    const { seen, get } = await serve(cache, page('x'));
    await get('/1');
    await get('/2');
    await get('/1'); // hit: /1 is now the most recent
    await get('/3'); // evicts /2
    await get('/1');
    await get('/2');
    expect(seen).toEqual(['GET /1', 'GET /2', 'GET /3', 'GET /2']);
    expect(cache.stats()).toMatchObject({ evicted: 2, entries: 2 });

    const small = createPageCache({ maxBytes: 10 });
    await closeServer(server);
    const two = await serve(small, page('123456'));
    await two.get('/a');
    await two.get('/b');
    expect(small.stats()).toMatchObject({ entries: 1, bytes: 6 });
  });

  it('does not keep bodies over maxBodyBytes', async () => {
    const cache = createPageCache({ maxBodyBytes: 100 });
    const { seen, get } = await serve(cache, page('y'.repeat(500), ISR_HEADERS, { chunks: 5 }));
    expect((await get('/big')).status).toBe(200);
    expect(await (await get('/big')).text()).toHaveLength(500);
    expect(seen).toHaveLength(2);
  });
});

describe('immutableMaxAge', () => {
  it('reads max-age of an answer marked immutable that a shared cache may keep', () => {
    expect(immutableMaxAge('public, max-age=31536000, immutable')).toBe(31536000);
    expect(immutableMaxAge('Public, Max-Age=60, Immutable')).toBe(60);
    expect(immutableMaxAge('public, max-age=31536000')).toBe(0);
    expect(immutableMaxAge('private, max-age=60, immutable')).toBe(0);
    expect(immutableMaxAge('no-store, max-age=60, immutable')).toBe(0);
    expect(immutableMaxAge('max-age=0, immutable')).toBe(0);
    expect(immutableMaxAge('s-maxage=60, immutable')).toBe(0);
    expect(immutableMaxAge(undefined)).toBe(0);
  });
});

describe('createPageCache with STATIC_RULES (the build files of /_next/static)', () => {
  const FILE = {
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Type': 'application/javascript; charset=UTF-8',
    Vary: 'Accept-Encoding',
    ETag: 'W/"35757-1a2"',
  };
  const js = 'self.webpackChunk=[];'.repeat(500);
  /** Next's static handler: the file, compressed again for every request that accepts gzip. */
  const nextStatic: Handler = (req, res) => {
    for (const [k, v] of Object.entries(FILE)) res.setHeader(k, v);
    if (/gzip/.test(String(req.headers['accept-encoding']))) {
      res.setHeader('Content-Encoding', 'gzip');
      res.end(zlib.gzipSync(js));
    } else res.end(js);
  };

  it('compresses a file once: the second visitor gets the same bytes and headers from memory', async () => {
    const cache = createPageCache({ rules: STATIC_RULES });
    const { seen, get } = await serve(cache, nextStatic);
    const url = '/_next/static/chunks/framework-1.js?dpl=a';
    const gz = { headers: { 'accept-encoding': 'gzip, deflate, br' } };
    const first = await get(url, gz);
    const second = await get(url, gz);
    expect(seen).toEqual([`GET ${url}`]);
    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('cache-control')).toBe(FILE['Cache-Control']);
      expect(res.headers.get('content-type')).toBe(FILE['Content-Type']);
      expect(await res.text()).toBe(js);
    }
    expect(second.headers.get('content-length')).toBe(String(zlib.gzipSync(js).length));
    // A browser revalidating (a reload) gets a 304 from memory too.
    expect((await get(url, { headers: { ...gz.headers, 'if-none-match': FILE.ETag } })).status).toBe(304);
    // The query names no other file: made-up ones take no copies of their own.
    for (let i = 0; i < 5; i++) expect(await (await get(`/_next/static/chunks/framework-1.js?junk=${i}`, gz)).text()).toBe(js);
    expect(seen).toHaveLength(1);
    expect(cache.stats().entries).toBe(1);
  });

  it('keeps nothing else: other paths, ranges, POST, answers not immutable or not 200', async () => {
    const cache = createPageCache({ rules: STATIC_RULES });
    const { seen, get, raw } = await serve(cache, (req, res) => {
      if (req.url?.includes('mutable')) res.setHeader('Cache-Control', 'public, max-age=0');
      if (req.url?.includes('missing')) res.statusCode = 404;
      if (!req.url?.includes('mutable')) for (const [k, v] of Object.entries(FILE)) res.setHeader(k, v);
      res.end(js);
    });
    for (let i = 0; i < 2; i++) {
      // Spellings of a file the build never links: each would take a copy of its own.
      for (const odd of ['/_next/static/chunks/%61.js', '/_next/static/chunks/../a.js', '/_next/static//chunks/a.js', '/_next/static/./chunks/a.js']) await raw(odd);
      await get('/news/1.html');
      await get('/logo.webp');
      await get('/_next/image?url=%2Fa.png&w=64&q=75');
      await get('/_next/static/chunks/a.js', { headers: { range: 'bytes=0-9' } });
      await get('/_next/static/chunks/b.js', { method: 'POST', body: 'x' });
      await get('/_next/static/chunks/mutable.js');
      await get('/_next/static/chunks/missing.js');
    }
    expect(seen).toHaveLength(22);
    expect(cache.stats().entries).toBe(0);
    // A dynamic route's chunk, as Next links it (`[id]` escaped), is a file like any other.
    await get('/_next/static/chunks/pages/news/%5Bid%5D-1.js');
    await get('/_next/static/chunks/pages/news/%5Bid%5D-1.js');
    expect(seen).toHaveLength(23);
  });
});
