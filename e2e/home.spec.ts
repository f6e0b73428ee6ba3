import { expect, test } from './fixtures';
import { axeSummary, axeViolations } from './support/axe';
import { interactUntil } from './support/visitor';

const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

test.describe('home', () => {
  test.beforeEach(async ({ sandbox }) => {
    await sandbox.reset();
  });

  test('hero, product, banners, teasers, shelf and membership, without console errors', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'NN加速器' })).toBeVisible();
    await expect(page.locator('#download').getByText('版本 V9.1.3.0')).toBeVisible();
    // The download lookups (the Android QR code) wait for the visitor's first interaction or 4 quiet seconds.
    await interactUntil(page, () => expect(page.getByRole('img', { name: 'Android 版下载二维码' }).first()).toBeVisible({ timeout: 500 }));
    await expect(page.getByRole('heading', { level: 3, name: '开黑语音平台' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '最新资讯' })).toBeVisible();
    const news = page.getByRole('region', { name: '资讯与攻略' }).getByRole('link', { name: /./ });
    expect(await news.evaluateAll((as) => as.map((a) => a.getAttribute('href')).filter((h) => /^\/(news|gl)\/\d+\.html$/.test(h ?? '')).length)).toBeGreaterThanOrEqual(8);
    await expect(page.getByRole('heading', { level: 2, name: '热门加速游戏' })).toBeVisible();
    const shelf = page.getByRole('region', { name: '热门加速游戏' }).getByRole('list').getByRole('link');
    await expect(shelf.first()).toHaveAttribute('href', /^\/yxxz\/(pc|app)\/\d+\.html$/);
    await expect(page.getByRole('link', { name: '立即开通' })).toHaveAttribute('href', '/nnpay');
    await shelf.first().click();
    await expect(page).toHaveURL(/\/yxxz\/(pc|app)\/\d+\.html$/);
    expect(consoleErrors).toEqual([]);
  });

  test('on a phone the lower sections and the footer are left unrendered until the visitor scrolls near them', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: MOBILE_UA });
    const page = await context.newPage();
    await page.goto('/');
    const privacy = page.getByRole('contentinfo').getByRole('link', { name: '隐私政策' });
    const shelfHeading = page.getByRole('heading', { level: 2, name: '热门加速游戏' });
    // Chromium's own answer: inside a block that content-visibility: auto skips (far from the viewport) or not.
    const skipped = (el: typeof privacy) => el.evaluate((node) => !node.checkVisibility({ contentVisibilityAuto: true }));
    expect(await skipped(privacy)).toBe(true);
    expect(await skipped(shelfHeading)).toBe(true);
    await privacy.scrollIntoViewIfNeeded();
    await expect.poll(() => skipped(privacy)).toBe(false);
    await expect(privacy).toBeVisible();
    await context.close();
  });

  test("on Lighthouse's phone (412 px) the skipped footer's text is read against the footer's colour, not the page's", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, userAgent: MOBILE_UA });
    const page = await context.newPage();
    await page.goto('/news/10001.html');
    const privacy = page.getByRole('contentinfo').getByRole('link', { name: '隐私政策' });
    expect(await privacy.evaluate((node) => !node.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
    const contrast = (await axeViolations(page)).filter((v) => v.id === 'color-contrast');
    expect(axeSummary(contrast)).toEqual([]);
    await context.close();
  });

  test('with JavaScript disabled, / shows the download button with a working link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const link = page.locator('#download').getByRole('link', { name: /免费下载 Windows 版/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/api/gw/__sandbox/downloads/NNSetup_9.1.3.0.exe');
    await expect(page.locator('#download').getByText('版本 V9.1.3.0')).toBeVisible();
    await context.close();
  });

  test('mobile: once the lookup says iOS has no release, the iPhone button warns 敬请期待！', async ({ browser, sandbox }) => {
    await sandbox.fault({ path: '/speed/gamemaster/dict/3/app_download/ios', code: 'SYS_ERROR', times: 10 });
    await sandbox.fault({ path: '/nn-version/share/channel', code: 'SYS_ERROR', times: 10 });
    const context = await browser.newContext({ userAgent: MOBILE_UA, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/');
    const hero = page.locator('#download');
    await interactUntil(page, () => expect(hero.getByRole('button', { name: 'App Store 下载' })).toBeVisible({ timeout: 500 }));
    await hero.getByRole('button', { name: 'App Store 下载' }).click();
    await expect(page.getByText('敬请期待！')).toBeVisible();
    await context.close();
  });

  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });
  test('offline after one visit: reloading / shows the cached shell and the offline message', async ({ page, context }) => {
    await page.goto('/');
    // The worker is registered once the visitor interacts (or the page has been quiet for 4 s).
    await interactUntil(page, async () => expect(await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()))).toBe(true));
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    // The page's own assets (loaded before the worker took control) and /offline are cached.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const urls = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.src).filter((u) => u.includes('/_next/static/'));
            const hits = await Promise.all([...urls, `${location.origin}/offline`, `${location.origin}/`].map((u) => caches.match(u)));
            return hits.every(Boolean);
          }),
        { timeout: 15_000 },
      )
      .toBe(true);

    await context.setOffline(true);
    const res = await page.reload();
    expect(res?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'NN加速器' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '当前处于离线状态' })).toBeVisible();

    // A page never visited: the offline page.
    await page.goto('/nnquickstart').catch(() => undefined);
    await expect(page.getByRole('heading', { level: 1, name: '网络已断开' })).toBeVisible();
    await context.setOffline(false);
  });
  });
});
