import type { Page } from '@playwright/test';
import { ROUTES } from '../tests/fixtures/routes';
import { expect, test } from './fixtures';
import { axeSummary, axeViolations } from './support/axe';
import { collectConsoleErrors } from './support/console-errors';

/**
 * Every route and .html variant of SPEC §2 answers 200 with its title and no console error; the
 * first route of each title (a `.html` alias renders the same page as its route) is also axe's
 * (wcag2a + wcag2aa, no serious or critical violation, over the whole site) in
 * the same page load — a separate a11y sweep would load every one of these pages again.
 * The pages that are not routes and the dialogs are in a11y.spec.ts.
 */
const SCANNED = new Set(ROUTES.filter((r, i, all) => all.findIndex((o) => o.title === r.title) === i).map((r) => r.path));

/**
 * The route visits share one tab per worker: they only read, so they keep what a visitor walking
 * the site keeps (HTTP cache, compiled scripts). Playwright's reused context (the other specs'
 * `page`) resets and clears the cache between tests: the 78 route rows took 1.9 min on it and
 * 1.2 min on this tab. Console errors are still collected per visit.
 */
const routeTest = test.extend<{ routePage: Page; routeErrors: string[] }, { sharedTab: Page }>({
  sharedTab: [
    async ({ browser }, use, workerInfo) => {
      // A worker's context is made before Playwright applies the config's options to new contexts.
      const { baseURL, locale, timezoneId, serviceWorkers, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, timezoneId, serviceWorkers, reducedMotion });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  routePage: async ({ sharedTab }, use) => use(sharedTab),
  routeErrors: async ({ sharedTab }, use) => {
    const { errors, dispose } = collectConsoleErrors(sharedTab.context());
    await use(errors);
    dispose();
  },
});

for (const route of ROUTES) {
  const scan = SCANNED.has(route.path);
  routeTest(`route ${route.path}${scan ? ' (+ axe)' : ''}`, async ({ routePage: page, routeErrors: consoleErrors }) => {
    const res = await page.goto(route.path, { waitUntil: 'load' });
    expect(res?.status(), route.path).toBe(200);
    await expect(page).toHaveTitle(route.title);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    if (scan) {
      await page.waitForLoadState('networkidle');
      expect(axeSummary(await axeViolations(page))).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  });
}

test('an unknown path is a 404 that counts down and lands on / with its query', async ({ page, consoleErrors }) => {
  const res = await page.goto('/no-such-place?from=baidu&x=1&x=2');
  expect(res?.status()).toBe(404);
  await expect(page.getByText(/未知的领域/)).toBeVisible();
  await expect(page.getByText(/5秒后返回首页|[1-5]秒后返回首页/)).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 8000 });
  const url = new URL(page.url());
  expect(url.searchParams.get('from')).toBe('baidu');
  expect(url.searchParams.getAll('x')).toEqual(['1', '2']);
  // The browser itself logs the document's own 404 status; anything else is a defect.
  expect(consoleErrors.filter((e) => !/status of 404 .*no-such-place/.test(e))).toEqual([]);
});

test('the 404 go-home button leaves at once, keeping the query', async ({ page }) => {
  await page.goto('/missing/deep/path?from=bilibili');
  await page.getByRole('button', { name: '返回首页' }).or(page.getByRole('link', { name: '返回首页' })).first().click();
  await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('from') === 'bilibili', { timeout: 3000 });
});

test('non-numeric and huge ids are 404, not 500', async ({ request }) => {
  for (const path of ['/news/abc.html', '/news/99999999999999999999.html', '/gl/-1.html', '/qmgogo/fooModal']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
  }
});

test('on a mobile user agent a client navigation to /zt/{number} is a full page load', async ({ browser }) => {
  const ctx = await browser.newContext({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  });
  const page = await ctx.newPage();
  await page.goto('/zt/all');
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  // The visitor's tap on the topic's link (a <Link>): also before hydration has finished, which the
  // tap completes first (React hydrates a page at once for a click), so the hook is in place.
  await page.locator('a[href="/zt/10231.html"]').first().click();
  await page.waitForURL('**/zt/10231.html');
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
  await ctx.close();
});
