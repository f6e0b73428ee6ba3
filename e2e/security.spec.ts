import type { APIRequestContext, APIResponse } from '@playwright/test';
import { securityHeaders } from '../lib/security-headers';
import { rawTarget } from '../tests/support/raw-target';
import { expect, test } from './fixtures';
import type { SandboxClient } from './support/sandbox';

/**
 * ARCHITECTURE §5: the security headers on every kind of response the site gives, and no
 * X-Powered-By. One row per kind of response — a new page type or route is one line here.
 * (e2e/smoke.spec.ts checks the same on the first four kinds; this is the full table.)
 */
type Ctx = { request: APIRequestContext; sandbox: SandboxClient };
type Kind = {
  name: string;
  status: number;
  /** Path to GET, or a function that makes the call itself. */
  call: string | ((ctx: Ctx) => Promise<APIResponse>);
};

/** The first `/_next/static/…` asset the home HTML references, fetched. */
async function staticAsset({ request }: Ctx, ext: 'js' | 'css') {
  const html = await (await request.get('/')).text();
  const asset = html.match(new RegExp(`/_next/static/[^"'\\s]+\\.${ext}`))?.[0];
  expect(asset, `the home page references a /_next/static .${ext} file`).toBeTruthy();
  return request.get(asset!);
}

/** The Next data route of an ISR page (what client-side navigation fetches). */
async function nextData({ request }: Ctx, article = '10001') {
  const html = await (await request.get('/')).text();
  const buildId = /"buildId":"([^"]+)"/.exec(html)?.[1];
  expect(buildId, 'buildId in __NEXT_DATA__').toBeTruthy();
  return request.get(`/_next/data/${buildId}/news/${article}.json`);
}

const RESPONSE_KINDS: readonly Kind[] = [
  { name: 'home page (ISR)', status: 200, call: '/' },
  { name: 'static page', status: 200, call: '/nnpay' },
  { name: 'ISR article, prerendered', status: 200, call: '/news/10001.html' },
  { name: 'ISR article rendered on demand (fallback: blocking)', status: 200, call: '/news/10016.html' },
  { name: 'SSR list', status: 200, call: '/news.html' },
  { name: 'SSR search', status: 200, call: `/content/search?keyword=${encodeURIComponent('加速')}` },
  { name: 'permanent redirect', status: 308, call: '/news/details?id=10001' },
  { name: '404 page', status: 404, call: '/no-such-page-e2e-security' },
  { name: 'error page (backend down, page not yet rendered)', status: 500, call: async ({ request, sandbox }) => {
    await sandbox.fault({ path: '/nn-assist/article/detail', status: 500 });
    try {
      return await request.get('/news/10033.html');
    } finally {
      await sandbox.clearFaults();
    }
  } },
  { name: '/_next/static JS', status: 200, call: (ctx) => staticAsset(ctx, 'js') },
  { name: '/_next/static CSS', status: 200, call: (ctx) => staticAsset(ctx, 'css') },
  { name: '/_next/data JSON', status: 200, call: nextData },
  { name: 'public file', status: 200, call: '/robots.txt' },
  { name: 'service worker', status: 200, call: '/sw.js' },
  { name: 'HEAD of a page', status: 200, call: ({ request }) => request.head('/news/10001.html') },
  { name: 'page answered by the server’s page cache', status: 200, call: async ({ request }) => {
    // Stored once Next answers HIT or MISS (a STALE copy is being regenerated and is not kept).
    let res = await request.get('/gl/20001.html');
    await expect.poll(async () => (res = await request.get('/gl/20001.html')).headers()['age'], {
      message: 'an Age header: the copy came from the page cache',
    }).toMatch(/^\d+$/);
    return res;
  } },
  { name: '304 from the page cache', status: 304, call: async ({ request }) => {
    await expect.poll(async () => (await request.get('/gl/20002.html')).headers()['age']).toMatch(/^\d+$/);
    const etag = (await request.get('/gl/20002.html')).headers()['etag'];
    return request.get('/gl/20002.html', { headers: { 'if-none-match': etag } });
  } },
  { name: 'gateway GET', status: 200, call: '/api/gw/nn-assist/article/detail?id=10001' },
  { name: 'gateway POST', status: 200, call: ({ request }) => request.post('/api/gw/nn-assist/article/service/page', { data: { type: 'news', pageNo: 1, pageSize: 2 } }) },
  { name: 'gateway unknown API', status: 404, call: '/api/gw/no/such/api' },
  { name: 'gateway 502 from the backend', status: 502, call: async ({ request, sandbox }) => {
    await sandbox.fault({ path: '/nn-assist/article/detail', status: 502, times: 1 });
    return request.get('/api/gw/nn-assist/article/detail?id=10001');
  } },
  { name: 'image optimizer refusing a host', status: 400, call: `/_next/image?url=${encodeURIComponent('https://evil.example/a.png')}&w=64&q=75` },
  // Malformed percent-encodings: Next's own 400 page, and the gateway's 400 envelope.
  { name: '400 for a malformed article URL', status: 400, call: '/news/%E0%A4%A.html' },
  { name: '400 for a malformed game URL', status: 400, call: '/yxxz/pc/%E0%A4%A.html' },
  { name: '400 from the gateway (malformed API path)', status: 400, call: '/api/gw/%' },
  { name: '400 for a malformed /_next/data URL', status: 400, call: (ctx) => nextData(ctx, '%E0%A4%A') },
  { name: '405 from the gateway (TRACE)', status: 405, call: ({ request }) => request.fetch('/api/gw/nn-assist/banner/list', { method: 'TRACE' }) },
  { name: '413 from the gateway (body over 1 MB)', status: 413, call: ({ request }) => request.post('/api/gw/u-nnpc/registerLogin', { data: 'x'.repeat(1024 * 1024 + 1), headers: { 'content-type': 'application/json' } }) },
  { name: 'health', status: 200, call: '/api/health' },
];

const expected = securityHeaders(false);

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test.describe('security headers on every kind of response (ARCHITECTURE §5)', () => {
  for (const kind of RESPONSE_KINDS) {
    test(kind.name, async ({ request, sandbox }) => {
      const res = typeof kind.call === 'string' ? await request.get(kind.call, { maxRedirects: 0 }) : await kind.call({ request, sandbox });
      expect(res.status(), `${kind.name}: ${res.url()}`).toBe(kind.status);
      const headers = res.headers();
      for (const { key, value } of expected) expect(headers[key.toLowerCase()], key).toBe(value);
      // The policy itself, not only "equal to what lib/security-headers says".
      const csp = headers['content-security-policy'] ?? '';
      for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) {
        expect(csp.split(/;\s*/), directive).toContain(directive);
      }
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{8,}/);
      expect(headers['permissions-policy']).toBeTruthy();
      expect(headers['x-powered-by']).toBeUndefined();
    });
  }
});

test.describe('image optimizer accepts no outside host', () => {
  for (const url of ['https://evil.example/a.png', 'http://127.0.0.1:1/a.png', '//evil.example/a.png', 'https://www.nn.com.evil.example/a.png']) {
    test(`refuses ${url}`, async ({ request }) => {
      const res = await request.get(`/_next/image?url=${encodeURIComponent(url)}&w=64&q=75`);
      expect(res.status()).toBe(400);
      expect(res.headers()['content-type'] ?? '').not.toMatch(/^image\//);
    });
  }
});

test.describe('the production server holds against hostile input (sandbox mode)', () => {
  test('every page says the sandbox answers, visibly', async ({ page }) => {
    test.slow(); // three page loads
    for (const path of ['/', '/news.html', '/nnpay']) {
      await page.goto(path);
      await expect(page.getByTestId('sandbox-notice'), path).toBeVisible();
      await expect(page.getByTestId('sandbox-notice'), path).toContainText('演示环境');
    }
  });

  for (const viewport of [{ width: 1366, height: 768 }, { width: 390, height: 844 }, { width: 320, height: 640 }]) test(`the sandbox line moves nothing at ${viewport.width}×${viewport.height}: it appears after load without a layout shift, and no control is left under it`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!e.hadRecentInput) (window as unknown as { __shift: number }).__shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/news.html');
    const banner = page.getByRole('banner');
    const before = (await banner.boundingBox())!.y;
    const notice = page.getByTestId('sandbox-notice');
    await expect(notice).toBeVisible();
    await page.waitForTimeout(300);
    expect((await banner.boundingBox())!.y).toBe(before);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);
    // The page's end is still reachable above it, and the service button sits above it. The footer
    // is rendered only near the viewport (content-visibility: auto) and then takes its real height:
    // to the end, then to the new end, as a visitor flicking down twice.
    for (let i = 0; i < 2; i += 1) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    }
    const line = (await notice.boundingBox())!;
    const footerEnd = await page.locator('footer').evaluate((f) => f.getBoundingClientRect().bottom);
    expect(footerEnd).toBeLessThanOrEqual(line.y + 1);
    const service = page.getByRole('button', { name: /在线客服/ });
    if (await service.isVisible()) expect((await service.boundingBox())!.y + (await service.boundingBox())!.height).toBeLessThanOrEqual(line.y);
  });

  test('walks out of the gateway and non-origin-form targets get a 400 from the server at once', async ({ baseURL }) => {
    for (const [method, target] of [
      ['GET', '/api/gw/x/%2e%2e/__sandbox/settings'], ['GET', '/api/gw/x/..%5c__sandbox/settings'], ['GET', '/api/gw//__sandbox/settings'],
      ['GET', '*'], ['OPTIONS', '*'], ['GET', 'http://evil.example/'],
    ]) {
      const r = await rawTarget(baseURL!, target, { method, timeoutMs: 3000 });
      expect(r.status, `${method} ${target}`).toBe(400);
      expect(r.body, `${method} ${target}`).not.toContain('captcha');
    }
  });
});
