import fs from 'node:fs';
import path from 'node:path';
import type { APIResponse, Page } from '@playwright/test';
import { AFTER_PAINT_ATTR, AFTER_PAINT_FILE } from '../lib/after-paint';
import { COMPILE_HINT } from '../lib/compile-hints';
import { securityHeaders } from '../lib/security-headers';
import { expect, test } from './fixtures';

// The production headers of ARCHITECTURE §5 (`next start` runs with NODE_ENV=production).
const expected = securityHeaders(false);

function expectSecurityHeaders(res: APIResponse, what: string) {
  const headers = res.headers();
  for (const { key, value } of expected) {
    expect(headers[key.toLowerCase()], `${key} on ${what}`).toBe(value);
  }
  expect(headers['x-frame-options'], `X-Frame-Options on ${what}`).toBe('DENY');
  expect(headers['x-content-type-options'], `nosniff on ${what}`).toBe('nosniff');
  expect(headers['content-security-policy'], `CSP on ${what}`).toContain("script-src 'self'");
  expect(headers['x-powered-by'], `X-Powered-By on ${what}`).toBeUndefined();
}

test.describe('smoke', () => {
  test('home answers 200 in Chinese with the security headers', async ({ request }) => {
    const res = await request.get('/');
    expect(res.status()).toBe(200);
    expect(await res.text()).toMatch(/<html[^>]*\blang="zh-CN"/);
    expectSecurityHeaders(res, 'the home page');
  });

  test("the home HTML has no inline script that CSP script-src 'self' would block", async ({ request }) => {
    const html = await (await request.get('/')).text();
    // Executable inline scripts: no src and no data type (__NEXT_DATA__ is application/json).
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attrs, body]) => !/\bsrc=/.test(attrs) && !/type="application\/(?:ld\+)?json"/.test(attrs) && body.trim())
      .map(([, , body]) => body.slice(0, 120));
    // Turbopack's chunk-group bootstrap (`globalThis.TURBOPACK.push(...)`) is one; without it
    // the page never hydrates. `experimental.turbopackSharedRuntime: false` stops the inlining.
    expect(inline).toEqual([]);
  });

  test('a /_next/static asset has the security headers', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = html.match(/\/_next\/static\/[^"'\s]+\.(?:js|css)/)?.[0];
    expect(asset, 'the home page references a /_next/static asset').toBeTruthy();
    const res = await request.get(asset!);
    expect(res.status()).toBe(200);
    expectSecurityHeaders(res, asset!);
  });

  test('the gateway has the security headers', async ({ request }) => {
    const res = await request.get('/api/gw/__sandbox/events');
    expect(res.status()).toBe(200);
    expectSecurityHeaders(res, '/api/gw/__sandbox/events');
  });

  test('a missing page is a 404 with the security headers', async ({ request }) => {
    const res = await request.get('/no-such-page-e2e-smoke');
    expect(res.status()).toBe(404);
    expectSecurityHeaders(res, 'a 404');
  });

  test('home renders in the browser without console errors', async ({ page, consoleErrors }) => {
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
  });
});

test('no browser chunk carries the sandbox or the gateway', () => {
  const root = path.join(process.env.NEXT_DIST_DIR || '.next', 'static');
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (p.endsWith('.js')) files.push(p);
    }
  };
  walk(root);
  expect(files.length).toBeGreaterThan(5);
  const leaks = files.filter((f) => /API_ORIGIN 未设置|接口不存在|验证码发送过于频繁/.test(fs.readFileSync(f, 'utf8')));
  expect(leaks).toEqual([]);
});

test("the browser build's react-dom/client is lib/hydrate-in-transition.ts: Next's hydrateRoot call runs in a transition", () => {
  const chunks = path.join(process.env.NEXT_DIST_DIR || '.next', 'static', 'chunks');
  const main = fs.readdirSync(chunks).filter((f) => /^main-.*\.js$/.test(f));
  expect(main).toHaveLength(1);
  const code = fs.readFileSync(path.join(chunks, main[0]), 'utf8');
  // Next's own call site, and the shim's body around React's hydrateRoot (minified).
  expect(code).toMatch(/\.default\.hydrateRoot\(/);
  expect(code).toMatch(/startTransition\)\(\(\)=>\{\w+=\w+\.hydrateRoot\(\.\.\.\w+\)\}\)/);
});

test("every page's first-load scripts carry V8's compile hint; scripts loaded later do not", () => {
  const dist = process.env.NEXT_DIST_DIR || '.next';
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'build-manifest.json'), 'utf8')) as {
    pages: Record<string, string[]>;
    polyfillFiles: string[];
  };
  const firstLoad = new Set(Object.values(manifest.pages).flat().filter((f) => f.endsWith('.js')));
  // Next copies the polyfills in as a file of its own (nomodule: a modern browser never loads it).
  const polyfills = new Set(manifest.polyfillFiles);
  const starts = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8').slice(0, COMPILE_HINT.length);
  expect(firstLoad.size).toBeGreaterThan(10);
  expect([...firstLoad].filter((f) => starts(f) !== COMPILE_HINT)).toEqual([]);
  const later = fs
    .readdirSync(path.join(dist, 'static', 'chunks'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `static/chunks/${f}`)
    .filter((f) => !firstLoad.has(f) && !polyfills.has(f));
  expect(later.length).toBeGreaterThan(5);
  expect(later.filter((f) => starts(f) === COMPILE_HINT)).toEqual([]);
});

/** Until React has hydrated the page to its last element (React marks each element it hydrates). */
async function untilHydrated(page: Page) {
  await page.waitForFunction(() => {
    const all = document.querySelectorAll('#__next *');
    const last = all[all.length - 1];
    return !!last && Object.keys(last).some((key) => key.startsWith('__reactProps$'));
  });
}

test("a page's first-load scripts start after its first contentful paint, in their order, and the page hydrates", async ({ page, request }) => {
  // The server HTML: the loader is the only script a browser fetches; Next's scripts are inert.
  const html = await (await request.get('/yxxz')).text();
  const fetched = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attrs]) => attrs).filter((attrs) => /(?:^|\s)src=/.test(attrs));
  expect(fetched).toHaveLength(1);
  expect(fetched[0]).toContain(`src="/_next/${AFTER_PAINT_FILE}?dpl=`);
  // async, not defer: a deferred script would run in the task that ends parsing (lib/after-paint.ts)
  expect(fetched[0]).toContain('async=""');
  expect(fetched[0]).not.toContain('defer');
  const inert = [...html.matchAll(new RegExp(`<script type="text/x-after-paint" ${AFTER_PAINT_ATTR}="" data-src="([^"]+)"`, 'g'))].map(([, src]) => src);
  const order = ['webpack-', 'framework-', 'main-', 'pages/_app-', 'pages/yxxz-', '_buildManifest'].map((name) => inert.findIndex((src) => src.includes(name)));
  expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]))).toBe(true);

  await page.goto('/yxxz');
  await untilHydrated(page);
  const t = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const start = (part: string) => performance.getEntriesByType('resource').find((r) => r.name.includes(part))?.startTime ?? NaN;
    return { fcp, framework: start('/chunks/framework-'), main: start('/chunks/main-'), page: start('/chunks/pages/yxxz-') };
  });
  expect(t.fcp).toBeGreaterThan(0);
  for (const at of [t.framework, t.main, t.page]) expect(at).toBeGreaterThanOrEqual(t.fcp);
});

test("the QR encoder is not in an article's first load; it arrives when the header's 下载 opens", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res.text().catch(() => ''));
  });
  const hasEncoder = async () => (await Promise.all(scripts)).some((body) => body.includes('Data too long'));
  await page.goto('/news/10001.html', { waitUntil: 'load' });
  await untilHydrated(page);
  expect(scripts.length).toBeGreaterThan(3);
  expect(await hasEncoder()).toBe(false);
  await page.getByRole('banner').getByRole('button', { name: '下载' }).click();
  await expect(page.getByRole('img', { name: 'Android 版下载二维码' })).toBeVisible();
  expect(await hasEncoder()).toBe(true);
});

/**
 * Every `history.replaceState` a page makes while it loads and hydrates. Next's router makes one when
 * it starts (its own state for the entry); its hydration-time query update (`router.replace(…, { _h: 1 })`)
 * would be a second.
 */
async function replaceStates(page: Page, url: string): Promise<{ replaces: string[]; isReady: boolean; query: unknown }> {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __replaces: string[] }).__replaces = log;
    const replace = history.replaceState.bind(history);
    history.replaceState = (data, unused, to) => {
      log.push(String(to));
      replace(data, unused, to);
    };
  });
  await page.goto(url);
  await untilHydrated(page);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const { router } = (window as unknown as { next: { router: { isReady: boolean; query: unknown } } }).next;
    return { replaces: (window as unknown as { __replaces: string[] }).__replaces, isReady: router.isReady, query: router.query };
  });
}

test('a getStaticProps page opened without a query string is ready at hydration, with no second render to update its query', async ({ page }) => {
  const article = await replaceStates(page, '/news/10001.html');
  expect(article.replaces).toHaveLength(1);
  expect(article.isReady).toBe(true);
  expect(article.query).toEqual({ id: '10001' });
});

test("with a query string Next still reads it into the router after hydration (the list pages' ?page=)", async ({ page }) => {
  const list = await replaceStates(page, '/news?page=2');
  expect(list.replaces).toHaveLength(2);
  expect(list.isReady).toBe(true);
  expect(list.query).toMatchObject({ page: '2' });
});
