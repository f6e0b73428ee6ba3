import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ROUTES } from '../tests/fixtures/routes';
import { expect, test } from './fixtures';
import { interactUntil } from './support/visitor';

const vnuJar = join(dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

const NEWS = 10001;
const HOSTILE = 10003;

/** Server HTML as a crawler gets it: no JavaScript runs. */
async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  return res.text();
}

function jsonLd(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(blocks.length).toBeGreaterThan(0);
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

const h1Of = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test.describe('crawlable server HTML', () => {
  for (const [path, type, bodyText] of [
    [`/news/${NEWS}.html`, 'NewsArticle', '本次更新内容'],
    ['/gl/20001.html', 'Article', '绝地求生'],
    ['/zt/10231.html', 'Article', '服务器与推荐节点'],
    ['/pl/40001.html', 'Article', '永劫无间'],
    ['/helpCenter/601', 'TechArticle', '操作步骤'],
  ] as const) {
    test(`${path}: title in <h1>, body text, valid JSON-LD, canonical`, async ({ request }) => {
      const html = await serverHtml(request, path);
      const h1 = h1Of(html);
      expect(h1.length).toBeGreaterThan(4);
      expect(html).toMatch(new RegExp(`<title[^>]*>${h1.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `));
      expect(html).toContain(bodyText);
      const ld = jsonLd(html);
      expect(ld.map((d) => d['@type'])).toEqual(expect.arrayContaining([type, 'BreadcrumbList']));
      expect(ld.find((d) => d['@type'] === type)).toMatchObject({ headline: h1 });
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https://www\\.nn\\.com${path.replace(/\./g, '\\.')}"`));
      expect(html).toContain('property="og:title"');
      expect(html).toContain('<html lang="zh-CN"');
    });
  }

  test('lists are server-rendered with real page links; bad ?page values land on a real page', async ({ request }) => {
    const html = await serverHtml(request, '/news.html');
    expect(html).toContain('href="/news?page=2"');
    expect(html).toContain(`href="/news/${NEWS}.html"`);
    for (const page of ['-1', 'x', '100000', '1e9', '%3Cscript%3E']) {
      const res = await request.get(`/news?page=${page}`);
      expect(res.status(), page).toBe(200);
      expect(await res.text()).toMatch(/<h1[^>]*>新闻资讯/);
    }
    expect(await serverHtml(request, '/gl.html')).toContain('href="/gl?page=2"');
    expect(await serverHtml(request, '/zt/all.html')).toContain('href="/zt/10231.html"');
  });

  test('unknown and malformed ids are 404', async ({ request }) => {
    for (const path of ['/news/424242.html', '/news/abc.html', '/news/99999999999999999999.html', '/gl/10001.html', '/zt/30001.html', '/pl/abc.html', '/helpCenter/9999', '/gl/more/99999.html']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('/news/details?id= redirects to the canonical page', async ({ request }) => {
    const res = await request.get(`/news/details?id=${NEWS}`, { maxRedirects: 0 });
    expect([301, 308]).toContain(res.status());
    expect(res.headers()['location']).toBe(`/news/${NEWS}.html`);
  });

  test('list pages are ISR: a page is cached after its first request; one past the end redirects', async ({ request }) => {
    await request.get('/news?page=2');
    // A build's prerender older than 60 s first answers STALE (no Cache-Control) while Next
    // regenerates it in the background; then it is a HIT.
    let again = await request.get('/news?page=2');
    await expect.poll(async () => (again = await request.get('/news?page=2')).headers()['x-nextjs-cache']).toBe('HIT');
    expect(again.headers()['cache-control']).toContain('s-maxage=60');
    const far = await request.get('/news?page=9999', { maxRedirects: 0 });
    expect([307, 308]).toContain(far.status());
    expect(far.headers()['location']).toBe('/news?page=3');
  });

  test('a list page N is its own canonical, with the page in its title', async ({ request }) => {
    const page2 = await (await request.get('/news?page=2')).text();
    expect(page2).toMatch(/<link rel="canonical" href="https:\/\/www\.nn\.com\/news\.html\?page=2"[^>]*>/);
    expect(page2).toMatch(/<title[^>]*>新闻资讯（第2页）/);
    const page1 = await (await request.get('/news')).text();
    expect(page1).toMatch(/<link rel="canonical" href="https:\/\/www\.nn\.com\/news\.html"[^>]*>/);
  });

  test('/sitemap.xml lists every seeded article and help page; robots.txt points at it', async ({ request }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.headers()['content-type']).toContain('xml');
    const xml = await res.text();
    const locs = new Set([...xml.matchAll(/<loc>https:\/\/www\.nn\.com([^<]+)<\/loc>/g)].map((m) => m[1]));
    for (let id = 10001; id <= 10033; id += 1) expect(locs.has(`/news/${id}.html`), `news ${id}`).toBe(true);
    for (let id = 20001; id <= 20033; id += 1) expect(locs.has(`/gl/${id}.html`), `guide ${id}`).toBe(true);
    for (let id = 40001; id <= 40004; id += 1) expect(locs.has(`/pl/${id}.html`), `review ${id}`).toBe(true);
    for (let id = 601; id <= 642; id += 1) expect(locs.has(`/helpCenter/${id}`), `help ${id}`).toBe(true);
    for (const serverId of [10231, 10088]) expect(locs.has(`/zt/${serverId}.html`)).toBe(true);
    expect([...locs].filter((l) => /^\/zt\/\d+\.html$/.test(l!))).toHaveLength(7);
    // The game catalogue and every game page (77 seeded games).
    expect(locs.has('/yxxz')).toBe(true);
    expect(locs.has('/yxxz/pc/101.html')).toBe(true);
    expect(locs.has('/yxxz/app/145.html')).toBe(true);
    expect([...locs].filter((l) => /^\/yxxz\/(pc|app)\/\d+\.html$/.test(l!))).toHaveLength(77);
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap: https://www.nn.com/sitemap.xml');
  });
});

test('browse: news list → page 2 → an article → next article', async ({ page, consoleErrors }) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: '新闻资讯' })).toBeVisible();
  await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(page.getByText(/第 2\/\d+ 页/)).toBeVisible();
  const first = page.locator('main article h2 a').first();
  const title = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page).toHaveURL(/\/news\/\d+\.html$/);
  const next = page.getByRole('navigation', { name: '上一篇与下一篇' }).getByRole('link', { name: /下一篇/ });
  const nextTitle = (await next.textContent())!.replace('下一篇', '');
  await next.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(nextTitle);
  expect(consoleErrors).toEqual([]);
});

test('class filter tabs are links and mark the current class', async ({ page }) => {
  await page.goto('/news');
  const tabs = page.getByRole('navigation', { name: '新闻资讯分类' });
  await tabs.getByRole('link', { name: /维护公告/ }).click();
  await expect(page).toHaveURL(/\/news\?class=\d+$/);
  await expect(tabs.getByRole('link', { name: /维护公告/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('维护公告');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // QA pass: the phone rule `.container { padding: 0 16px }` wiped the list body's 24 px top and 56 px
  // bottom padding: the pager touched the footer (0 px) and the search title the search band (0 px).
  test('list and search bodies keep their breathing room: pager clear of the footer, title clear of the search band', async ({ page }) => {
    const gap = (upper: Locator, lower: Locator) =>
      Promise.all([upper.boundingBox(), lower.boundingBox()]).then(([a, b]) => b!.y - (a!.y + a!.height));
    await page.goto('/news');
    const lead = page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::p[1]');
    expect(await gap(lead, page.getByRole('navigation', { name: '新闻资讯分类' }))).toBeGreaterThanOrEqual(36);
    expect(await gap(page.getByRole('navigation', { name: '分页' }), page.getByRole('contentinfo'))).toBeGreaterThanOrEqual(40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    await page.goto(`/content/search?keyword=${encodeURIComponent('加速')}`);
    const main = await page.getByRole('main').boundingBox();
    const title = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(title!.y - main!.y).toBeGreaterThanOrEqual(16);
  });
});

test('the hostile article renders inert: no dialog, no script, no handler', async ({ page, consoleErrors }) => {
  page.on('dialog', (d) => {
    void d.dismiss();
    throw new Error(`unexpected dialog: ${d.message()}`);
  });
  let dialogs = 0;
  page.on('dialog', () => (dialogs += 1));
  await page.goto(`/news/${HOSTILE}.html`);
  const body = page.locator('main article');
  await expect(body.getByText('如有疑问，请联系官方客服。')).toBeVisible();
  await body.getByText('如有疑问，请联系官方客服。').hover();
  await body.getByText('点击此处核对官方地址').click();
  await page.waitForTimeout(500);
  expect(dialogs).toBe(0);
  expect(await body.locator('script, iframe, [onerror], [onmouseover], a[href^="javascript"]').count()).toBe(0);
  expect(consoleErrors).toEqual([]);
});

async function loginBySms(page: Page, sms: (phone: string) => Promise<string>, phone = '13700137000') {
  const dialog = page.getByRole('dialog', { name: '用户注册/登录' });
  await expect(dialog).toBeVisible();
  await dialog.getByPlaceholder('请输入手机号码').fill(phone);
  await dialog.getByRole('button', { name: '发送验证码' }).click();
  await dialog.getByPlaceholder('请输入验证码').fill(await sms(phone));
  await dialog.getByPlaceholder('请输入验证码').press('Enter');
  await expect(dialog).toBeHidden();
}

test('comments: logged out, sending opens the login dialog; logged in, an emoji comment appears as an image', async ({ page, sandbox, consoleErrors }) => {
  await page.goto(`/news/${NEWS}.html`);
  const section = page.getByRole('region', { name: /玩家评论/ });
  await interactUntil(page, () => expect(section).toBeAttached({ timeout: 500 }));
  await section.scrollIntoViewIfNeeded();
  const box = section.getByRole('textbox', { name: '发表评论' });
  await box.fill('这次更新很实用');
  await section.getByRole('button', { name: '表情' }).click();
  await section.getByRole('button', { name: '点赞', exact: true }).first().click();
  await expect(box).toHaveValue('这次更新很实用[点赞]');
  await section.getByRole('button', { name: '发送' }).click();

  await loginBySms(page, (p) => sandbox.sms(p));
  await expect(box).toHaveValue('这次更新很实用[点赞]');
  await section.getByRole('button', { name: '发送' }).click();
  await expect(box).toHaveValue('');
  const item = section.getByRole('listitem').filter({ hasText: '这次更新很实用' }).first();
  await expect(item.getByRole('img', { name: '[点赞]' })).toBeVisible();
  await expect(item.getByText('峡谷清风')).toBeVisible();

  const like = item.getByRole('button', { name: /^点赞（0）$/ });
  await like.click();
  await expect(item.getByRole('button', { name: '取消点赞（1）' })).toHaveAttribute('aria-pressed', 'true');
  expect(consoleErrors).toEqual([]);
});

test('over 200 characters: the limit message shows and send is disabled', async ({ page }) => {
  await page.goto(`/news/${NEWS}.html`);
  const section = page.getByRole('region', { name: /玩家评论/ });
  await interactUntil(page, () => expect(section).toBeAttached({ timeout: 500 }));
  await section.getByRole('textbox', { name: '发表评论' }).fill('好'.repeat(201));
  await expect(section.getByText('当前输入内容超出限制长度')).toBeVisible();
  await expect(section.getByRole('button', { name: '发送' })).toBeDisabled();
});

test.describe('Nu HTML checker', () => {
  // vnu-jar (devDependency) needs Java; without it the check is skipped with the reason.
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  test.skip(java.status !== 0, 'Java is not installed: the Nu HTML checker (vnu-jar) cannot run');

  // Every URL of the sitemap, every route of SPEC §2 (campaign pages, /nnpay, /content/search …),
  // catalogue views outside the crawl policy and a search: one vnu run over the saved pages.
  test('no errors on every sitemap URL, every SPEC route, filtered catalogue views and searches', async ({ request }) => {
    test.setTimeout(300_000);
    const sitemap = await serverHtml(request, '/sitemap.xml');
    const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
      const u = new URL(m[1]!.replace(/&amp;/g, '&'));
      return u.pathname + u.search;
    });
    expect(fromSitemap.length).toBeGreaterThan(100);
    // Articles other specs need unrendered on a fresh server (fetching one here would put it in
    // the ISR cache before them): faults.spec's "article not rendered yet" rows (/news/10026–10032)
    // and security.spec's error page (/news/10033). Same template as the ~25 other news articles.
    const reserved = new Set(Array.from({ length: 8 }, (_, i) => `/news/${10026 + i}.html`));
    const pages = [
      ...new Set([
        ...fromSitemap.filter((p) => !reserved.has(p)),
        ...ROUTES.map((r) => r.path).filter((p) => !p.endsWith('.html')),
        '/yxxz?platform=pc&sort=new',
        '/yxxz?labelIds=1&area=2',
        '/yxxz?labelIds=3&platform=app&page=2',
        `/yxxz?keyword=${encodeURIComponent('原神')}`,
        '/yxxz?labelIds=abc',
        '/content/search',
        `/content/search.html?keyword=${encodeURIComponent('原神')}`,
        '/nnpay',
        '/news.html',
        '/gl/more/101.html',
      ]),
    ];
    const htmlOf = async (p: string) => {
      const res = await request.get(p);
      expect(res.status(), p).toBe(200);
      return res.text();
    };
    const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
    const files: string[] = [];
    // Four at a time: most of these are rendered on demand, and the server is shared with the run.
    for (let i = 0; i < pages.length; i += 4) {
      const batch = pages.slice(i, i + 4);
      const html = await Promise.all(batch.map(htmlOf));
      batch.forEach((_, k) => {
        const file = join(dir, `${i + k}.html`);
        writeFileSync(file, html[k]!);
        files.push(file);
      });
    }
    const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    const messages = (JSON.parse(run.stderr || '{"messages":[]}') as { messages: { type: string; url: string; message: string }[] }).messages;
    const errors = messages.filter((m) => m.type === 'error').map((m) => `${pages[Number(/(\d+)\.html$/.exec(m.url)?.[1])]}: ${m.message}`);
    expect(errors).toEqual([]);
  });
});
