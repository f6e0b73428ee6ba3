import type { Download, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { sandboxDownloadUrl, type SandboxClient } from './support/sandbox';

const EDGE_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';

type Recorded = { path: string; event: { event?: string; properties?: Record<string, unknown> } };

/**
 * Events arrive in SDK batches every 6 s after the SDK loads (once the page has settled or on the
 * first interaction, lib/after-load): poll the sandbox.
 */
async function eventsNamed(sandbox: SandboxClient, name: string, count = 1, timeoutMs = 20_000): Promise<Recorded[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const all = (await sandbox.events()) as unknown as Recorded[];
    const hits = all.filter((e) => e.event?.event === name);
    if (hits.length >= count || Date.now() > deadline) return hits;
    await new Promise((r) => setTimeout(r, 500));
  }
}

const heroLink = (page: Page) => page.locator('#download').getByRole('link', { name: /免费下载 Windows 版/ });
const footerLink = (page: Page) => page.locator('footer').getByRole('link', { name: /免费下载 Windows 版/ });

test.describe('downloads and channels', () => {
  test.beforeEach(async ({ sandbox }) => {
    await sandbox.reset();
  });

  test('/?from=bilibili: the channel package, still after visiting two other pages', async ({ page }) => {
    await page.goto('/?from=bilibili');
    await heroLink(page).hover(); // intent: the visit's package resolves now (else once the page settles)
    await expect(heroLink(page)).toHaveAttribute('href', sandboxDownloadUrl('NNSetup_9.1.3.0_bilibili.exe'));
    await page.goto('/about');
    await footerLink(page).hover(); // intent: the visit's package resolves now (else once the page settles)
    await expect(footerLink(page)).toHaveAttribute('href', sandboxDownloadUrl('NNSetup_9.1.3.0_bilibili.exe'));
    await page.locator('header').getByRole('link', { name: '帮助中心' }).click();
    await expect(page).toHaveURL(/\/helpCenter/);
    await footerLink(page).hover(); // intent: the visit's package resolves now (else once the page settles)
    await expect(footerLink(page)).toHaveAttribute('href', sandboxDownloadUrl('NNSetup_9.1.3.0_bilibili.exe'));
    await page.goto('/');
    await heroLink(page).hover(); // intent: the visit's package resolves now (else once the page settles)
    await expect(heroLink(page)).toHaveAttribute('href', sandboxDownloadUrl('NNSetup_9.1.3.0_bilibili.exe'));
    expect(await page.evaluate(() => sessionStorage.getItem('sourceChannel'))).toBe('bilibili');
  });

  test('a footer download click records a download event with the channel', async ({ page, sandbox }) => {
    await page.goto('/nnAccelerator?from=bilibili');
    await footerLink(page).hover(); // intent: the visit's package resolves now (else once the page settles)
    await expect(footerLink(page)).toHaveAttribute('href', /_bilibili\.exe$/);
    await footerLink(page).click();
    const [download] = await eventsNamed(sandbox, 'download');
    expect(download, 'the sandbox received a download event').toBeTruthy();
    expect(download.path).toMatch(/^\/nn-report\//);
    expect(download.event.properties).toMatchObject({ channel: 'bilibili', package_channel: 'bilibili', position: 'footer' });
    const [referrer] = await eventsNamed(sandbox, 'session_referrer');
    expect(referrer?.event.properties).toMatchObject({ channel: 'bilibili' });
  });

  test('Edge with edge_Judgment_switch "1": the edge package and the extra edge event', async ({ browser, sandbox }) => {
    const context = await browser.newContext({ userAgent: EDGE_UA });
    const page = await context.newPage();
    await page.goto('/');
    await heroLink(page).hover(); // intent: the visit's package resolves now (else once the page settles)
    await expect(heroLink(page)).toHaveAttribute('href', sandboxDownloadUrl('NNSetup_9.1.3.0_edge.exe'));
    await heroLink(page).click();
    const [edge] = await eventsNamed(sandbox, 'download_edge');
    expect(edge?.event.properties).toMatchObject({ channel: 'guanwang', package_channel: 'edge', position: 'hero' });
    const [download] = await eventsNamed(sandbox, 'download');
    expect(download?.event.properties).toMatchObject({ package_channel: 'edge' });
    await context.close();
  });

  test('bad from values: <script>, 10 KB, from=a&from=b', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs += 1;
      void d.dismiss();
    });
    await page.goto(`/?from=${encodeURIComponent('<script>alert(1)</script>')}`);
    await heroLink(page).hover(); // intent: the visit's package resolves now (else once the page settles)
    await expect(heroLink(page)).toHaveAttribute('href', sandboxDownloadUrl('NNSetup_9.1.3.0_guanwang.exe'));
    expect(await page.evaluate(() => sessionStorage.getItem('sourceChannel'))).toBeNull();

    await page.goto(`/?from=${'a'.repeat(10 * 1024)}`);
    await heroLink(page).hover(); // intent: the visit's package resolves now (else once the page settles)
    await expect(heroLink(page)).toHaveAttribute('href', sandboxDownloadUrl('NNSetup_9.1.3.0_guanwang.exe'));
    expect(await page.evaluate(() => sessionStorage.getItem('sourceChannel'))).toBeNull();

    await page.goto('/?from=baidu&from=bilibili');
    await heroLink(page).hover(); // intent: the visit's package resolves now (else once the page settles)
    await expect(heroLink(page)).toHaveAttribute('href', sandboxDownloadUrl('NNSetup_9.1.3.0_baidu.exe'));
    expect(await page.evaluate(() => sessionStorage.getItem('sourceChannel'))).toBe('baidu');
    expect(dialogs).toBe(0);
  });

  test('version API failure: a safe working link and no error toast', async ({ page, sandbox }) => {
    await sandbox.fault({ path: '/nn-version/share/channel', status: 500, times: 20 });
    await page.goto('/');
    await heroLink(page).hover(); // intent: the visit's package resolves now (else once the page settles)
    await expect(heroLink(page)).toHaveAttribute('href', sandboxDownloadUrl('NNSetup_9.1.3.0_guanwang.exe'));
    await page.waitForTimeout(1500); // retries of the failing GET have run
    await expect(page.getByText(/服务器开小差了|网络异常/)).toHaveCount(0);
  });

  test('collector down or slow: the site works unchanged', async ({ page, sandbox }) => {
    await sandbox.fault({ path: '/nn-report', status: 500, times: 50 });
    await page.goto('/?from=bilibili');
    await heroLink(page).hover(); // intent: the visit's package resolves now (else once the page settles)
    await expect(heroLink(page)).toHaveAttribute('href', /_bilibili\.exe$/);
    await heroLink(page).click();
    await sandbox.clearFaults();
    await sandbox.fault({ path: '/nn-report', delayMs: 15_000, times: 50 });
    await page.getByRole('link', { name: '全部游戏' }).click();
    await expect(page).toHaveURL(/\/yxxz/);
    await footerLink(page).hover(); // intent: the visit's package resolves now (else once the page settles)
    await expect(footerLink(page)).toHaveAttribute('href', /_bilibili\.exe$/);
    await expect(page.getByText(/服务器开小差了|网络异常/)).toHaveCount(0);
  });

  test.describe('the browser receives the package file', () => {
    /** Clicks the link and returns the file the browser saved: its name, size and first bytes. */
    async function downloadFrom(page: Page, link: ReturnType<typeof heroLink>) {
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(await download.failure()).toBeNull();
      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      return { name: download.suggestedFilename(), size: body.length, text: body.toString('utf8', 0, 200) };
    }

    for (const [query, file] of [
      ['/', 'NNSetup_9.1.3.0_guanwang.exe'],
      ['/?from=bilibili', 'NNSetup_9.1.3.0_bilibili.exe'],
    ] as const) {
      test(`with JavaScript, ${query}: ${file}`, async ({ page }) => {
        await page.goto(query);
        await heroLink(page).hover(); // intent: the visit's package resolves now
        await expect(heroLink(page)).toHaveAttribute('href', sandboxDownloadUrl(file));
        const got = await downloadFrom(page, heroLink(page));
        expect(got.name).toBe(file);
        expect(got.size).toBeGreaterThanOrEqual(1024);
        expect(got.size).toBeLessThanOrEqual(16 * 1024);
        expect(got.text).toContain('沙箱占位安装包');
      });
    }

    test('with JavaScript: the Android APK (opens in a new tab, which downloads)', async ({ page }) => {
      await page.goto('/');
      await heroLink(page).hover(); // resolves the visit's download state, the app URLs with it
      const android = page.getByRole('group', { name: '手机版下载' }).getByRole('link', { name: 'Android 下载' });
      await expect(android).toHaveAttribute('href', sandboxDownloadUrl('nn-android-5.2.0.apk'));
      const downloaded = new Promise<Download>((resolve) => {
        page.context().on('page', (tab) => tab.on('download', resolve));
        page.on('download', resolve);
      });
      await android.click();
      const download = await downloaded;
      expect(download.suggestedFilename()).toBe('nn-android-5.2.0.apk');
      expect(await download.failure()).toBeNull();
    });

    // Without JavaScript the page is the statically generated one: its link is the build-time
    // package of the version call (the channel of `from` is resolved in the browser, SPEC §3), so
    // both visits download that package — a real file, not the 404 page it was.
    for (const query of ['/', '/?from=bilibili']) {
      test(`without JavaScript, ${query}: the build-time package downloads`, async ({ browser }) => {
        const context = await browser.newContext({ javaScriptEnabled: false, acceptDownloads: true });
        const page = await context.newPage();
        await page.goto(query);
        await expect(heroLink(page)).toHaveAttribute('href', '/api/gw/__sandbox/downloads/NNSetup_9.1.3.0.exe');
        const got = await downloadFrom(page, heroLink(page));
        expect(got.name).toBe('NNSetup_9.1.3.0.exe');
        expect(got.text).toContain('沙箱占位安装包');
        await context.close();
      });
    }
  });
});
