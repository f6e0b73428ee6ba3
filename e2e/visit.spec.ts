import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A returning visitor: one browser, page after page. Next prefetches the data of the links in view
 * (`/_next/data/<build>/index.json`, `helpCenter.json`, …) on every page, so from the second page on
 * the browser holds a copy. Next's ISR Cache-Control (`s-maxage=60, stale-while-revalidate=<a year>`)
 * let the browser answer those fetches from that stale copy and revalidate in the background; those
 * background requests never report an end (pending until the page is left), so a shared context never
 * reached `networkidle`, and after a publish a client navigation showed the old content. The page
 * cache now gives browsers the answer without `stale-while-revalidate` (server/front/page-cache.ts
 * browserCacheControl): every request a page makes finishes.
 */
const VISITS = ['/about/index.html', '/gl.html', '/news.html', '/sem.html', '/zt/all.html', '/news/10001.html'];

test('a returning visitor: every request of pages visited one after another in one browser finishes', async ({ page, context, consoleErrors }) => {
  const pending = new Map<Request, string>();
  const settled = (r: Request) => pending.delete(r);
  context.on('request', (r) => pending.set(r, `${r.resourceType()} ${r.url()}`));
  context.on('requestfinished', settled);
  context.on('requestfailed', settled);
  const dataCacheControl = new Set<string>();
  context.on('response', (res) => {
    if (res.url().includes('/_next/data/')) dataCacheControl.add(res.headers()['cache-control'] ?? '(none)');
  });
  for (const path of VISITS) {
    await page.goto(path, { waitUntil: 'load' });
    // Quiet within 5 s, or the assertion below names what is still open.
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
    expect([...pending.values()], `requests of ${path} still open`).toEqual([]);
  }
  // The pages did prefetch data, and no answer lets the browser reuse it stale.
  expect(dataCacheControl.size).toBeGreaterThan(0);
  expect([...dataCacheControl].filter((cc) => /stale-while-revalidate/i.test(cc))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
