// Screenshots for a person to look at, not a test: each path at a desktop and a phone viewport,
// full page, written to .screens/<path>-<width>.png. Needs a running site (`npm run sandbox`).
//
//   node scripts/screens.mjs [--base http://127.0.0.1:3000] [/path ...]
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { findChromium, playwrightChromiumArgs } from './find-chromium.ts';
import { cjkFontTool, ensureTools } from './lib/ensure-tools.ts';

const VIEWPORTS = [
  { width: 1366, height: 768 },
  // A phone's own user agent too: the site picks what it offers (the app, not the .exe) by it.
  {
    width: 390,
    height: 844,
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  },
];
// Every route of SPEC §2 with a concrete id, the 404 page, /offline and the footer's documents: the
// set a before/after review walks (59 pages; 个人中心 shows its logged-out state here).
const DEFAULT_PATHS = [
  '/', '/about', '/gl', '/gl/details', '/gl/20001.html', '/gl/more/101.html', '/gqlx', '/gqlx/prizeItem',
  '/helpCenter', '/helpCenter/about', '/helpCenter/helpDirectory', '/helpCenter/601',
  '/jointActivity', '/jointActivityPage', '/jointActivityPage/12', '/news', '/news/details', '/news/10001.html',
  '/nnAccelerator', '/nnpay', '/nnquickstart', '/offlinehuyagogo', '/old-index',
  '/qmgogo', '/qmgogo/alertModal', '/qmgogo/awardModal', '/qmgogo/otherModal', '/sem', '/summer', '/zqj', '/zchelp',
  '/yxxz', '/yxxz/app/details', '/yxxz/pc/details', '/yxxz/app/145.html', '/yxxz/pc/101.html',
  '/acts/redenvelope', '/command/command', '/content/search', '/nn/activity', '/nnNewVip/activity', '/nnNewVip/activity-novip',
  '/pl/details', '/pl/40001.html', '/zt/all', '/zt/details', '/zt/10231.html', '/nn-user/zc', '/nn-user/userCenter',
  '/no-such-page', '/offline', '/agreement', '/privacy', '/notice', '/sitemap', '/business', '/complaint', '/contact',
];

const args = process.argv.slice(2);
const baseAt = args.indexOf('--base');
const base = baseAt >= 0 ? args.splice(baseAt, 2)[1] : 'http://127.0.0.1:3000';
const paths = args.length ? args : DEFAULT_PATHS;
const fileOf = (path, width) => `.screens/${path.replace(/^\//, '').replace(/[^\w.-]+/g, '_') || 'home'}-${width}.png`;

// Without a CJK font every Chinese glyph in a screenshot is a box.
ensureTools([cjkFontTool()]);
mkdirSync('.screens', { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: playwrightChromiumArgs });
try {
  for (const { width, height, ...device } of VIEWPORTS) {
    const context = await browser.newContext({ viewport: { width, height }, ...device, locale: 'zh-CN', serviceWorkers: 'block' });
    const page = await context.newPage();
    for (const path of paths) {
      const res = await page.goto(new URL(path, base).href, { waitUntil: 'load' });
      // Scrolled through once, as a visitor would: lazy images (covers, the footer's QR codes) load.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 100));
        }
        window.scrollTo(0, 0);
      });
      // A full-page capture paints beyond the viewport, where blocks marked content-visibility: auto
      // (the footer, the home page's lower sections) are skipped, as they are for a visitor until
      // they scroll near: rendered all at once here, as a visitor sees each in turn.
      await page.addStyleTag({ content: '*, *::before, *::after { content-visibility: visible !important; }' });
      // Pictures in blocks that were skipped until now (the footer's QR codes) load too, so the
      // capture shows them rather than blank boxes a visitor never sees (bounded: 5 s).
      await page.evaluate(async () => {
        for (const img of document.querySelectorAll('img[loading="lazy"]')) img.loading = 'eager';
        const done = Promise.all([...document.images].map((img) => (img.complete ? null : new Promise((r) => { img.onload = img.onerror = r; }))));
        await Promise.race([done, new Promise((r) => setTimeout(r, 5000))]);
      });
      await page.waitForTimeout(300);
      const file = fileOf(path, width);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`${res?.status() ?? '---'} ${file}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
