import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A returning visitor: one browser, page after page. Next prefetches a page's data
 * (`/_next/data/<build>/index.json`, …) when the pointer rests on its link (the site's links
 * prefetch on hover and touch, not in view: components/ui/link.tsx), so from the second page on the
 * browser holds a copy. Next's ISR Cache-Control (`s-maxage=60, stale-while-revalidate=<a year>`)
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
    // The pointer leaves the header first: the logo of the next page must see it arrive.
    await page.mouse.move(600, 700);
    await page.goto(path, { waitUntil: 'load' });
    const prefetched = page.waitForResponse((r) => r.url().includes('/index.json'));
    await page.getByRole('link', { name: 'NN加速器 首页' }).hover();
    await prefetched;
    // Quiet within 5 s, or the assertion names what is still open.
    await expect.poll(() => [...pending.values()], { message: `requests of ${path} still open`, timeout: 5000 }).toEqual([]);
  }
  // Hovering did prefetch data, and no answer lets the browser reuse it stale.
  expect(dataCacheControl.size).toBeGreaterThan(0);
  expect([...dataCacheControl].filter((cc) => /stale-while-revalidate/i.test(cc))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('links prefetch on intent: nothing for the links in view, the data of a section once the pointer rests on it', async ({ page }) => {
  const data: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/_next/data/')) data.push(new URL(r.url()).pathname.replace(/^\/_next\/data\/[^/]+/, ''));
  });
  await page.goto('/', { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // The header shows six sections: with next/link's default every page fetched five of them here.
  expect(data).toEqual([]);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '资讯攻略' }).hover();
  await expect.poll(() => data).toEqual(['/news.json']);
});
