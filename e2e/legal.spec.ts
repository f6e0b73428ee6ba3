import { expect, test } from './fixtures';

/**
 * The footer's pages: each link lands on its own server-rendered page; the login consent line.
 * Screenshots of them for a human to look at: `node scripts/screens.mjs` (not a test: it asserts nothing).
 */

const PAGES = [
  { link: '用户协议', path: '/agreement', h1: '用户协议', text: '电竞会员' },
  { link: '隐私政策', path: '/privacy', h1: '隐私政策', text: '个人信息收集清单' },
  { link: '公告中心', path: '/notice', h1: '公告中心', text: '维护公告' },
  { link: '网站地图', path: '/sitemap', h1: '网站地图', text: '福利活动' },
  { link: '商务合作', path: '/business', h1: '商务合作', text: '合作流程' },
  { link: '投诉建议', path: '/complaint', h1: '投诉建议', text: '处理时限' },
  { link: '联系我们', path: '/contact', h1: '联系我们', text: '用户客服' },
] as const;

test('each footer link lands on its own page with its content and date', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  for (const p of PAGES) {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('navigation', { name: '页脚链接' }).getByRole('link', { name: p.link }).click();
    await expect(page).toHaveURL(new RegExp(`${p.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1);
    await expect(page.getByRole('main')).toContainText(p.text);
    await expect(page.getByRole('main')).toContainText(/更新日期：\d{4}年\d{1,2}月\d{1,2}日/);
    await expect(page.getByRole('navigation', { name: '服务与协议' }).getByRole('link', { name: p.link })).toHaveAttribute('aria-current', 'page');
  }
  expect(consoleErrors).toEqual([]);
});

test('server-rendered: the HTML carries the text; sitemap.xml lists the pages', async ({ request }) => {
  for (const p of PAGES) {
    const res = await request.get(p.path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain(`>${p.h1}</h1>`);
    expect(html).toContain(p.text);
  }
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const p of PAGES) expect(xml).toMatch(new RegExp(`<loc>[^<]+${p.path}</loc>`));
});

test('the footer shows placeholders for the filings and the badge, never a verified badge', async ({ page }) => {
  await page.goto('/privacy');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('ICP备案号：待填写');
  await expect(footer).toContainText('安全认证徽章（待配置）');
  await expect(footer).not.toContainText('已验证');
});

test('on a phone the privacy inventory scrolls sideways under edge shades (stuck to the box, covered where nothing hides)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/privacy');
  const wrap = page.getByRole('table').first().locator('xpath=..');
  const box = await wrap.evaluate((el) => ({
    scrolls: el.scrollWidth > el.clientWidth,
    attachments: getComputedStyle(el).backgroundAttachment,
    images: getComputedStyle(el).backgroundImage,
  }));
  expect(box.scrolls).toBe(true);
  expect(box.images.match(/radial-gradient/g)).toHaveLength(2);
  expect(box.attachments).toBe('local, local, scroll, scroll');
});

test('login consent line: both documents open in a new tab, the dialog stays', async ({ page, context }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  const dialog = page.getByRole('dialog', { name: '用户注册/登录' });
  await expect(dialog).toContainText('登录即代表同意《用户协议》《隐私政策》');
  const [tab] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: '《隐私政策》' }).click()]);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('隐私政策');
  await tab.close();
  await expect(dialog).toBeVisible();
});

test('the notice centre and the site map prefetch no page: a list of links is not a list of renders', async ({ page }) => {
  // Next prefetches the data of every static page a <Link> shows; on a page that lists dozens of
  // articles that is dozens of server renders (ISR, fallback: blocking) for one visit.
  const prefetched: string[] = [];
  page.on('request', (r) => {
    if (/\/_next\/data\/[^/]+\/(news|gl|zt|helpCenter|content)\//.test(new URL(r.url()).pathname)) prefetched.push(r.url());
  });
  for (const path of ['/notice', '/sitemap']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(2500);
  }
  expect(prefetched).toEqual([]);
  // The links still work.
  await page.goto('/notice');
  const first = page.getByRole('main').getByRole('listitem').getByRole('link').first();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace('.', '\\.')}$`));
});
