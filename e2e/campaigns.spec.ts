import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { SandboxClient } from './support/sandbox';

/** The campaign pages owned by the campaigns work: content, invites, rank, command, benefits. */

const RICH = { phone: '13800138000', nick: '电竞小王' };
const EMPTY = { phone: '13900139000', nick: '夜猫子玩家' };
const WINDOW = '活动时间：2026年6月1日 00:00 至 2027年6月30日 23:59';

/**
 * One row per campaign page. The `.html` aliases (/summer.html, /zchelp.html, /command.html) are the
 * same page behind a rewrite: routes.spec.ts loads each in the browser (status, title, h1, axe), so
 * here their rule lines are checked on the page they alias instead of loading it twice more per viewport.
 */
const PAGES = [
  { path: '/summer', title: '暑期狂欢', h1: '暑期狂欢·邀请好友抽大奖', rules: ['每成功邀请 1 位新用户注册，双方各得 1 次抽奖机会。', '充值电竞会员额外赠送抽奖机会。'], own: '邀请好友' },
  { path: '/zchelp', title: '助力好友', h1: '助力好友·免费领会员', rules: ['分享助力链接，好友注册即为您助力 1 次。', '每获得 1 次助力即可抽奖 1 次。'], own: '我的助力' },
  { path: '/zqj', title: '中秋赏月', h1: '中秋赏月·博饼排行', rules: ['每次抽奖可获得月饼积分，积分排名前 20 的玩家可获得排行奖励。'], own: '月饼积分排行榜' },
  { path: '/sem', title: '电竞会员特惠', h1: '电竞会员限时特惠', rules: ['特惠套餐每个账号限购 1 次。'], own: '特惠套餐' },
  { path: '/nnNewVip/activity', title: '新会员礼包', h1: '新会员见面礼', rules: ['首次开通电竞会员的用户可领取见面礼包 1 份。'], own: '见面礼包' },
  { path: '/nnNewVip/activity-novip', title: '开通会员享好礼', h1: '新会员见面礼', rules: ['首次开通电竞会员的用户可领取见面礼包 1 份。'], own: '开通会员后可领取' },
  { path: '/command/command', title: '口令兑换', h1: '口令兑换', rules: ['在直播间或官方社群获取口令，输入口令即可兑换礼包。', '每个账号限兑换 1 次。'], own: '输入口令兑换礼包' },
] as const;

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

async function login(page: Page, sandbox: SandboxClient, who: { phone: string; nick?: string } = RICH) {
  await page.getByRole('banner').getByRole('button', { name: '登录' }).click();
  const dialog = page.getByRole('dialog', { name: '用户注册/登录' });
  await expect(dialog).toBeVisible();
  await dialog.getByPlaceholder('请输入手机号码').fill(who.phone);
  await dialog.getByRole('button', { name: '发送验证码' }).click();
  await dialog.getByPlaceholder('请输入验证码').fill(await sandbox.sms(who.phone));
  await dialog.getByPlaceholder('请输入验证码').press('Enter');
  await expect(dialog).toBeHidden();
  if (who.nick) await expect(page.getByRole('banner').getByText(who.nick)).toBeVisible();
}

const loginDialog = (page: Page) => page.getByRole('dialog', { name: '用户注册/登录' });

for (const viewport of [
  { name: 'desktop', size: { width: 1366, height: 800 } },
  { name: 'phone', size: { width: 390, height: 844 } },
]) {
  test.describe(`${viewport.name} viewport`, () => {
    test.use({ viewport: viewport.size });
    for (const p of PAGES) {
      test(`${p.path} renders its own campaign`, async ({ page, consoleErrors }) => {
        const res = await page.goto(p.path);
        expect(res?.status()).toBe(200);
        await expect(page).toHaveTitle(new RegExp(`^${p.title} - NN加速器$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1);
        await expect(page.getByRole('heading', { level: 2, name: p.own })).toBeVisible();
        await expect(page.locator('#page-title + p + div').getByText(WINDOW)).toBeVisible();
        await expect(page.getByText(/^距活动结束 \d+天 \d\d:\d\d:\d\d$/)).toBeVisible();
        const rules = page.locator('section[aria-labelledby="rules-title"]');
        for (const rule of p.rules) await expect(rules.getByText(rule)).toBeVisible();
        // Nothing is wider than the phone.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect(consoleErrors).toEqual([]);
      });
    }
  });
}

test('the rules and the window are in the server HTML (no JavaScript)', async ({ browser }) => {
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const page = await ctx.newPage();
  await page.goto('/zqj');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('中秋赏月·博饼排行');
  await expect(page.getByText(WINDOW).first()).toBeVisible();
  await expect(page.locator('section[aria-labelledby="rules-title"]')).toContainText('每次抽奖可获得月饼积分');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(21);
  await expect(page.getByRole('group', { name: '九宫格抽奖' })).toContainText('NN中秋月饼礼盒');
  await ctx.close();
});

// One test per case: each walks its own page under its own timeout, and the lanes can split them
// (eight page loads under one 30 s budget ran out on a loaded 2-core machine).
const LOGGED_OUT_ACTIONS: Array<[string, string, (page: Page) => Promise<void>]> = [
  ['/summer', '登录获取邀请链接', (page) => page.getByRole('button', { name: '登录获取邀请链接' }).click()],
  ['/zchelp', '登录获取邀请链接', (page) => page.getByRole('button', { name: '登录获取邀请链接' }).click()],
  ['/zqj', '登录查看', (page) => page.getByRole('button', { name: '登录查看' }).click()],
  ['/sem', '开通电竞会员年卡', (page) => page.getByRole('button', { name: '开通电竞会员年卡' }).click()],
  ['/sem', '我的权益', (page) => page.getByRole('button', { name: '我的权益' }).click()],
  ['/nnNewVip/activity', '立即领取见面礼', (page) => page.getByRole('button', { name: '立即领取见面礼' }).click()],
  ['/nnNewVip/activity-novip', '开通会员领取', (page) => page.getByRole('button', { name: '开通会员领取' }).click()],
  [
    '/command/command',
    '活动口令',
    async (page) => {
      await page.getByRole('textbox', { name: '活动口令' }).fill('NN2026');
      await page.getByRole('textbox', { name: '活动口令' }).press('Enter');
    },
  ],
];

for (const [path, action, act] of LOGGED_OUT_ACTIONS) {
  test(`logged-out ${path} ${action} opens the login dialog`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    await act(page);
    await expect(loginDialog(page), path).toBeVisible();
    await loginDialog(page).getByRole('button', { name: '关闭' }).click();
    await expect(loginDialog(page)).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
}

test('invite link: my invites, copy → 复制成功!, and a friend registering through it counts', async ({ page, context, browser, sandbox, consoleErrors }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/summer');
  await login(page, sandbox);
  const panel = page.getByTestId('invite-panel');
  const link = panel.getByRole('textbox', { name: '邀请链接' });
  await expect(link).toHaveValue(/^http:\/\/[^/]+\/summer\?from=NN20480001$/);
  await expect(panel.getByText('已有 3 位好友接受邀请')).toBeVisible();
  await expect(panel.getByRole('list', { name: '我的邀请' }).getByRole('listitem')).toHaveCount(3);
  await panel.getByRole('button', { name: '复制链接' }).click();
  await expect(page.getByText('复制成功!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await link.inputValue());

  // /zchelp is its own activity: its own landing path and invites.
  await page.goto('/zchelp');
  await expect(page.getByRole('textbox', { name: '邀请链接' })).toHaveValue(/\/zchelp\?from=NN20480001$/);
  await expect(page.getByText('已有 1 位好友为你助力')).toBeVisible();

  // A friend opens the link and registers: the inviter's list and count grow.
  const friendCtx = await browser.newContext();
  const friend = await friendCtx.newPage();
  await friend.goto(copied);
  await login(friend, sandbox, { phone: '13500135000' });
  await friendCtx.close();
  await page.goto('/summer');
  await expect(panel.getByText('已有 4 位好友接受邀请')).toBeVisible();
  await expect(panel.getByRole('list', { name: '我的邀请' }).getByRole('listitem')).toHaveCount(4);

  expect(consoleErrors).toEqual([]);
});

test('rank list shows the top 20 and my rank once logged in', async ({ page, sandbox, consoleErrors }) => {
  await page.goto('/zqj');
  const rows = page.getByTestId('rank-panel').getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(21);
  await expect(rows.nth(1)).toContainText('月下**客');
  await expect(rows.nth(1)).toContainText('986');
  await expect(rows.nth(1)).toContainText('iPhone 17 Pro');
  await expect(page.getByTestId('my-rank')).toContainText('登录后查看我的排名');
  await login(page, sandbox);
  // Seeded: 36 points, behind all 20 listed players and 峡谷清风 (120).
  await expect(page.getByTestId('my-rank')).toContainText('我的积分：36');
  await expect(page.getByTestId('my-rank')).toContainText('第 22 名（未上榜）');

  // A draw of the page's lottery adds moon-cake points: my score moves without a reload.
  await page.getByRole('group', { name: '九宫格抽奖' }).getByRole('button', { name: '立即抽奖' }).click();
  const result = page.getByRole('dialog');
  await expect(result).toBeVisible({ timeout: 10_000 });
  await result.getByRole('button', { name: '关闭' }).click();
  await expect(page.getByTestId('my-rank')).not.toContainText('我的积分：36');
  await expect(page.getByTestId('my-rank')).toContainText(/我的积分：(3[7-9]|[4-5]\d)/);
  expect(consoleErrors).toEqual([]);
});

test('command redeem: empty, bad code, success with CDK copy, then already used', async ({ page, context, sandbox, consoleErrors }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/command.html');
  await login(page, sandbox);
  const input = page.getByRole('textbox', { name: '活动口令' });
  await page.getByRole('button', { name: '立即兑换' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('请输入口令');

  await input.fill('WRONG1');
  await input.press('Enter');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('口令错误，请重新输入');
  await expect(input).toHaveAttribute('aria-invalid', 'true');

  await input.fill(' nn 2026 ');
  await input.press('Enter');
  const ok = page.getByTestId('command-success');
  await expect(ok).toContainText('兑换成功！获得「口令礼包·电竞会员月卡CDK」');
  const cdk = (await ok.getByLabel('CDK').textContent()) ?? '';
  expect(cdk).toMatch(/^NNVIP-/);
  await ok.getByRole('button', { name: '复制CDK' }).click();
  await expect(page.getByText('复制成功!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cdk);

  await input.fill('NN2026');
  await input.press('Enter');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('您已领取过该礼包');
  expect(consoleErrors).toEqual([]);
});

test('benefit list: CDKs of types 3–7 with copy; an empty account sees 权益为空', async ({ page, context, sandbox, consoleErrors }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/sem');
  await login(page, sandbox);
  await page.getByRole('button', { name: '我的权益' }).click();
  const dialog = page.getByRole('dialog', { name: '我的权益' });
  const items = dialog.getByRole('list', { name: '权益列表' }).getByRole('listitem');
  await expect(items).toHaveCount(5);
  await expect(dialog).toContainText('月卡CDK');
  await expect(dialog).toContainText('幸运空投');
  await dialog.getByRole('button', { name: '复制 电竞会员年卡CDK 的 CDK' }).click();
  await expect(page.getByText('复制成功!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('NNPW-5Y9H-P3CV-M7NA');
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toBeHidden();

  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.goto('/nnNewVip/activity');
  await login(page, sandbox, EMPTY);
  await page.getByRole('button', { name: '我的权益' }).click();
  await expect(page.getByRole('dialog', { name: '我的权益' }).getByTestId('benefits-empty')).toContainText('权益为空');
  expect(consoleErrors).toEqual([]);
});

test('new-member gift: claimed once, the second time says so', async ({ page, sandbox, consoleErrors }) => {
  await page.goto('/nnNewVip/activity');
  await expect(page.getByRole('list', { name: '礼包内容' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('region', { name: '最新动态' })).toContainText('新会员专享');
  await login(page, sandbox);
  await page.getByRole('button', { name: '立即领取见面礼' }).click();
  await expect(page.getByText('领取成功！「新会员见面礼·电竞会员7天」已发放到您的账号')).toBeVisible();
  await page.getByRole('button', { name: '立即领取见面礼' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('您已领取过该礼包');
  expect(consoleErrors).toEqual([]);
});
