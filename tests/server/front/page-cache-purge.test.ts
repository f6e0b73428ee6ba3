// @vitest-environment node
// Behaviour across files: the page cache's keys and its purge, through a real server (server/front/page-cache.ts pageKeyOf, purge).
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache, pageKeyOf } from '../../../server/front/page-cache.ts';
import { closeServer, listenLocal } from '../../support/local-server';

let server: http.Server | undefined;
afterEach(async () => {
  await closeServer(server);
  server = undefined;
});

describe('pageKeyOf', () => {
  it('maps every public form of a page to one key', () => {
    expect(pageKeyOf('/news/10001.html')).toBe('/news/10001');
    expect(pageKeyOf('/news/10001')).toBe('/news/10001');
    expect(pageKeyOf('/_next/data/b1d/news/10001.json')).toBe('/news/10001');
    expect(pageKeyOf('/news.html?class=3&page=2')).toBe('/news');
    expect(pageKeyOf('/news/?page=2')).toBe('/news');
    expect(pageKeyOf('/about/index.html')).toBe('/about');
    expect(pageKeyOf('/_next/data/b1d/index.json')).toBe('/');
    expect(pageKeyOf('/')).toBe('/');
    expect(pageKeyOf('/sitemap.xml')).toBe('/sitemap.xml');
  });
});

describe('page cache purge', () => {
  it('drops every variant of the purged pages (encodings, queries, .html, data routes, list pages) and nothing else', async () => {
    const cache = createPageCache();
    let served = 0;
    server = http.createServer((req, res) =>
      cache.handle(req, res, () => {
        served += 1;
        res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940');
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(`page ${req.url}`);
      }),
    );
    const base = await listenLocal(server);
    const urls = [
      '/news/10001.html', '/news/10001', '/_next/data/b1d/news/10001.json',
      '/news', '/news.html', '/news?page=2', '/news.html?class=3&page=2', '/news/list/0/2',
      '/news/10002.html', '/gl', '/gl/list/0/2', '/news/100011.html',
    ];
    const encodings = ['gzip, deflate, br', 'identity'];
    const getAll = async () => {
      for (const u of urls) for (const e of encodings) await (await fetch(base + u, { headers: { 'accept-encoding': e } })).text();
    };
    await getAll();
    expect(cache.stats().entries).toBe(urls.length * encodings.length);
    served = 0;
    await getAll();
    expect(served).toBe(0);

    expect(cache.purge(['/news/10001.html', '/news'])).toBe(8 * encodings.length);
    served = 0;
    await getAll();
    expect(served).toBe(8 * encodings.length); // exactly the purged ones went back to Next
    expect(cache.purge(['/zt/1.html'])).toBe(0);
  });
});
