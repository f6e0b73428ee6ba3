import type { Browser, BrowserContext, Download, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { coinDialog, loginAs, payAtCashier, qr, readQr } from './support/pay';
import { interactUntil } from './support/visitor';

/**
 * The site as its visitors hold it: a 390×844 touch phone and a 1366×768 desktop. Downloads for the
 * device from the server HTML at the first tap, the header's 下载, 个人中心, a phone checkout, the
 * custom N coin amount and the offline page's styles.
 */

// A visitor's defaults: the suite runs with reduced motion (playwright.config.ts), this walk with motion.
test.use({ reducedMotion: 'no-preference' });

const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, acceptDownloads: true } as const;
const DESKTOP = { viewport: { width: 1366, height: 768 }, acceptDownloads: true } as const;
const APP_STORE = /^https:\/\/apps\.apple\.com\//;

async function phone(browser: Browser, userAgent = ANDROID_UA, extra: { javaScriptEnabled?: boolean } = {}): Promise<BrowserContext> {
  return browser.newContext({ ...PHONE, userAgent, ...extra });
}

/** The next download of the page or of a tab it opens. */
function nextDownload(page: Page): Promise<Download> {
  return new Promise<Download>((resolve) => {
    page.context().on('page', (tab) => tab.on('download', resolve));
    page.on('download', resolve);
  });
}

/** The visible links' addresses inside `scope` (the other device's variant is display: none). */
const visibleHrefs = (scope: Locator) => scope.locator('a:visible').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
/** The visible links of the hero's download area. */
const visibleHeroHrefs = (page: Page) => visibleHrefs(page.locator('#download'));
/** A phone's app download: /download/app in the server HTML, the platform's own path or the APK once hydrated. */
const PHONE_APP_HREF = /^\/download\/(app|android)$|\.apk$/;

test.describe('visitor: downloads for the device', () => {
  test.beforeEach(async ({ sandbox }) => {
    await sandbox.reset();
  });

  test('phone, without JavaScript: the server HTML leads with the app, never the .exe; the first tap downloads the APK', async ({ browser }) => {
    const context = await phone(browser, ANDROID_UA, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    expect(await visibleHeroHrefs(page)).toEqual(['/download/app']);
    const downloaded = nextDownload(page);
    await page.locator('#download').getByRole('link', { name: '下载 NN加速器 App' }).tap();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe('nn-android-5.2.0.apk');
    await context.close();
  });

  test('the product pages close with the download for the device: the app on a phone, the Windows client on a computer', async ({ browser }) => {
    for (const [opts, want, never] of [
      [{ ...PHONE, userAgent: ANDROID_UA }, PHONE_APP_HREF, /\.exe$/],
      [DESKTOP, /\.exe$/, /^\/download\/(app|android|ios)$/],
    ] as const) {
      const context = await browser.newContext(opts);
      const page = await context.newPage();
      for (const path of ['/about', '/nnAccelerator', '/nnquickstart', '/old-index']) {
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        const hrefs = await visibleHrefs(page.locator('section[aria-labelledby="download-band"]'));
        expect(hrefs, `${path} at ${opts.viewport.width}`).toContainEqual(expect.stringMatching(want));
        expect(hrefs.filter((h) => never.test(h)), `${path} at ${opts.viewport.width}`).toEqual([]);
      }
      await context.close();
    }
  });

  test('iPhone: the first tap, before anything settles, goes to the App Store', async ({ browser }) => {
    const context = await phone(browser, IPHONE_UA);
    const page = await context.newPage();
    // A visitor taps what is painted, and the first paint waits for the stylesheets; at 'commit' the
    // DOM can be parsed before them, and the desktop variant's .exe link (display: none by the CSS)
    // counted as visible (seen once under npm test). DOMContentLoaded comes after the stylesheets and
    // long before the deferred lookups.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const primary = page.locator('#download').getByRole('link').first();
    await expect(primary).toBeVisible();
    expect((await visibleHeroHrefs(page)).some((h) => h.endsWith('.exe'))).toBe(false);
    // The navigation the tap starts reaches the App Store (through /download/ios's redirect). Read
    // from the request, not the page's final URL: the store is not reachable from the test machine,
    // and Playwright does not route a redirect's next hop (Chromium's headless shell then shows its
    // error page where the full browser happened to take the routed answer).
    const toStore = page.waitForRequest((r) => APP_STORE.test(r.url()) && r.isNavigationRequest(), { timeout: 7_000 });
    await primary.tap();
    await toStore;
    await context.close();
  });

  test('desktop 1366×768: the Windows package first (server HTML), the phone QR codes beside it at once', async ({ browser }) => {
    const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const hrefs = await visibleHeroHrefs(page);
    expect(hrefs).toHaveLength(1);
    expect(hrefs[0]).toMatch(/NNSetup_9\.1\.3\.0\.exe$/);
    await expect(page.getByRole('img', { name: 'iOS 版下载二维码' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Android 版下载二维码' })).toBeVisible();
    await expect(page.getByText('加载中…')).toHaveCount(0);
    const downloaded = nextDownload(page);
    await page.locator('#download').getByRole('link', { name: /免费下载 Windows 版/ }).click();
    expect((await downloaded).suggestedFilename()).toMatch(/\.exe$/);
    await context.close();
  });

  test('phone: no page offers the Windows installer as a link, the footer leads with the app', async ({ browser }) => {
    for (const javaScriptEnabled of [false, true]) {
      const context = await phone(browser, IPHONE_UA, { javaScriptEnabled });
      const page = await context.newPage();
      for (const path of ['/', '/news', '/helpCenter', '/yxxz', '/no-such-page']) {
        await page.goto(path);
        const exe = (await visibleHrefs(page.locator('body'))).filter((h) => /\.exe$/i.test(h));
        expect(exe, `${path} (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`).toEqual([]);
      }
      await page.goto('/news');
      const footer = page.locator('footer');
      await expect(footer.getByRole('link', { name: /下载 NN加速器 App|App Store 下载/ })).toBeVisible();
      await expect(footer.getByRole('link', { name: /免费下载 Windows 版/ })).toBeHidden();
      await context.close();
    }
  });

  test('header 下载 on a phone: tappable store links (no .exe), the first tap downloads the APK', async ({ browser }) => {
    const context = await phone(browser);
    const page = await context.newPage();
    await page.goto('/news');
    await page.getByRole('button', { name: '打开菜单' }).tap();
    await page.getByRole('banner').getByRole('button', { name: '下载' }).tap();
    const panel = page.getByRole('dialog', { name: '下载 NN加速器' });
    const links = panel.locator('a:visible');
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).not.toContainEqual(expect.stringMatching(/\.exe$/));
    await expect(panel.getByRole('button', { name: /发送到电脑/ })).toBeVisible();
    const downloaded = nextDownload(page);
    await panel.getByRole('link', { name: 'Android 手机下载' }).tap();
    expect((await downloaded).suggestedFilename()).toBe('nn-android-5.2.0.apk');
    await context.close();
  });

  test('header 下载 on a desktop: the Windows client and the QR codes', async ({ browser }) => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto('/news');
    await page.getByRole('banner').getByRole('button', { name: '下载' }).click();
    const panel = page.getByRole('dialog', { name: '下载 NN加速器' });
    await expect(panel.getByRole('link', { name: /免费下载 Windows 版/ })).toHaveAttribute('href', /\.exe$/);
    await expect(panel.getByRole('img', { name: 'Android 版下载二维码' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Android 手机下载' })).toBeHidden();
    await context.close();
  });
});

test.describe('visitor: account and checkout', () => {
  test.beforeEach(async ({ sandbox }) => {
    await sandbox.reset();
  });

  test('个人中心 for 13800138000: balance, membership, benefits and dated prizes', async ({ browser, request, sandbox, baseURL }) => {
    const context = await browser.newContext(DESKTOP);
    await loginAs(context, request, sandbox, '13800138000', baseURL!);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: /账号菜单/ }).click();
    await page.getByRole('link', { name: '个人中心' }).click();
    await expect(page).toHaveURL(/\/nn-user\/userCenter$/);
    await expect(page.getByRole('region', { name: 'N币余额' })).toContainText(/1,280 N币（≈ ¥128\.00）/);
    await expect(page.getByRole('region', { name: '会员状态' })).toContainText(/电竞会员|未开通/);
    await expect(page.getByRole('region', { name: '我的权益' }).getByRole('listitem')).toHaveCount(5);
    const prizes = page.getByRole('region', { name: '中奖记录' });
    await expect(prizes.getByRole('row')).toHaveCount(8);
    await expect(prizes.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // On a phone each CDK stays whole: it moves to a line of its own rather than breaking in the middle.
    await page.setViewportSize(PHONE.viewport);
    const codes = page.getByRole('region', { name: '我的权益' }).locator('code');
    expect(await codes.count()).toBeGreaterThan(0);
    expect(await codes.evaluateAll((els) => els.filter((el) => el.getClientRects().length !== 1).map((el) => el.textContent))).toEqual([]);
    await context.close();
  });

  test('phone checkout: typing 66 buys 66 N币, and the payment opens on the device', async ({ browser, request, sandbox, baseURL }) => {
    const context = await phone(browser);
    const user = await loginAs(context, request, sandbox, '13700137000', baseURL!);
    const page = await context.newPage();
    await page.goto('/nnpay');
    await expect(page.getByTestId('nnpay-account')).toContainText('N币余额：0');
    await page.getByRole('button', { name: '充值N币' }).tap();
    const coins = coinDialog(page);
    const custom = coins.getByRole('textbox', { name: '自定义N币数量' });
    await custom.tap();
    await custom.pressSequentially('66');
    await expect(custom).toHaveValue('66');
    await expect(coins).toContainText('¥6.60');
    await coins.getByRole('button', { name: '立即充值' }).tap();
    await expect(qr(coins)).toBeAttached();
    const { url, orderNo } = await readQr(coins);
    await expect(coins.getByText(`订单号 ${orderNo}`)).toBeVisible();
    await expect(coins.getByText(/剩余支付时间 \d{2}:\d{2}/)).toBeVisible();
    const open = coins.getByRole('link', { name: '在本机打开支付页面' });
    await expect(open).toBeVisible();
    await expect(open).toHaveAttribute('href', url);
    const [cashier] = await Promise.all([context.waitForEvent('page'), open.tap()]);
    await expect(cashier).toHaveURL(url);
    await cashier.close();
    await payAtCashier(page, url);
    await expect(page.getByText('66 N币已到账')).toBeVisible();
    const wallet = await request.get('/api/gw/nnorder/order/account/balance', { headers: { token: user.token } });
    expect(((await wallet.json()) as { retData: { balance: number } }).retData.balance).toBe(66);
    await context.close();
  });
});

test.describe('visitor: offline, 404, service button', () => {
  test.describe('with the service worker', () => {
    test.use({ serviceWorkers: 'allow' });
    test('the offline page has the site styles: a styled header and the logo, from the worker cache', async ({ page, context }) => {
    await page.goto('/');
    await interactUntil(page, async () => expect(await page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()))).toBe(true));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/images/logo.webp'))), { timeout: 15_000 }).toBe(true);
    // A page this browser has no copy of (the context is shared: an earlier test may have left one).
    await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const key of await cache.keys()) if (new URL(key.url).pathname === '/nnquickstart') await cache.delete(key);
      }
    });
    await context.setOffline(true);
    await page.goto('/nnquickstart').catch(() => undefined);
    await expect(page.getByRole('heading', { level: 1, name: '网络已断开' })).toBeVisible();
    const look = await page.evaluate(() => {
      const header = document.querySelector('header')!;
      const logo = header.querySelector('img')!;
      return { position: getComputedStyle(header).position, logo: logo.naturalWidth, sheets: document.styleSheets.length };
    });
    expect(look.position).toBe('sticky');
    expect(look.logo).toBeGreaterThan(0);
    await context.setOffline(false);
  });
  });

  test('404 on a phone: search and popular pages, the app instead of the .exe', async ({ browser }) => {
    const context = await phone(browser);
    const page = await context.newPage();
    await page.goto('/no-such-page');
    await expect(page.getByRole('search')).toBeVisible();
    await expect(page.getByRole('navigation', { name: '热门页面' }).getByRole('link')).toHaveCount(5);
    const hrefs = await visibleHrefs(page.locator('main'));
    // /download/app in the server HTML; once hydrated on this Android phone, its own /download/android (or the APK).
    expect(hrefs).toContainEqual(expect.stringMatching(PHONE_APP_HREF));
    expect(hrefs.some((h) => h.endsWith('.exe'))).toBe(false);
    // The download group is centred like the page's other content.
    const button = (await page.locator('main [data-variant="phone"] a').first().boundingBox())!;
    expect(Math.abs(button.x + button.width / 2 - PHONE.viewport.width / 2)).toBeLessThanOrEqual(2);
    await page.getByRole('searchbox').tap();
    await expect(page.getByText('已暂停自动返回首页')).toBeVisible();
    await context.close();
  });

  test('the 九宫格 fits the first screen at 1366×768 and 390×844', async ({ browser }) => {
    for (const opts of [DESKTOP, { ...PHONE, userAgent: ANDROID_UA }]) {
      const context = await browser.newContext(opts);
      const page = await context.newPage();
      await page.goto('/nn/activity');
      const board = page.getByRole('group', { name: '九宫格抽奖' });
      await expect(board).toBeVisible();
      // The suite's sandbox line is fixed at the bottom, over the page: a real visitor has none, so
      // the board only has to end inside the viewport.
      await expect(page.getByTestId('sandbox-notice')).toBeVisible();
      const box = (await board.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(opts.viewport.height);
      await context.close();
    }
  });
});
