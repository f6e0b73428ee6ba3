import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { EMPTY, activityGet, activityPost, dismissDialog, pinDraw, signIn } from './support/activity';
import { isProxyTopology } from './support/sandbox';

/** Activity ids of lib/activity-types CAMPAIGNS used here. */
const NN = 10031;
const GQLX = 3021;
/** Slots of the /nn/activity pool: 0 mouse (physical), 2 谢谢参与, 3 月卡 CDK. */
const SLOT = { mouse: 0, thanks: 2, cdk: 3 } as const;

type GiftRecord = { id: number; giftName: string; giftCode: string; cneeStatusStr: string; cneeAddr: string };
type Paged<T> = { list: T[]; total: number };

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

const drawButton = (page: Page) => page.getByRole('button', { name: /立即抽奖/ });

/** The province → city → district selects of the shipping form. */
async function pickRegion(form: Locator, [province, city, district]: [string, string, string]) {
  const group = form.getByRole('group', { name: '所在区域' });
  await group.getByRole('combobox', { name: '省份' }).selectOption({ label: province });
  await group.getByRole('combobox', { name: '城市' }).selectOption({ label: city });
  await group.getByRole('combobox', { name: '区县' }).selectOption({ label: district });
}

test.describe('draws on /nn/activity', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('draw until none are left → 您还没有抽奖次数,请先充值', async ({ page, request, sandbox, baseURL, consoleErrors }) => {
    const { token } = await signIn({ page, request, sandbox, baseURL });
    await pinDraw(request, NN, SLOT.thanks);
    await page.goto('/nn/activity');
    await expect(drawButton(page)).toContainText('剩余 3 次');
    for (const left of [2, 1, 0]) {
      await drawButton(page).click();
      const dialog = page.getByRole('dialog', { name: '很遗憾！您未中奖' });
      await expect(dialog).toBeVisible();
      await dismissDialog(dialog, '我知道了');
      await expect(drawButton(page)).toContainText(`剩余 ${left} 次`);
    }
    await drawButton(page).click();
    await expect(page.getByRole('dialog', { name: '您还没有抽奖次数,请先充值' })).toBeVisible();
    const count = await activityGet<{ remain: number; used: number }>(request, '/activity/activity/gift/user/lottryNum', token, NN);
    expect(count).toMatchObject({ remain: 0, used: 3 });
    expect(consoleErrors).toEqual([]);
  });

  test('the grid lands on the server slot; a CDK win shows the code and copies it (复制成功!)', async ({ page, context, request, sandbox, baseURL }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { token } = await signIn({ page, request, sandbox, baseURL });
    await pinDraw(request, NN, SLOT.cdk);
    await page.goto('/nn/activity');
    await drawButton(page).press('Enter');
    const dialog = page.getByRole('dialog', { name: '恭喜您中奖啦！' });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(page.locator('[data-slot="3"]')).toHaveAttribute('aria-current', 'true');
    const cdk = (await dialog.getByLabel('CDK').textContent())!.trim();
    const records = await activityGet<Paged<GiftRecord>>(request, '/activity/activity/gift/lotteryRecord', token, NN);
    expect(records.list[0]).toMatchObject({ giftName: '电竞会员月卡CDK', giftCode: cdk });
    await dialog.getByRole('button', { name: '复制' }).click();
    await expect(page.getByText('复制成功!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cdk);
  });

  test('win a physical prize → address errors on blur, bad input refused, valid form → 待发货', async ({ page, request, sandbox, baseURL, consoleErrors }) => {
    test.setTimeout(60_000);
    const { token } = await signIn({ page, request, sandbox, baseURL });
    await pinDraw(request, NN, SLOT.mouse);
    await page.goto('/nn/activity');
    await drawButton(page).click();
    const win = page.getByRole('dialog', { name: '恭喜您中奖啦！' });
    await expect(win).toContainText('雷蛇炼狱蝰蛇V3鼠标');
    await win.getByRole('button', { name: '填写收货地址' }).click();

    const form = page.getByRole('dialog', { name: '填写收货地址' });
    const name = form.getByLabel('姓名');
    const phone = form.getByLabel('手机号');
    const detail = form.getByLabel('详细地址');
    await name.focus();
    await name.blur();
    await expect(form.getByText('请输入您的姓名')).toBeVisible();
    await phone.focus();
    await phone.blur();
    await expect(form.getByText('请输入您的手机号')).toBeVisible();
    await detail.focus();
    await detail.blur();
    await expect(form.getByText('请输入您的详细地址')).toBeVisible();
    const province = form.getByRole('combobox', { name: '省份' });
    await province.focus();
    await province.blur();
    await expect(form.getByText('请选择您的所在区域')).toBeVisible();

    // Bad input: 10-digit phone, letters stripped, emoji and 500 characters in the detail, no region.
    await name.fill('王小明');
    await phone.fill('138a0013800');
    await expect(phone).toHaveValue('1380013800');
    await phone.blur();
    await expect(form.getByText('请输入正确的手机号!')).toBeVisible();
    await detail.fill('南山区科技园🎁');
    await detail.blur();
    await expect(form.getByText('详细地址最多100个字，且不能包含表情符号')).toBeVisible();
    await detail.fill('路'.repeat(500));
    await detail.blur();
    await expect(form.getByText('详细地址最多100个字，且不能包含表情符号')).toBeVisible();
    await form.getByRole('button', { name: '确认提交' }).click();
    await expect(form.getByText('请选择您的所在区域')).toBeVisible();
    await expect(form).toBeVisible();
    let records = await activityGet<Paged<GiftRecord>>(request, '/activity/activity/gift/lotteryRecord', token, NN);
    expect(records.list[0]).toMatchObject({ giftName: '雷蛇炼狱蝰蛇V3鼠标', cneeStatusStr: '待领取' });

    await phone.fill('13800138000');
    await detail.fill('科技园南区高新南七道 18 号');
    await pickRegion(form, ['广东省', '深圳市', '南山区']);
    await expect(form.getByText('请选择您的所在区域')).toBeHidden();
    await form.getByRole('button', { name: '确认提交' }).click();
    await expect(page.getByText('操作成功!')).toBeVisible();
    await expect(form).toBeHidden();

    records = await activityGet<Paged<GiftRecord>>(request, '/activity/activity/gift/lotteryRecord', token, NN);
    expect(records.list[0]).toMatchObject({ cneeStatusStr: '待发货', cneeAddr: '广东省 深圳市 南山区 科技园南区高新南七道 18 号' });
    await page.getByRole('button', { name: '我的奖品' }).click();
    const list = page.getByRole('dialog', { name: '我的奖品' });
    await expect(list.getByRole('row', { name: /雷蛇炼狱蝰蛇V3鼠标.*待发货/ })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('gift records: CDK 查看 + 复制, 已发放, pagination with 首页', async ({ page, request, sandbox, baseURL }) => {
    await signIn({ page, request, sandbox, baseURL });
    await page.goto('/nn/activity');
    await page.getByRole('button', { name: '我的奖品' }).click();
    const list = page.getByRole('dialog', { name: '我的奖品' });
    const cdkRow = list.getByRole('row', { name: /电竞会员月卡CDK/ });
    await cdkRow.getByRole('button', { name: '查看' }).click();
    await expect(cdkRow.getByLabel('CDK')).toHaveText('NNVIP-M8K2-7QX4-P9ZD');
    await cdkRow.getByRole('button', { name: '复制' }).click();
    await expect(page.getByText('复制成功!')).toBeVisible();
    await expect(list.getByRole('row', { name: /电竞会员7天/ })).toContainText('已发放');
    const pager = list.getByRole('navigation', { name: '奖品记录分页' });
    await expect(pager).toContainText('第 1 / 2 页');
    await expect(pager.getByRole('button', { name: '首页' })).toBeDisabled();
    await pager.getByRole('button', { name: '下一页' }).click();
    await expect(pager).toContainText('第 2 / 2 页');
    await expect(list.getByRole('row', { name: /N币×50/ })).toBeVisible();
    await pager.getByRole('button', { name: '首页' }).click();
    await expect(pager).toContainText('第 1 / 2 页');
    await expect(list.getByRole('row', { name: /电竞会员月卡CDK/ })).toBeVisible();
  });

  test('empty record list → 您还未参与过抽奖, and 去参与 closes the dialog', async ({ page, request, sandbox, baseURL }) => {
    await signIn({ page, request, sandbox, baseURL }, EMPTY);
    await page.goto('/nn/activity');
    await page.getByRole('button', { name: '我的奖品' }).click();
    const list = page.getByRole('dialog', { name: '我的奖品' });
    await expect(list.getByText('您还未参与过抽奖')).toBeVisible();
    await list.getByRole('button', { name: '去参与' }).click();
    await expect(list).toBeHidden();
  });

  test('an ended activity (the visitor clock past the window) → 抱歉，活动不在有效期 without a draw', async ({ page, request, sandbox, baseURL }) => {
    const { token } = await signIn({ page, request, sandbox, baseURL });
    await page.clock.install({ time: new Date('2027-07-02T00:00:00+08:00') });
    await page.goto('/nn/activity');
    await expect(page.getByText('活动已结束')).toBeVisible();
    await drawButton(page).click();
    await expect(page.getByRole('dialog', { name: '抱歉，活动不在有效期' })).toBeVisible();
    const count = await activityGet<{ used: number; remain: number }>(request, '/activity/activity/gift/user/lottryNum', token, NN);
    expect(count).toMatchObject({ used: 0, remain: 3 });
  });

  test('the server answering 3001 (window closed meanwhile) → 抱歉，活动不在有效期', async ({ page, request, sandbox, baseURL }) => {
    await signIn({ page, request, sandbox, baseURL });
    await sandbox.fault({ path: '/activity/activity/gift/luckDraw', code: '3001', times: 1 });
    await page.goto('/nn/activity');
    await drawButton(page).click();
    await expect(page.getByRole('dialog', { name: '抱歉，活动不在有效期' })).toBeVisible();
  });

  // The backend commits the draw and the answer is lost. The fault stays on for every
  // call, so a client that sent the draw again would spend a second one.
  for (const [lost, fault, message] of [
    ['a 502 from a proxy', { status: 502 }, '网络异常:【502】'],
    // Through the proxy topology the site's gateway sees the backend drop the connection and answers
    // the browser with its 502 envelope (网关无法连接后端服务); embedded, the browser's own socket drops.
    ['a dropped connection', { body: 'drop' as const }, isProxyTopology() ? '网络异常:【502】' : '网络异常:【ERR_NETWORK】'],
  ] as const) {
    // @both-topologies: npm test runs this file in the proxy topology only, this test in both
    // (embedded, the browser's own socket drops after the commit: it must not send the draw again).
    test(`a draw whose answer is lost (${lost}) spends one draw, says so, and is in the records after a refresh`, { tag: '@both-topologies' }, async ({ page, request, sandbox, baseURL }) => {
      const { token } = await signIn({ page, request, sandbox, baseURL });
      await pinDraw(request, NN, SLOT.mouse);
      await page.goto('/nn/activity');
      await expect(drawButton(page)).toContainText('剩余 3 次');
      const before = await activityGet<Paged<GiftRecord>>(request, '/activity/activity/gift/lotteryRecord', token, NN, { pageNo: 1, pageSize: 4 });
      await sandbox.fault({ path: '/activity/activity/gift/luckDraw', ...fault, after: true });
      await drawButton(page).click();
      await expect(page.getByText(message)).toBeVisible();
      const count = await activityGet<{ remain: number; used: number }>(request, '/activity/activity/gift/user/lottryNum', token, NN);
      expect(count).toMatchObject({ used: 1, remain: 2 });
      await sandbox.clearFaults();
      await page.reload();
      await expect(drawButton(page)).toContainText('剩余 2 次');
      await page.getByRole('button', { name: '我的奖品' }).click();
      const list = page.getByRole('dialog', { name: '我的奖品' });
      // Newest first: the first row under the header is the draw whose answer was lost.
      await expect(list.getByRole('row').nth(1)).toContainText('雷蛇炼狱蝰蛇V3鼠标');
      const after = await activityGet<Paged<GiftRecord>>(request, '/activity/activity/gift/lotteryRecord', token, NN, { pageNo: 1, pageSize: 4 });
      expect(after.total).toBe(before.total + 1);
    });
  }

  test('logged out: the draw button opens the login dialog', async ({ page }) => {
    await page.goto('/nn/activity');
    await expect(drawButton(page)).toContainText('登录后参与');
    await drawButton(page).click();
    await expect(page.getByRole('dialog', { name: '用户注册/登录' })).toBeVisible();
  });
});

test.describe('prize widget on /gqlx (leigod account)', () => {
  test('redeem a boost → 兑换成功; address 700×500 → page 1; detail text; paging with 首页; redeeming twice refused', async ({ page, request, sandbox, baseURL, consoleErrors }) => {
    test.setTimeout(60_000);
    const { token } = await signIn({ page, request, sandbox, baseURL });
    await page.goto('/gqlx/prizeItem');
    await page.getByRole('button', { name: '查看中奖记录' }).click();
    const widget = page.getByRole('dialog', { name: '中奖记录' });
    const boost = widget.getByRole('row', { name: /加速时长3天/ });
    await expect(boost).toContainText('待领取');
    await boost.getByRole('button', { name: '立即领取' }).click();
    await expect(page.getByText('兑换成功')).toBeVisible();
    await expect(boost).toContainText('已领取');

    const { data: exchanged } = await activityPost<{ account_token: string }>(request, '/leigod/api/user/login/token', { token_channel: 'nn', token });
    const again = await activityPost(request, '/leigod/api/user/receive', { account_token: exchanged.account_token, prize_id: 700002, is_auth_use: 1 });
    expect(again.code).toBe(3012);

    await boost.getByRole('button', { name: '查看详情' }).click();
    const detail = page.getByRole('dialog', { name: '查看详情' });
    await expect(detail).toContainText('恭喜您获得加速时长3天，加速时长已自动发放到您的账号，可在NN加速器客户端中查看');
    await detail.getByRole('button', { name: '确定' }).click();

    const pager = widget.getByRole('navigation', { name: '奖品记录分页' });
    await pager.getByRole('button', { name: '下一页' }).click();
    await expect(pager).toContainText('第 2 / 2 页');
    await expect(widget.getByRole('row', { name: /加速时长12小时/ })).toBeVisible();

    // Physical prize on page 1: the address dialog, then the list is back on page 1.
    await pager.getByRole('button', { name: '首页' }).click();
    await expect(pager).toContainText('第 1 / 2 页');
    await widget.getByRole('row', { name: /国潮机械键盘/ }).getByRole('button', { name: '填写地址' }).click();
    const form = page.getByRole('dialog', { name: '填写收货地址' });
    // 700×500 once the opening zoom has settled.
    const size = () =>
      form.evaluate((el) => (el.querySelector('.ant-modal-container') ?? el.closest('.ant-modal-container') ?? el).getBoundingClientRect()).then((r) => [Math.round(r.width), Math.round(r.height)]);
    await expect.poll(size).toEqual([700, 500]);
    await form.getByRole('button', { name: '确认' }).click();
    for (const msg of ['请输入您的姓名', '请输入您的手机号', '请选择您的所在区域', '请输入您的详细地址']) await expect(form.getByText(msg)).toBeVisible();
    await form.getByLabel('姓名').fill('李雷');
    await form.getByLabel('手机号').fill('13912345678');
    await pickRegion(form, ['北京市', '北京市', '朝阳区']);
    await form.getByLabel('详细地址').fill('建国路 88 号');
    // SPEC §7: the address goes where the gift flow's does, with the widget's whole form.
    const cnee = page.waitForRequest((r) => r.url().includes('/api/gw/activity/activity/gift/cnee'));
    await form.getByRole('button', { name: '确认' }).click();
    expect((await cnee).postDataJSON()).toMatchObject({ username: '李雷', phone: '13912345678', address: '建国路 88 号', account_token: expect.any(String), prize_id: expect.any(Number) });
    await expect(page.getByText('操作成功!')).toBeVisible();
    await expect(widget.getByRole('row', { name: /国潮机械键盘/ })).toContainText('已填写地址');
    await expect(pager).toContainText('第 1 / 2 页');
    expect(consoleErrors).toEqual([]);
  });

  test('the chest draws on the account: a win becomes a widget record; empty account → 您还未参与过抽奖', async ({ page, request, sandbox, baseURL }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signIn({ page, request, sandbox, baseURL });
    await pinDraw(request, GQLX, 5);
    await page.goto('/gqlx');
    await expect(page.getByText('剩余开箱次数：3 次')).toBeVisible();
    await page.getByRole('button', { name: /开启国庆宝箱/ }).click();
    await expect(page.getByRole('dialog', { name: '恭喜您中奖啦！' })).toContainText('加速时长7天');
    await page.getByRole('button', { name: '我知道了' }).click();
    await expect(page.getByText('剩余开箱次数：2 次')).toBeVisible();
    await page.getByRole('button', { name: '我的奖品' }).click();
    await expect(page.getByRole('dialog', { name: '中奖记录' }).getByRole('row', { name: /加速时长7天.*待领取/ })).toBeVisible();
  });

  test('an expired account_token clears the user silently (no warning, no login dialog)', async ({ page, request, sandbox, baseURL }) => {
    await signIn({ page, request, sandbox, baseURL });
    await page.goto('/gqlx/prizeItem');
    await expect(page.getByRole('banner').getByText('电竞小王')).toBeVisible();
    await sandbox.fault({ path: '/leigod/api/user/prize_list', code: 'auth_40002', times: 1 });
    await page.getByRole('button', { name: '查看中奖记录' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeVisible();
    await expect(page.getByText('当前登录信息已失效，请重新登录!')).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: '用户注册/登录' })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('userInfo'))).toBeNull();
    await expect.poll(() => page.evaluate(() => document.cookie)).not.toContain('AuthToken');
  });

  test('an account with no prizes sees 您还未参与过抽奖', async ({ page, request, sandbox, baseURL }) => {
    await signIn({ page, request, sandbox, baseURL }, EMPTY);
    await page.goto('/gqlx');
    await page.getByRole('button', { name: '我的奖品' }).click();
    const widget = page.getByRole('dialog', { name: '中奖记录' });
    await expect(widget.getByText('您还未参与过抽奖')).toBeVisible();
    await widget.getByRole('button', { name: '去参与' }).click();
    await expect(widget).toBeHidden();
  });
});

test('red-envelope rain: catch one envelope → its prize', async ({ page, request, sandbox, baseURL }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn({ page, request, sandbox, baseURL });
  await pinDraw(request, 10061, 1);
  await page.goto('/acts/redenvelope');
  await page.getByRole('button', { name: '开始抢红包' }).click();
  await page.getByRole('button', { name: '红包 3' }).click();
  await expect(page.getByRole('dialog', { name: '恭喜您中奖啦！' })).toContainText('8 N币红包');
});

const CAMPAIGN_PAGES: ReadonlyArray<[path: string, heading: RegExp | string, marker: string]> = [
  ['/nn/activity', '双十一狂欢九宫格', '活动规则'],
  ['/nn/activity.html', '双十一狂欢九宫格', '奖池一览'],
  ['/qmgogo', '全民GO·开宝箱', '如何获得开箱次数'],
  ['/qmgogo.html', '全民GO·开宝箱', '宝箱奖池'],
  ['/qmgogo/alertModal', '全民GO·开宝箱', '活动提示'],
  ['/qmgogo/awardModal', '全民GO·开宝箱', '获奖信息'],
  ['/qmgogo/otherModal', '全民GO·开宝箱', '更多说明'],
  ['/offlinehuyagogo', '虎牙线下赛·宝箱狂欢', '赛事赛程'],
  ['/offlinehuyagogo.html', '虎牙线下赛·宝箱狂欢', '观赛福利'],
  ['/gqlx', '国庆礼享·开宝箱赢好礼', '国庆特惠套餐 · 买就送抽奖次数'],
  ['/gqlx/prizeItem', '我的奖品', '其他说明'],
  ['/acts/redenvelope', '红包雨·N币抢不停', '红包场次'],
  ['/jointActivity', '联合活动', '合作平台活动'],
  ['/jointActivityPage', '联合活动专区', '合作平台活动'],
  ['/jointActivityPage/501', 'NN加速器 × 虎牙直播：观赛加速排行榜', '加速排行榜'],
  ['/jointActivityPage/503', '哔哩哔哩联合活动', '合作平台活动'],
];

for (const [name, viewport] of [
  ['desktop', { width: 1366, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`every campaign route renders its own content (${name})`, async ({ page, consoleErrors }) => {
    await page.setViewportSize(viewport);
    for (const [path, heading, marker] of CAMPAIGN_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
      await expect(page.getByRole('heading', { name: marker }).first(), path).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    expect(consoleErrors).toEqual([]);
  });
}

test('chest themes: /qmgogo orange, /offlinehuyagogo yellow', async ({ page }) => {
  await page.goto('/qmgogo');
  await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', 'orange');
  await page.goto('/offlinehuyagogo');
  await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', 'yellow');
});
