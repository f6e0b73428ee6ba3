// @vitest-environment node
// server/front/site-server.ts on a real port with a stand-in for Next: the render queue under a
// burst of uncached renders (a crawler), health, metrics and the access log.
import http from 'node:http';
import { Writable } from 'node:stream';
import { createAccessLog } from '@/server/observability/access-log.ts';
import { createSiteServer, kindOf } from '@/server/front/site-server.ts';
import { startUpstreamStub } from '@/scripts/bench/upstream-stub.ts';
import { rawRequest } from '../../support/raw-http';
import { closeServer, listenLocal } from '../../support/local-server';

const SEC = ['x-frame-options', 'DENY', 'x-content-type-options', 'nosniff'];

describe('kindOf', () => {
  it('sorts requests into internal, gateway, api, static and page', () => {
    expect(kindOf('/api/health')).toBe('internal');
    expect(kindOf('/api/metrics')).toBe('internal');
    expect(kindOf('/api/gw/a?b')).toBe('gateway');
    expect(kindOf('/api/gw?x')).toBe('gateway');
    expect(kindOf('/api/revalidate')).toBe('api');
    expect(kindOf('/_next/static/chunks/a.js')).toBe('static');
    expect(kindOf('/robots.txt')).toBe('static');
    expect(kindOf('/images/a.png?x=1')).toBe('static');
    expect(kindOf('/news/10001.html')).toBe('page');
    expect(kindOf('/_next/data/abc/news/1.json')).toBe('page');
    expect(kindOf('/yxxz?sort=1')).toBe('page');
  });
});

describe('site server', () => {
  let server: http.Server;
  let base = '';
  let stub: Awaited<ReturnType<typeof startUpstreamStub>>;
  const lines: string[] = [];
  let renders = 0;
  // Uncached renders hold until the test lets them end, so what is "not behind a render" is an order
  // of events, not a stopwatch reading on a busy machine.
  const held: (() => void)[] = [];

  beforeAll(async () => {
    stub = await startUpstreamStub();
    const destination = new Writable({ write(c, _e, cb) { lines.push(String(c)); cb(); } });
    const site = createSiteServer({
      env: { API_ORIGIN: stub.url, RENDER_CONCURRENCY: '2', RENDER_QUEUE: '2', METRICS_TOKEN: 'tok' },
      securityHeaders: SEC,
      accessLog: createAccessLog({ destination }),
      handleNext: (req, res) => new Promise<void>((resolve) => {
        renders += 1;
        const cached = req.url!.startsWith('/cached');
        const end = () => {
          res.setHeader('cache-control', cached ? 's-maxage=60' : 'private, no-cache');
          res.setHeader('content-type', 'text/html');
          res.end(`<p>${req.url}</p>`);
          resolve();
        };
        if (cached) setImmediate(end);
        else held.push(end);
      }),
    });
    server = http.createServer(site.handle);
    base = await listenLocal(server);
  });
  afterAll(async () => {
    await closeServer(server, { now: true });
    await stub.close();
  });

  it('bounds uncached renders: a burst beyond concurrency + queue gets a fast 503 with Retry-After; cached pages and the gateway do not wait', async () => {
    expect((await rawRequest(`${base}/cached/a`)).status).toBe(200); // stored by the page cache
    renders = 0;
    const answered: { status: number, headers: Record<string, string | string[] | undefined> }[] = [];
    const burst = Array.from({ length: 8 }, (_, i) => rawRequest(`${base}/render/${i}`).then((r) => {
      answered.push(r);
      return r;
    }));
    // 2 render, 2 wait in the queue, 4 are refused at once — while no render has ended.
    await vi.waitFor(() => {
      expect(renders).toBe(2);
      expect(answered).toHaveLength(4);
    }, { timeout: 10_000, interval: 20 });
    for (const r of answered) {
      expect(r.status).toBe(503);
      expect(r.headers['retry-after']).toBe('5');
      expect(r.headers['x-frame-options']).toBe('DENY');
    }
    // A cached page, the gateway and health are answered while both renders still hold.
    const [cached, gw, health] = await Promise.all([rawRequest(`${base}/cached/a`), rawRequest(`${base}/api/gw/nn-assist/x`), rawRequest(`${base}/api/health`)]);
    expect([cached.status, gw.status, health.status]).toEqual([200, 200, 200]);
    expect(held).toHaveLength(2);
    expect(answered).toHaveLength(4);

    // The queued two start only when the first two end.
    held.splice(0).forEach((end) => end());
    await vi.waitFor(() => expect(held).toHaveLength(2), { timeout: 10_000, interval: 20 });
    expect(renders).toBe(4);
    held.splice(0).forEach((end) => end());
    const results = await Promise.all(burst);
    expect(results.filter((r) => r.status === 200)).toHaveLength(4);
    expect(results.filter((r) => r.status === 503)).toHaveLength(4);
    expect(renders).toBe(4);
  });

  it('health reports the upstream; metrics need the bearer token', async () => {
    const h = await rawRequest(`${base}/api/health`);
    expect(JSON.parse(h.body)).toMatchObject({ status: 'ok', upstream: 'ok' });
    expect(h.headers['x-frame-options']).toBe('DENY');
    expect((await rawRequest(`${base}/api/metrics`)).status).toBe(401);
    const m = await rawRequest(`${base}/api/metrics`, { headers: { authorization: 'Bearer tok' } });
    expect(m.status).toBe(200);
    expect(m.body).toMatch(/nn_http_requests_total\{kind="page",code="5xx"\} 4/);
    expect(m.body).toMatch(/nn_page_cache_hits_total [1-9]/);
    expect(m.body).toMatch(/nn_render_queue_rejected_total 4/);
  });

  it('logs one line per request with the page cache verdict and upstream ms, masked', async () => {
    lines.length = 0;
    await rawRequest(`${base}/cached/a`);
    await rawRequest(`${base}/api/gw/u-nnpc/x?telNum=13800138000&token=${'f'.repeat(32)}`);
    // Written asynchronously: wait for both lines, not a fixed 20 ms (a busy machine).
    await vi.waitFor(() => expect(lines).toHaveLength(2), { timeout: 5000 });
    const parsed = lines.map((l) => JSON.parse(l));
    expect(parsed[0]).toMatchObject({ method: 'GET', path: '/cached/a', status: 200, cache: 'HIT', kind: 'page' });
    expect(parsed[1]).toMatchObject({ path: '/api/gw/u-nnpc/x?telNum=138****8000&token=***', status: 200, kind: 'gateway' });
    expect(typeof parsed[1].upstreamMs).toBe('number');
    expect(lines.join('')).not.toMatch(/13800138000|ffffffffffff/);
  });
});

describe('pages served from the build HTML skip the render queue', () => {
  it('answers a static page under a burst that would fill the queue, while a render burst is refused', async () => {
    const site = createSiteServer({
      env: { RENDER_CONCURRENCY: '1', RENDER_QUEUE: '0', ACCESS_LOG: 'off', SANDBOX: 'on' },
      staticPages: new Set(['/about']),
      accessLog: createAccessLog({ enabled: false }),
      handleNext: (req, res) => new Promise<void>((resolve) => setTimeout(() => {
        res.end(req.url);
        resolve();
      }, 100)),
    });
    const server = http.createServer(site.handle);
    const url = await listenLocal(server);
    try {
      const about = await Promise.all(Array.from({ length: 5 }, () => rawRequest(`${url}/about?x=1`)));
      expect(about.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      const renders = await Promise.all(Array.from({ length: 3 }, (_, i) => rawRequest(`${url}/render/${i}`)));
      expect(renders.map((r) => r.status).sort()).toEqual([200, 503, 503]);
    } finally {
      await closeServer(server, { now: true });
    }
  });

  it('reads them from pages-manifest.json', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { staticPagesFromBuild } = await import('@/server/front/site-server.ts');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-'));
    fs.mkdirSync(path.join(dir, '.next/server'), { recursive: true });
    fs.writeFileSync(path.join(dir, '.next/server/pages-manifest.json'), JSON.stringify({ '/about': 'pages/about.html', '/news/[id]': 'pages/news/[id].js', '/x/[y]': 'pages/x/[y].html', '/yxxz': 'pages/yxxz.js' }));
    expect([...staticPagesFromBuild(dir)]).toEqual(['/about']);
    expect(staticPagesFromBuild('/nonexistent').size).toBe(0);
  });
});

describe("site server: the build's static files", () => {
  it('are compressed by Next once, then answered from memory with the security headers and their own request id', async () => {
    let reached = 0;
    const lines: string[] = [];
    const site = createSiteServer({
      env: { API_ORIGIN: 'http://127.0.0.1:9' },
      securityHeaders: SEC,
      accessLog: createAccessLog({ destination: new Writable({ write(c, _e, cb) { lines.push(String(c)); cb(); } }) }),
      handleNext: async (req, res) => {
        reached += 1;
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        res.setHeader('content-type', 'application/javascript; charset=UTF-8');
        res.end(`/* ${req.url} */`);
      },
    });
    const server = http.createServer(site.handle);
    const base = await listenLocal(server);
    try {
      const url = `${base}/_next/static/chunks/main-1.js`;
      const [a, b] = [await rawRequest(url), await rawRequest(url)];
      expect(reached).toBe(1);
      for (const r of [a, b]) {
        expect(r.status).toBe(200);
        expect(r.body).toBe('/* /_next/static/chunks/main-1.js */');
        expect(r.headers['x-frame-options']).toBe('DENY');
      }
      expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
      // The access log tells a compression from a copy, as it does for pages.
      await new Promise((r) => setImmediate(r));
      expect(lines.map((l) => (JSON.parse(l) as { cache?: string }).cache)).toEqual(['MISS', 'HIT']);
      // Files of public/ are Next's to answer (max-age=0) every time.
      await rawRequest(`${base}/robots.txt`);
      await rawRequest(`${base}/robots.txt`);
      expect(reached).toBe(3);
    } finally {
      await closeServer(server, { now: true });
    }
  });
});
