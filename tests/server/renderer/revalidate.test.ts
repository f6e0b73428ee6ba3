// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import handler from '@/pages/api/revalidate';
import { authorize, pageOf, parseRevalidateBody } from '@/server/renderer/revalidate';
import { ROUTES } from '../../fixtures/routes';

describe('authorize', () => {
  it('is off without a secret, whatever is sent', () => {
    expect(authorize('Bearer x', undefined)).toBe('unset');
    expect(authorize('Bearer x', '')).toBe('unset');
  });
  it('accepts exactly the bearer secret', () => {
    expect(authorize('Bearer s3cret-value', 's3cret-value')).toBe('ok');
    expect(authorize('bearer s3cret-value', 's3cret-value')).toBe('ok');
    expect(authorize(undefined, 's3cret-value')).toBe('denied');
    expect(authorize('', 's3cret-value')).toBe('denied');
    expect(authorize('s3cret-value', 's3cret-value')).toBe('denied');
    expect(authorize('Basic s3cret-value', 's3cret-value')).toBe('denied');
    expect(authorize('Bearer s3cret-valuE', 's3cret-value')).toBe('denied');
    expect(authorize('Bearer s3cret-value2', 's3cret-value')).toBe('denied');
    expect(authorize('Bearer s3cret', 's3cret-value')).toBe('denied');
    expect(authorize('Bearer ', 's3cret-value')).toBe('denied');
    expect(authorize(['Bearer s3cret-value'], 's3cret-value')).toBe('ok');
  });
});

describe('pageOf', () => {
  it('maps public paths to their page', () => {
    expect(pageOf('/news/10001.html')).toEqual({ page: '/news/10001' });
    expect(pageOf('/news/10001')).toEqual({ page: '/news/10001' });
    expect(pageOf('/news')).toEqual({ page: '/news' });
    expect(pageOf('/news.html')).toEqual({ page: '/news' });
    expect(pageOf('/news?page=2')).toEqual({ page: '/news/list/0/2' });
    expect(pageOf('/news.html?class=3&page=2')).toEqual({ page: '/news/list/3/2' });
    expect(pageOf('/gl?class=7')).toEqual({ page: '/gl/list/7/1' });
    expect(pageOf('/gl/more/101.html')).toEqual({ page: '/gl/more/101' });
    expect(pageOf('/zt/10231.html')).toEqual({ page: '/zt/10231' });
    expect(pageOf('/about/index.html')).toEqual({ page: '/about' });
    expect(pageOf('/command.html')).toEqual({ page: '/command/command' });
    expect(pageOf('/helpCenter/601')).toEqual({ page: '/helpCenter/601' });
    expect(pageOf('/')).toEqual({ page: '/' });
    expect(pageOf('/news/')).toEqual({ page: '/news' });
  });
  it('knows every route of the site', () => {
    for (const { path } of ROUTES) {
      if (path.includes('?') && !/^\/(news|gl)/.test(path)) continue; // a query on a non-list page
      expect(pageOf(path), path).toHaveProperty('page');
    }
  });
  it('refuses what is not a page of this site', () => {
    for (const bad of [
      '', 'news', 'https://evil.example/news', '//evil.example/news', '/nope', '/news/abc.html', '/news/0.html',
      '/news/01.html', '/news/1e3.html', '/api/revalidate', '/api/gw/x', '/_next/static/chunks/a.js', '/404',
      '/news/10001.html?x=1', '/news?page=0', '/news?page=abc', '/news?sort=1', '/news?page=1&page=2',
      '/news/../admin', '/news /1', '/新闻', `/news/${'1'.repeat(600)}`, '/robots.txt',
    ]) {
      expect(pageOf(bad), JSON.stringify(bad)).toHaveProperty('error');
    }
    expect(pageOf(42)).toHaveProperty('error');
    expect(pageOf(null)).toHaveProperty('error');
  });
});

describe('parseRevalidateBody', () => {
  it('accepts 1 to 100 page paths, once each', () => {
    expect(parseRevalidateBody('{"paths":["/news/10001.html","/news","/news/10001.html"]}')).toEqual({
      items: [{ path: '/news/10001.html', page: '/news/10001' }, { path: '/news', page: '/news' }],
    });
    const hundred = Array.from({ length: 100 }, (_, i) => `/news/${i + 1}.html`);
    expect(parseRevalidateBody(JSON.stringify({ paths: hundred }))).toHaveProperty('items');
  });
  it.each([
    ['not JSON', '{"paths":['],
    ['empty body', ''],
    ['an array', '["/news"]'],
    ['null', 'null'],
    ['no paths', '{}'],
    ['extra field', '{"paths":["/news"],"all":true}'],
    ['paths not an array', '{"paths":"/news"}'],
    ['empty paths', '{"paths":[]}'],
    ['101 paths', JSON.stringify({ paths: Array.from({ length: 101 }, (_, i) => `/news/${i + 1}.html`) })],
    ['a number path', '{"paths":[1]}'],
    ['a path that is not a page', '{"paths":["/news","/wp-admin"]}'],
  ])('refuses %s', (_name, raw) => {
    expect(parseRevalidateBody(raw)).toHaveProperty('error');
  });
});

describe('POST /api/revalidate', () => {
  let server: http.Server;
  let base = '';
  const revalidate = vi.fn(async (_page: string) => {});
  const publish = vi.fn(async (_paths: string[]) => ({ via: 'local' as const }));
  const HOOK = Symbol.for('nn.purge');

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      // The helpers Next's API resolver adds.
      const api = Object.assign(res, {
        status: (code: number) => {
          res.statusCode = code;
          return api;
        },
        json: (body: unknown) => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(body));
        },
        revalidate,
      }) as unknown as NextApiResponse;
      void handler(req as NextApiRequest, api);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/revalidate`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  afterEach(() => {
    vi.unstubAllEnvs();
    revalidate.mockReset();
    publish.mockClear();
    delete (globalThis as Record<symbol, unknown>)[HOOK];
  });

  const post = (body: string, auth?: string, method = 'POST') =>
    fetch(base, { method, body: method === 'GET' ? undefined : body, headers: auth ? { authorization: auth } : {} });
  const good = '{"paths":["/news/10001.html","/news"]}';

  it('is 503 while REVALIDATE_SECRET is unset', async () => {
    vi.stubEnv('REVALIDATE_SECRET', '');
    const res = await post(good, 'Bearer anything');
    expect(res.status).toBe(503);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('is 401 for a missing or wrong secret, before reading the body', async () => {
    vi.stubEnv('REVALIDATE_SECRET', 'right-secret');
    for (const auth of [undefined, 'Bearer wrong-secret', 'right-secret', 'Bearer right-secret-and-more']) {
      const res = await post('not even json', auth);
      expect(res.status, String(auth)).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
    }
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('is 405 for another method', async () => {
    vi.stubEnv('REVALIDATE_SECRET', 'right-secret');
    const res = await post('', 'Bearer right-secret', 'GET');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it.each([
    ['bad JSON', '{"paths":'],
    ['more than 100 paths', JSON.stringify({ paths: Array.from({ length: 101 }, (_, i) => `/gl/${i + 1}.html`) })],
    ['a path that is not a page', '{"paths":["/news/10001.html","/etc/passwd"]}'],
    ['no paths', '{"paths":[]}'],
  ])('is 400 for %s, and publishes nothing', async (_name, body) => {
    vi.stubEnv('REVALIDATE_SECRET', 'right-secret');
    (globalThis as Record<symbol, unknown>)[HOOK] = { publish };
    const res = await post(body, 'Bearer right-secret');
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('error');
    expect(revalidate).not.toHaveBeenCalled();
    expect(publish).not.toHaveBeenCalled();
  });

  it('is 413 for a body over 64 KB', async () => {
    vi.stubEnv('REVALIDATE_SECRET', 'right-secret');
    const res = await post(JSON.stringify({ paths: ['/news'], pad: 'x'.repeat(70_000) }), 'Bearer right-secret');
    expect(res.status).toBe(413);
  });

  it('revalidates each page, purges every path on every instance, and reports failures per path', async () => {
    vi.stubEnv('REVALIDATE_SECRET', 'right-secret');
    (globalThis as Record<symbol, unknown>)[HOOK] = { publish };
    revalidate.mockImplementation(async (page: string) => {
      if (page === '/news/list/0/2') throw new Error('Failed to revalidate /news/list/0/2: Invalid response 500');
    });
    const res = await post('{"paths":["/news/10001.html","/news?page=2","/news"]}', 'Bearer right-secret');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      revalidated: ['/news/10001.html', '/news'],
      failed: [{ path: '/news?page=2', reason: 'Failed to revalidate /news/list/0/2: Invalid response 500' }],
    });
    expect(revalidate.mock.calls.map((c) => c[0]).sort()).toEqual(['/news', '/news/10001', '/news/list/0/2']);
    expect(publish).toHaveBeenCalledWith(['/news/10001.html', '/news?page=2', '/news']);
  });
});
