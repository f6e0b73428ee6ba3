// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CRAWL_BUDGET, runCrawl, runCrawlProcess } from '../../scripts/crawl.ts';

/** A small site: a finite part, a broken link, an off-site link, and (when asked) an endless trap. */
function site(withTrap: boolean, { busyOnce = [] as string[] } = {}) {
  const busy = new Set(busyOnce);
  const page = (links: string[]) => `<!DOCTYPE html><html><body>${links.map((l) => `<a href="${l}">x</a>`).join('')}</body></html>`;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const html = (body: string) => res.writeHead(200, { 'content-type': 'text/html' }).end(body);
    // The render queue's answer when it is full: 503, come back later.
    if (busy.delete(url.pathname)) return res.writeHead(503, { 'retry-after': '1', 'content-type': 'text/plain' }).end('busy');
    if (url.pathname === '/') return html(page(['/a', '/b', '/missing', 'https://example.invalid/off-site', ...(withTrap ? ['/trap?n=1'] : [])]));
    if (url.pathname === '/a') return html(page(['/', '/b', '/a#top']));
    if (url.pathname === '/b') return html(page(['/a']));
    if (url.pathname === '/trap') return html(page([`/trap?n=${Number(url.searchParams.get('n')) + 1}`, `/trap?n=${Number(url.searchParams.get('n')) + 2}`]));
    res.writeHead(404, { 'content-type': 'text/html' }).end('<!DOCTYPE html><title>404</title>');
  });
  return new Promise<{ baseUrl: string; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ baseUrl: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

describe('scripts/crawl.ts runCrawl', () => {
  it('the bench\'s budget: 3 minutes, 2,000 unique URLs', () => {
    expect(CRAWL_BUDGET).toEqual({ timeLimitMs: 180_000, maxUrls: 2_000 });
  });

  it('crawls same-site links from /, reports broken ones with their parent, never fetches off-site links', async () => {
    const s = await site(false);
    try {
      const r = await runCrawl({ baseUrl: s.baseUrl, concurrency: 4 });
      expect(r.uniqueUrls).toBe(4); // /, /a, /b, /missing (the #top fragment is /a)
      expect(r.broken).toEqual([{ url: `${s.baseUrl}/missing`, status: 404, parent: `${s.baseUrl}/` }]);
      expect(r.offSiteSkipped).toBe(1);
      expect(r.truncated).toBe(false);
      expect(r.withinBudget).toBe(false); // a broken link breaks the budget
    } finally {
      await s.close();
    }
  });

  it('a crawl trap stops at maxUrls (truncated) instead of running on', async () => {
    const s = await site(true);
    try {
      const r = await runCrawl({ baseUrl: s.baseUrl, maxUrls: 30 });
      expect(r.uniqueUrls).toBe(30);
      expect(r.truncated).toBe('maxUrls');
      expect(r.withinBudget).toBe(false);
    } finally {
      await s.close();
    }
  });

  it('and at the time limit', async () => {
    const s = await site(true);
    try {
      const r = await runCrawl({ baseUrl: s.baseUrl, timeLimitMs: 1 });
      expect(r.truncated).toBe('timeLimit');
      expect(r.seconds).toBeLessThan(10);
    } finally {
      await s.close();
    }
  });

  it('runCrawlProcess: the same crawl in a process of its own (the bench probes latency beside it), its result handed back', async () => {
    const s = await site(false);
    try {
      const r = await runCrawlProcess({ baseUrl: s.baseUrl, concurrency: 4 });
      expect(r.uniqueUrls).toBe(4);
      expect(r.broken).toEqual([{ url: `${s.baseUrl}/missing`, status: 404, parent: `${s.baseUrl}/` }]);
      expect(r.budget).toEqual(CRAWL_BUDGET);
      const capped = await runCrawlProcess({ baseUrl: s.baseUrl, maxUrls: 2 });
      expect(capped.truncated).toBe('maxUrls');
    } finally {
      await s.close();
    }
  }, 30_000); // two crawl processes, each starting Node and linkinator (~3 s apiece on a loaded 2-core box)

  it('a link answered 503 once is retried, not counted broken, and the crawl process still gives its result', async () => {
    const s = await site(false, { busyOnce: ['/a', '/b'] });
    try {
      const r = await runCrawlProcess({ baseUrl: s.baseUrl, concurrency: 4 });
      expect(r.uniqueUrls).toBe(4);
      expect(r.broken.map((b) => b.url)).toEqual([`${s.baseUrl}/missing`]);
    } finally {
      await s.close();
    }
  }, 30_000);

  it('runCrawlProcess rejects when the process gives no result', async () => {
    await expect(runCrawlProcess({ baseUrl: 'not a url' })).rejects.toThrow(/without a result/);
  });
});
