import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { SandboxClient } from './support/sandbox';
import { interactUntil } from './support/visitor';

const DEMO = { phone: '13800138000', nick: '电竞小王' };
const PUBG = '/yxxz/pc/101.html';

/** The detail page's deferred parts (the live rating, the comment box) in place, after a visitor's interaction. */
const detailReady = (page: Page) =>
  interactUntil(page, async () => {
    await expect(page.getByRole('group', { name: '我的评分' })).toBeAttached({ timeout: 500 });
    await expect(page.getByLabel('发表评论')).toBeAttached({ timeout: 500 });
  });

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

/** Phone + SMS code login through the header's dialog (the code read from the sandbox). */
async function loginFromHeader(page: Page, sandbox: SandboxClient) {
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  const dialog = page.getByRole('dialog', { name: '用户注册/登录' });
  await expect(dialog).toBeVisible();
  await dialog.getByPlaceholder('请输入手机号码').fill(DEMO.phone);
  await dialog.getByRole('button', { name: '发送验证码' }).click();
  await dialog.getByPlaceholder('请输入验证码').fill(await sandbox.sms(DEMO.phone));
  await dialog.getByPlaceholder('请输入验证码').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByText(DEMO.nick)).toBeVisible();
}

const results = (page: Page) => page.locator('section[aria-labelledby="results-title"]');

test.describe('catalogue /yxxz', () => {
  test('search by name puts the keyword in the URL and lists the game', async ({ page, consoleErrors }) => {
    await page.goto('/yxxz');
    await page.getByRole('searchbox', { name: '搜索游戏' }).fill('英雄');
    await page.getByRole('searchbox', { name: '搜索游戏' }).press('Enter');
    await page.waitForURL((u) => u.searchParams.get('keyword') === '英雄');
    await expect(page.locator('#results-title')).toContainText('“英雄”的搜索结果');
    await expect(results(page).getByRole('link', { name: '英雄联盟', exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the search form works without JavaScript (plain GET)', async ({ browser }) => {
    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const page = await ctx.newPage();
    await page.goto('/yxxz?labelIds=1');
    await page.getByRole('searchbox', { name: '搜索游戏' }).fill('绝地');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('keyword') === '绝地' && u.searchParams.get('labelIds') === '1');
    await expect(page.getByRole('link', { name: '绝地求生', exact: true })).toBeVisible();
    await ctx.close();
  });

  test('filter by label, then page 2, then open a game', async ({ page, consoleErrors }) => {
    await page.goto('/yxxz.html');
    await page.getByRole('list', { name: '分类' }).getByRole('link', { name: /^射击/ }).click();
    await page.waitForURL((u) => u.searchParams.get('labelIds') === '1');
    await expect(page.locator('#results-title')).toContainText('射击游戏');
    await expect(page.getByTestId('result-count')).toContainText('共 24 款');

    await page.goto('/yxxz');
    const firstOnPage1 = await results(page).getByRole('heading', { level: 3 }).first().textContent();
    await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第 2 页' }).click();
    await page.waitForURL((u) => u.searchParams.get('page') === '2');
    await expect(page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await expect(results(page).getByRole('heading', { level: 3 }).first()).not.toHaveText(firstOnPage1 ?? '');

    await page.goto('/yxxz?keyword=绝地');
    await results(page).getByRole('link', { name: '绝地求生', exact: true }).click();
    await page.waitForURL('**/yxxz/pc/101.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('绝地求生');
    expect(consoleErrors).toEqual([]);
  });

  // The cards and ranked rows are static islands (components/ui/static-island.tsx): the server's DOM
  // is kept at hydration, a click on a card still navigates on the client.
  test('the served cards are not hydrated, yet a card opens its game without a page load and the views re-render', async ({ page, consoleErrors }) => {
    await page.goto('/yxxz');
    const hydrated = (selector: string) =>
      page.locator(selector).first().evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$')));
    await expect.poll(() => hydrated('#results-title')).toBe(true);
    expect(await hydrated('section[aria-labelledby="results-title"] ul[aria-label]')).toBe(true);
    expect(await hydrated('section[aria-labelledby="results-title"] article a')).toBe(false);
    expect(await hydrated('aside[aria-label="排行榜"] li a')).toBe(false);
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    const card = results(page).locator('article a').nth(2);
    const name = (await card.locator('h3').textContent())!;
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

    await page.goBack();
    await expect(results(page).locator('article')).toHaveCount(24);
    await page.locator('section[aria-labelledby="shelf-new"]').getByRole('link', { name: '查看全部' }).click();
    await page.waitForURL((u) => u.searchParams.get('labelIds') === '8');
    await expect(page.locator('section[aria-labelledby="shelf-new"]')).toHaveCount(0);
    await expect(results(page).locator('article')).toHaveCount(Number((await page.getByTestId('result-count').textContent())!.match(/共 (\d+) 款/)![1]));
    await page.goBack();
    await expect(page.locator('section[aria-labelledby="shelf-new"] article').first()).toBeVisible();
    await expect(results(page).locator('article')).toHaveCount(24);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

    // The filters are an island too: a chip (link or form button) keeps the scroll, as before.
    await page.reload();
    await expect.poll(() => hydrated('#results-title')).toBe(true);
    expect(await hydrated('section[aria-label="筛选"]')).toBe(true);
    expect(await hydrated('section[aria-label="筛选"] li > *')).toBe(false);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const platforms = page.getByRole('list', { name: '平台' });
    await platforms.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    const scrolled = await page.evaluate(() => window.scrollY);
    await platforms.getByRole('link', { name: '端游' }).click();
    await page.waitForURL((u) => u.searchParams.get('platform') === 'pc');
    await expect(platforms.getByRole('link', { name: '端游' })).toHaveAttribute('aria-current', 'true');
    const sorts = page.getByRole('list', { name: '排序' });
    await sorts.getByRole('button', { name: '最新' }).click();
    await page.waitForURL((u) => u.searchParams.get('sort') === 'new' && u.searchParams.get('platform') === 'pc');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test('hostile input and unknown labels give the empty state; far pages clamp', async ({ page }) => {
    for (const q of ['keyword=%25', 'keyword=_', `keyword=${encodeURIComponent('😀🎮')}`, `keyword=${'长'.repeat(200)}`, 'labelIds=12345', 'labelIds=abc']) {
      const res = await page.goto(`/yxxz?${q}`);
      expect(res?.status(), q).toBe(200);
      await expect(page.getByText('没有找到相关游戏'), q).toBeVisible();
    }
    for (const q of ['page=-1', 'page=x']) {
      await page.goto(`/yxxz?${q}`);
      await expect(page.getByRole('link', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    }
    await page.goto('/yxxz?page=100000');
    await expect(page.getByRole('link', { name: '第 4 页' })).toHaveAttribute('aria-current', 'page');
    await expect(results(page).getByRole('heading', { level: 3 }).first()).toBeVisible();
  });
});

test.describe('catalogue on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // QA pass: on a 160 px shelf card the labels box (overflow: hidden) cut 即将上线 to 即将上 beside the date.
  test('shelf cards show their labels and the release date whole; nothing is wider than the phone', async ({ page }) => {
    await page.goto('/yxxz');
    const soon = page.locator('section[aria-labelledby="shelf-soon"] article');
    await expect(soon.first()).toBeVisible();
    await expect(soon.first()).toContainText('上线');
    const cut = await page.locator('section[aria-labelledby^="shelf-"] article').evaluateAll((cards) =>
      cards.flatMap((card) => {
        const box = card.getBoundingClientRect();
        const meta = card.querySelector('p')!;
        const tags = meta.firstElementChild as HTMLElement;
        const parts = [...meta.querySelectorAll<HTMLElement>(':scope > span, :scope > span > span')];
        const clipped = parts.filter((el) => el.getClientRects().length && el.getBoundingClientRect().right > box.right + 0.5);
        return tags.scrollWidth > tags.clientWidth || clipped.length ? [card.querySelector('h3')!.textContent] : [];
      }),
    );
    expect(cut).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  // QA pass: the banner's dots were 22×6 px buttons, too small to tap.
  test('the banner dots are at least 24×24 px to tap, and a tap shows that slide', async ({ page }) => {
    await page.goto('/yxxz');
    const dots = page.getByRole('button', { name: /^第 \d+ 张：/ });
    await interactUntil(page, () => expect(dots.first()).toBeVisible({ timeout: 500 }));
    expect(await dots.count()).toBeGreaterThan(1);
    for (const box of await Promise.all((await dots.all()).map((d) => d.boundingBox()))) {
      expect(box!.width).toBeGreaterThanOrEqual(24);
      expect(box!.height).toBeGreaterThanOrEqual(24);
    }
    await dots.nth(1).tap();
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    // The bar is painted in the content box only, the current dot too (a `background` shorthand on it
    // reset the clip and painted the whole 28×24 button as an orange blob).
    expect(await dots.evaluateAll((all) => all.map((d) => getComputedStyle(d).backgroundClip))).toEqual(Array(await dots.count()).fill('content-box'));
  });
});

// A crawler following the filters multiplied sort × label × platform × area × page.
test.describe('catalogue crawl policy', () => {
  const hrefsOf = (html: string) => [...html.matchAll(/<a [^>]*href="(\/yxxz(?:\.html)?\?[^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

  test('server HTML links only indexable views; other views are noindex with a canonical that is indexable', async ({ request }) => {
    for (const path of ['/yxxz', '/yxxz?platform=pc&sort=new', '/yxxz?labelIds=1&area=2&page=2']) {
      const html = await (await request.get(path)).text();
      const hrefs = hrefsOf(html);
      expect(hrefs.length, path).toBeGreaterThan(0);
      for (const href of hrefs) {
        const q = new URL(href, 'http://x').searchParams;
        expect([...q.keys()].filter((k) => k !== 'page').length, `${path} → ${href}`).toBeLessThanOrEqual(1);
        expect(['sort', 'area', 'keyword'].some((k) => q.has(k)), `${path} → ${href}`).toBe(false);
        expect(q.get('labelIds') ?? '', `${path} → ${href}`).not.toContain(',');
      }
    }
    const filtered = await (await request.get('/yxxz?platform=pc&sort=new')).text();
    expect(filtered).toMatch(/<meta name="robots" content="noindex, follow"[^>]*>/);
    expect(filtered).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/yxxz\?platform=pc"[^>]*>/);
    const platform = await (await request.get('/yxxz?platform=pc&page=2')).text();
    expect(platform).not.toMatch(/<meta name="robots"/);
    expect(platform).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/yxxz\?platform=pc&amp;page=2"[^>]*>/);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /yxxz?*sort=');
  });

  test('a sort chip is a button: a client navigation with JavaScript, a GET form without', async ({ page, browser, consoleErrors }) => {
    await page.goto('/yxxz?platform=pc');
    const sorts = page.getByRole('list', { name: '排序' });
    await sorts.getByRole('button', { name: '最新' }).click();
    await page.waitForURL((u) => u.searchParams.get('sort') === 'new' && u.searchParams.get('platform') === 'pc');
    await expect(sorts.getByRole('button', { name: '最新' })).toHaveAttribute('aria-current', 'true');
    // Back to an indexable view: a link again.
    await expect(page.getByRole('list', { name: '平台' }).getByRole('link', { name: '全部' })).toHaveCount(0);
    await expect(sorts.getByRole('link', { name: '最热' })).toHaveAttribute('href', '/yxxz?platform=pc');
    expect(consoleErrors).toEqual([]);

    const ctx = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await ctx.newPage();
    await noJs.goto('/yxxz?labelIds=1');
    await noJs.getByRole('list', { name: '区服' }).getByRole('button').first().click();
    await noJs.waitForURL((u) => u.searchParams.get('area') !== null && u.searchParams.get('labelIds') === '1');
    await expect(noJs.locator('#results-title')).toContainText('射击游戏');
    await ctx.close();
  });
});

test.describe('game detail', () => {
  test('server HTML has the name, the score and valid VideoGame JSON-LD', async ({ request }) => {
    const res = await request.get(PUBG);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1 id="game-name"');
    expect(html).toContain('绝地求生');
    const score = html.match(/data-testid="game-score">([\d.]+)</)?.[1];
    expect(Number(score)).toBeGreaterThan(0);
    const ld = html.match(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/)?.[1];
    expect(ld).toBeTruthy();
    const data = JSON.parse(ld!);
    expect(data['@type']).toBe('VideoGame');
    expect(data.name).toBe('绝地求生');
    expect(data.aggregateRating.ratingValue).toBe(Number(score));
    expect(data.aggregateRating.ratingCount).toBeGreaterThan(0);
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/yxxz\/pc\/101\.html"/);
  });

  test('details?id= redirects permanently to the .html page; unknown ids are 404', async ({ request }) => {
    const res = await request.get('/yxxz/pc/details?id=101', { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(res.headers().location).toMatch(/\/yxxz\/pc\/101\.html$/);
    const wrong = await request.get('/yxxz/app/101.html', { maxRedirects: 0 });
    expect(wrong.status()).toBe(308);
    expect(wrong.headers().location).toMatch(/\/yxxz\/pc\/101\.html$/);
    for (const path of ['/yxxz/pc/99999.html', '/yxxz/app/424242.html', '/yxxz/pc/details?id=abc']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('logged out: rating, commenting and liking each open the login dialog', async ({ page, consoleErrors }) => {
    await page.goto(PUBG);
    await detailReady(page);
    const dialog = page.getByRole('dialog', { name: '用户注册/登录' });
    const close = async () => {
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    };
    await page.getByRole('group', { name: '我的评分' }).getByText('★').nth(3).click();
    await close();
    await page.getByLabel('发表评论').fill('想说两句');
    await page.getByRole('button', { name: '发送' }).click();
    await close();
    await page.getByTestId('remark').first().getByRole('button', { name: /点赞/ }).click();
    await close();
    await expect(page.getByRole('button', { name: '登录查看' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('logged in: rate, comment with an emoji, like and unlike; all survive a reload', async ({ page, sandbox, consoleErrors }) => {
    await page.goto(PUBG);
    await detailReady(page);
    await loginFromHeader(page, sandbox);
    await expect(page.getByTestId('vip-status')).toContainText('电竞会员有效期至 2030');

    // Rate 4 (a double click is one rating), then change it to 2.
    const rating = page.getByRole('group', { name: '我的评分' });
    const rateCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/addGameScore') && rateCalls.push(r.postData() ?? ''));
    const countBefore = Number((await page.getByText(/人评分$/).textContent())?.replace(/\D/g, ''));
    await rating.getByText('★').nth(3).dblclick();
    await expect(rating.getByText('4星 · 推荐（已评分，可修改）')).toBeVisible();
    expect(rateCalls).toHaveLength(1);
    await expect(page.getByText(/人评分$/)).toHaveText(`${(countBefore + 1).toLocaleString('zh-CN')} 人评分`);
    await rating.getByText('★').nth(1).click();
    await expect(rating.getByText('2星 · 较差（已评分，可修改）')).toBeVisible();
    expect(rateCalls).toHaveLength(2);

    // Comment with an emoji from the picker.
    await page.getByLabel('发表评论').fill('加速后延迟稳定在 30ms ');
    await page.getByRole('button', { name: '表情' }).click();
    await page.getByRole('group', { name: '选择表情' }).getByRole('button', { name: '点赞' }).click();
    await page.getByRole('button', { name: '发送' }).click();
    const mine = page.getByTestId('remark').first();
    await expect(mine).toContainText('加速后延迟稳定在 30ms');
    await expect(mine.getByRole('img', { name: '[点赞]' })).toBeVisible();
    await expect(page.locator('#remarks-title')).toContainText('25');

    // Like, then unlike, an existing comment.
    const other = page.getByTestId('remark').nth(1);
    const like = other.getByRole('button', { name: /点赞/ });
    const before = Number(await other.getByTestId('like-count').textContent());
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(other.getByTestId('like-count')).toHaveText(String(before + 1));

    await page.reload();
    await detailReady(page);
    await expect(page.getByTestId('remark').first()).toContainText('加速后延迟稳定在 30ms');
    const otherAgain = page.getByTestId('remark').nth(1);
    await expect(otherAgain.getByRole('button', { name: /点赞/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(otherAgain.getByTestId('like-count')).toHaveText(String(before + 1));
    await expect(page.getByRole('group', { name: '我的评分' }).getByText('2星 · 较差（已评分，可修改）')).toBeVisible();

    await otherAgain.getByRole('button', { name: /点赞/ }).click();
    await expect(otherAgain.getByRole('button', { name: /点赞/ })).toHaveAttribute('aria-pressed', 'false');
    await expect(otherAgain.getByTestId('like-count')).toHaveText(String(before));
    await page.reload();
    await detailReady(page);
    await expect(page.getByTestId('remark').nth(1).getByTestId('like-count')).toHaveText(String(before));
    await expect(page.getByTestId('remark').nth(1).getByRole('button', { name: /点赞/ })).toHaveAttribute('aria-pressed', 'false');
    expect(consoleErrors).toEqual([]);
  });
});
