import type { APIRequestContext, BrowserContext, Locator, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { activityGet, dismissDialog, pinDraw } from './support/activity';
import { DEMO_USERS, openLoginFromHeader } from './support/login';
import { loginAs, membershipDialog, openMembershipDialog } from './support/pay';
import { interactUntil } from './support/visitor';
import { FAULT_KINDS as FAULTS, OFFLINE } from '../tests/fixtures/fault-kinds';
import type { SandboxClient } from './support/sandbox';

/**
 * Fault matrix: every backend failure × every call a visitor makes, and every
 * server-rendered page under a failing backend. Two tables — FAULTS × CLIENT_CALLS and
 * FAULTS × SSR_PAGES; a new call or page (order, activity, address …) is one row.
 *
 * Split by layer (the full product took 8 of the suite's 19 minutes). What a fault
 * kind changes is the http layer's (the message, retries, what was committed): every call × every
 * kind runs in vitest against the same sandbox handlers and faults (tests/services/fault-matrix.test.ts,
 * and tests/services/fault-matrix-server.test.ts for the server-side calls of SSR_PAGES). What only
 * a page shows — the message on screen, the form kept, the double click, the order flow re-sending,
 * the error state or error page, ISR's cached copy — runs here: each call with a failing status
 * (500), and one call (the article comment) with every kind, offline included, so each kind is
 * still seen end to end in a real browser once; each page with a status (500) and a dropped connection, and the
 * slow backend on one ISR and one SSR page (the server's own render limits apply to those).
 *
 * Each client case: the call fails the way the fault says; the visitor sees SPEC §8's message
 * (or the row's own error state for a quiet call); what was typed is still there; the page issued
 * the call once (a POST is never repeated, nor a GET that changes state such as a draw; a GET that
 * only reads at most 1 + 3 retries — except an order, which
 * its flow re-sends with one idempotency key and the sandbox's orders prove it was made once); no
 * uncaught error; and once the backend is back the same form goes through, exactly once.
 */

type Ctx = { page: Page; sandbox: SandboxClient; tag: string; baseURL: string };

type ClientCall = {
  name: string;
  /** Real API path: the fault's path, and what the request counter matches. */
  api: string;
  method: 'GET' | 'POST';
  /** Opens the page and fills the form, before the fault is armed. */
  prepare(ctx: Ctx): Promise<void>;
  /** The visitor's action — a double click where a form is sent, to catch double submits. */
  act(ctx: Ctx): Promise<void>;
  /** A quiet call (ignoreError) shows its own error state instead of the SPEC §8 toast. */
  failureText?: string;
  /** A GET that changes state (a draw): the client never retries it, it is sent exactly once. */
  sentOnce?: true;
  /**
   * The app itself sends the call again with the same idempotency key until the backend answers
   * (the order flow): the request count is not bounded, the sandbox's records prove one submission.
   */
  resends?: true;
  /** What was typed is still there. */
  kept?(ctx: Ctx): Promise<void>;
  /** The second try, after the backend is back (defaults to act). */
  retry?(ctx: Ctx): Promise<void>;
  /** Run with every fault kind (one call does); the others run PAGE_KINDS (see the header). */
  everyKind?: true;
  /** The call went through, exactly once. */
  done(ctx: Ctx): Promise<void>;
};

const SMS_ONLY = { phone: '13700137000', nick: '峡谷清风' };
const RICH = '13800138000'; // 1280 N币, member; 3 draws on /nn/activity
const NN_ACTIVITY = 10031;
/** Slots of the /nn/activity pool: 0 the mouse (physical), 2 谢谢参与. */
const SLOT = { mouse: 0, thanks: 2 } as const;
/** The purchase dialogs' retrying line (RETRYING_TEXT of components/commerce/pay-panel.tsx). */
const RETRYING_TEXT = '网络不稳定，正在重试…';
const ADDRESS = { name: '王小明', phone: '13800138000', region: ['广东省', '深圳市', '南山区'] } as const;

const coinPayButton = (page: Page) => membershipDialog(page).getByRole('button', { name: /N币支付（580 N币）/ });
const drawButton = (page: Page) => page.getByRole('button', { name: /立即抽奖/ });
const addressDialog = (page: Page) => page.getByRole('dialog', { name: '填写收货地址' });
const selectedLabel = (select: Locator) => select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.label ?? '');

/** The N coin (consumerType 1) membership orders of RICH. */
const coinOrders = async (sandbox: SandboxClient) => (await sandbox.orders(RICH)).filter((o) => o.consumerType === 1);
/** The signed-in user's token, as the page keeps it. */
const pageToken = (page: Page) => page.evaluate(() => (JSON.parse(window.localStorage.getItem('userInfo') ?? '{}') as { token?: string }).token ?? '');
const drawCount = async (page: Page) => activityGet<{ remain: number; used: number }>(page.request, '/activity/activity/gift/user/lottryNum', await pageToken(page), NN_ACTIVITY);
const latestPrize = async (page: Page) =>
  (await activityGet<{ list: { giftName: string; cneeStatusStr: string; cneeAddr: string }[] }>(page.request, '/activity/activity/gift/lotteryRecord', await pageToken(page), NN_ACTIVITY)).list[0];
const loginDialog = (page: Page) => page.getByRole('dialog', { name: '用户注册/登录' });
const articleComments = (page: Page) => page.getByRole('region', { name: /玩家评论/ });

const CLIENT_CALLS: readonly ClientCall[] = [
  {
    name: 'SMS-code login',
    api: '/u-nnpc/registerLogin',
    method: 'POST',
    async prepare({ page, sandbox }) {
      await page.goto('/');
      const dialog = await openLoginFromHeader(page);
      await dialog.getByPlaceholder('请输入手机号码').fill(SMS_ONLY.phone);
      await dialog.getByRole('button', { name: '发送验证码' }).click();
      await dialog.getByPlaceholder('请输入验证码').fill(await sandbox.sms(SMS_ONLY.phone));
    },
    act: ({ page }) => loginDialog(page).getByRole('button', { name: '登录', exact: true }).dblclick(),
    async kept({ page, sandbox }) {
      await expect(loginDialog(page).getByPlaceholder('请输入手机号码')).toHaveValue(SMS_ONLY.phone);
      await expect(loginDialog(page).getByPlaceholder('请输入验证码')).toHaveValue(await sandbox.sms(SMS_ONLY.phone));
    },
    retry: ({ page }) => loginDialog(page).getByRole('button', { name: '登录', exact: true }).click(),
    async done({ page }) {
      await expect(loginDialog(page)).toBeHidden();
      await expect(page.getByRole('banner').getByText(SMS_ONLY.nick)).toBeVisible();
    },
  },
  {
    name: 'sending an SMS code',
    api: '/u-nnpc/api/v2/userSms/sendSms',
    method: 'POST',
    async prepare({ page }) {
      await page.goto('/');
      const dialog = await openLoginFromHeader(page);
      await dialog.getByPlaceholder('请输入手机号码').fill(DEMO_USERS.wang.phone);
    },
    act: ({ page }) => loginDialog(page).getByRole('button', { name: '发送验证码' }).dblclick(),
    kept: ({ page }) => expect(loginDialog(page).getByPlaceholder('请输入手机号码')).toHaveValue(DEMO_USERS.wang.phone),
    retry: ({ page }) => loginDialog(page).getByRole('button', { name: '发送验证码' }).click(),
    async done({ page, sandbox }) {
      await expect(loginDialog(page).getByRole('button', { name: /^\d+s后重发$/ })).toBeDisabled();
      expect(await sandbox.sms(DEMO_USERS.wang.phone)).toMatch(/^\d{6}$/);
    },
  },
  {
    name: 'article comment',
    api: '/nn-assist/comment/add',
    method: 'POST',
    everyKind: true,
    // Signed in through the API (the login dialog is login.spec.ts's and the two rows above).
    async prepare({ page, sandbox, baseURL, tag }) {
      await loginAs(page.context(), page.request, sandbox, RICH, baseURL);
      await page.goto('/news/10001.html');
      await expect(page.getByRole('banner').getByText(DEMO_USERS.wang.nick)).toBeVisible();
      const section = articleComments(page);
      await interactUntil(page, () => expect(section).toBeAttached({ timeout: 500 }));
      await section.scrollIntoViewIfNeeded();
      await section.getByRole('textbox', { name: '发表评论' }).fill(tag);
    },
    act: ({ page }) => articleComments(page).getByRole('button', { name: '发送' }).dblclick(),
    kept: ({ page, tag }) => expect(articleComments(page).getByRole('textbox', { name: '发表评论' })).toHaveValue(tag),
    retry: ({ page }) => articleComments(page).getByRole('button', { name: '发送' }).click(),
    async done({ page, tag }) {
      await expect(articleComments(page).getByRole('textbox', { name: '发表评论' })).toHaveValue('');
      await expect(articleComments(page).getByRole('listitem').filter({ hasText: tag })).toHaveCount(1);
      await page.reload();
      await interactUntil(page, () => expect(articleComments(page)).toBeAttached({ timeout: 500 }));
      await articleComments(page).scrollIntoViewIfNeeded();
      await expect(articleComments(page).getByRole('listitem').filter({ hasText: tag })).toHaveCount(1);
    },
  },
  {
    name: 'game remark',
    api: '/nchannel/channel/business/addNoticeRemark',
    method: 'POST',
    async prepare({ page, sandbox, baseURL, tag }) {
      await loginAs(page.context(), page.request, sandbox, RICH, baseURL);
      await page.goto('/yxxz/pc/101.html');
      await expect(page.getByRole('banner').getByText(DEMO_USERS.wang.nick)).toBeVisible();
      await interactUntil(page, () => expect(page.getByLabel('发表评论')).toBeAttached({ timeout: 500 }));
      await page.getByLabel('发表评论').fill(tag);
    },
    act: ({ page }) => page.getByRole('button', { name: '发送' }).dblclick(),
    kept: ({ page, tag }) => expect(page.getByLabel('发表评论')).toHaveValue(tag),
    retry: ({ page }) => page.getByRole('button', { name: '发送' }).click(),
    async done({ page, tag }) {
      await expect(page.getByLabel('发表评论')).toHaveValue('');
      await expect(page.getByTestId('remark').filter({ hasText: tag })).toHaveCount(1);
      await page.reload();
      await interactUntil(page, () => expect(page.getByLabel('发表评论')).toBeAttached({ timeout: 500 }));
      await expect(page.getByTestId('remark').filter({ hasText: tag })).toHaveCount(1);
    },
  },
  {
    name: 'article comment list (quiet GET, retried)',
    api: '/nn-assist/comment/list',
    method: 'GET',
    failureText: '评论加载失败',
    async prepare({ page }) {
      await page.goto('/news/10001.html');
      await interactUntil(page, () => expect(articleComments(page)).toBeAttached({ timeout: 500 }));
      await expect(articleComments(page).getByText('评论加载中…')).toBeVisible();
    },
    act: ({ page }) => articleComments(page).scrollIntoViewIfNeeded(),
    retry: ({ page }) => articleComments(page).getByRole('button', { name: '重试' }).click(),
    async done({ page }) {
      const section = articleComments(page);
      await expect(section.getByText('评论加载中…')).toBeHidden({ timeout: 20_000 });
      await expect(section.getByRole('alert')).toHaveCount(0);
      await expect(section.getByRole('heading', { name: /玩家评论（\d+）/ })).toBeVisible();
    },
  },
  {
    name: 'membership order paid by N coin (order create)',
    api: '/nnorder/unified/order/create',
    method: 'POST',
    // The create call is quiet (SPEC §7 "errors suppressed"): the dialog says it is retrying and
    // re-sends with the same idempotency key by itself, so the backend coming back is enough.
    failureText: RETRYING_TEXT,
    resends: true,
    async prepare({ page, sandbox, baseURL }) {
      await loginAs(page.context(), page.request, sandbox, RICH, baseURL);
      const dialog = await openMembershipDialog(page);
      await dialog.getByRole('radio', { name: /季卡会员/ }).click();
      // The QR order of the 季卡 choice (made by the debounced selection) is in before the fault.
      await expect(dialog.locator('figure[data-pay-url]')).toBeVisible();
      await expect(dialog).toContainText('¥58.00');
      await dialog.getByRole('switch', { name: '使用N币抵扣' }).click();
      await expect(dialog.getByTestId('pay-mode')).toHaveText('N币支付：580 N币抵扣 ¥58.00');
    },
    act: ({ page }) => coinPayButton(page).dblclick(),
    async kept({ page, sandbox }) {
      const dialog = membershipDialog(page);
      await expect(dialog.getByRole('radio', { name: /季卡会员/ })).toBeChecked();
      await expect(dialog.getByRole('switch', { name: '使用N币抵扣' })).toBeChecked();
      await expect(dialog.getByTestId('pay-mode')).toHaveText('N币支付：580 N币抵扣 ¥58.00');
      expect(await coinOrders(sandbox), 'no N coin order while the backend fails').toEqual([]);
      // Between re-sends the button stays disabled and busy. Checked here, while the fault still
      // holds the flow in its create step, and across the next re-send: once the backend is back the
      // next re-send may go through at any moment (backoff 1–8 s), and a paid flow goes idle behind
      // the success dialog with its button enabled (and inert: the purchase is done) — on a loaded
      // lane that moment came before a check made after clearFaults (failed twice in one npm test).
      const button = coinPayButton(page);
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute('aria-busy', 'true');
      await page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/gw/nnorder/unified/order/create', { timeout: 10_000 });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute('aria-busy', 'true');
      expect(await coinOrders(sandbox), 'no N coin order while the backend fails').toEqual([]);
    },
    // Nothing to press: the flow re-sends on its own. Until that re-send has gone through the button
    // is disabled; it may already have (the success dialog is up) — never enabled without a purchase.
    async retry({ page }) {
      const success = page.getByRole('dialog', { name: '支付成功' });
      await expect(coinPayButton(page).and(page.locator(':disabled')).or(success).first()).toBeVisible();
    },
    async done({ page, sandbox }) {
      const success = page.getByRole('dialog', { name: '支付成功' });
      await expect(success).toContainText('季卡会员已开通', { timeout: 20_000 });
      expect((await coinOrders(sandbox)).map((o) => [o.nbAmount, o.actualCents, o.status])).toEqual([[580, 0, 2]]);
      await success.getByRole('button', { name: '确定' }).click();
      await expect(page.getByTestId('nnpay-account')).toContainText('N币余额：700');
    },
  },
  {
    name: 'lottery draw on /nn/activity (GET, sent once)',
    api: '/activity/activity/gift/luckDraw',
    method: 'GET',
    sentOnce: true,
    async prepare({ page, sandbox, baseURL }) {
      await loginAs(page.context(), page.request, sandbox, RICH, baseURL);
      await pinDraw(page.request, NN_ACTIVITY, SLOT.thanks);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/nn/activity');
      await expect(drawButton(page)).toContainText('剩余 3 次');
    },
    act: ({ page }) => drawButton(page).dblclick(),
    async kept({ page }) {
      // Nothing drawn: the count is as it was and the button takes the next click.
      await expect(drawButton(page)).toContainText('剩余 3 次');
      await expect(drawButton(page)).toHaveAttribute('aria-busy', 'false');
      expect(await drawCount(page)).toMatchObject({ used: 0, remain: 3 });
    },
    retry: ({ page }) => drawButton(page).click(),
    async done({ page }) {
      const dialog = page.getByRole('dialog', { name: '很遗憾！您未中奖' });
      await expect(dialog).toBeVisible({ timeout: 10_000 });
      expect(await drawCount(page)).toMatchObject({ used: 1, remain: 2 });
      await dismissDialog(dialog, '我知道了');
      await expect(drawButton(page)).toContainText('剩余 2 次');
    },
  },
  {
    name: 'shipping address of a won prize',
    api: '/activity/activity/gift/cnee',
    method: 'POST',
    async prepare({ page, sandbox, baseURL, tag }) {
      await loginAs(page.context(), page.request, sandbox, RICH, baseURL);
      await pinDraw(page.request, NN_ACTIVITY, SLOT.mouse);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/nn/activity');
      await drawButton(page).click();
      const win = page.getByRole('dialog', { name: '恭喜您中奖啦！' });
      await expect(win).toContainText('雷蛇炼狱蝰蛇V3鼠标');
      await win.getByRole('button', { name: '填写收货地址' }).click();
      const form = addressDialog(page);
      await form.getByLabel('姓名').fill(ADDRESS.name);
      await form.getByLabel('手机号').fill(ADDRESS.phone);
      const region = form.getByRole('group', { name: '所在区域' });
      for (const [i, level] of (['省份', '城市', '区县'] as const).entries()) await region.getByRole('combobox', { name: level }).selectOption({ label: ADDRESS.region[i] });
      await form.getByLabel('详细地址').fill(tag);
    },
    act: ({ page }) => addressDialog(page).getByRole('button', { name: '确认提交' }).dblclick(),
    async kept({ page, tag }) {
      const form = addressDialog(page);
      await expect(form.getByLabel('姓名')).toHaveValue(ADDRESS.name);
      await expect(form.getByLabel('手机号')).toHaveValue(ADDRESS.phone);
      const region = form.getByRole('group', { name: '所在区域' });
      for (const [i, level] of (['省份', '城市', '区县'] as const).entries()) expect(await selectedLabel(region.getByRole('combobox', { name: level }))).toBe(ADDRESS.region[i]);
      await expect(form.getByLabel('详细地址')).toHaveValue(tag);
      expect(await latestPrize(page)).toMatchObject({ giftName: '雷蛇炼狱蝰蛇V3鼠标', cneeStatusStr: '待领取' });
    },
    retry: ({ page }) => addressDialog(page).getByRole('button', { name: '确认提交' }).click(),
    async done({ page, tag }) {
      await expect(page.getByText('操作成功!')).toBeVisible();
      await expect(addressDialog(page)).toBeHidden();
      expect(await latestPrize(page)).toMatchObject({ cneeStatusStr: '待发货', cneeAddr: `${ADDRESS.region.join(' ')} ${tag}` });
    },
  },
];

/** Console noise a failing call causes by design ("Failed to load resource: … 500"); anything else is a bug. */
const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource|net::ERR_/.test(e));

async function goOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true);
  // Going offline shows 请检查网络！ by itself; wait until it is gone so the call's own message is what is seen.
  await expect(page.getByText(OFFLINE)).toHaveCount(0, { timeout: 8_000 });
}

test.beforeEach(async ({ sandbox }) => {
  await sandbox.reset();
});

test.afterEach(async ({ sandbox, context }) => {
  await context.setOffline(false);
  await sandbox.clearFaults();
});

/**
 * The kind every client call runs in a page: a failing status — the component shows the error,
 * keeps the form, sends once and goes through once the backend is back. Offline is the browser's
 * (navigator.onLine through one hook for every call): the article comment runs it, with every kind.
 */
const PAGE_KINDS = new Set(['500']);

test.describe('client calls under backend faults', () => {
  for (const call of CLIENT_CALLS) {
    for (const kind of FAULTS.filter((k) => call.everyKind || PAGE_KINDS.has(k.name))) {
      test(`${call.name} × ${kind.name}`, async ({ page, context, sandbox, baseURL, consoleErrors }) => {
        test.setTimeout(75_000);
        const ctx = { page, sandbox, tag: `故障测试 ${kind.name} ${Date.now()}`, baseURL: baseURL! };
        await call.prepare(ctx);
        const isCall = (r: Request) => r.method() === call.method && new URL(r.url()).pathname === `/api/gw${call.api}`;
        let sent = 0;
        page.on('request', (r) => {
          if (isCall(r)) sent += 1;
        });

        if (kind.offline) await goOffline(page, context);
        else await sandbox.fault({ path: call.api, ...kind.fault });
        await call.act(ctx);

        if (kind.message === null) {
          // Slow, not broken: the form waits (no second send) and then goes through once.
          await page.waitForResponse((r) => isCall(r.request()), { timeout: 30_000 });
          await call.done(ctx);
          expect(sent).toBe(1);
        } else {
          await expect(page.getByText(call.failureText ?? kind.message).first()).toBeVisible({ timeout: 20_000 });
          await call.kept?.(ctx);
          const max = call.resends ? Infinity : call.method === 'GET' && !call.sentOnce ? 4 : 1;
          if (kind.offline) expect(sent, 'offline: nothing leaves the page').toBe(0);
          else expect(sent, `${call.method} sent once${call.method === 'GET' && !call.sentOnce ? ' (+ up to 3 retries)' : ''}`).toBeGreaterThanOrEqual(1);
          expect(sent).toBeLessThanOrEqual(max);

          // Backend back: the kept form goes through, once.
          if (kind.offline) await context.setOffline(false);
          await sandbox.clearFaults();
          // A click within the send throttle of the failed one is dropped by design (SPEC §9: 300 ms).
          await page.waitForTimeout(400);
          const before = sent;
          await (call.retry ?? call.act)(ctx);
          await call.done(ctx);
          // A re-sending flow may have had one attempt on its way when the backend came back.
          if (call.resends) expect(sent - before).toBeLessThanOrEqual(1);
          else expect(sent - before).toBe(1);
        }
        expect(unexpected(consoleErrors)).toEqual([]);
      });
    }
  }
});

type SsrPage = {
  name: string;
  /** The page, or one per fault kind (a page that must not be cached by an earlier case). */
  path: string | ((kindIndex: number) => string);
  /** The API the page's server-side loading calls (the fault's path). */
  api: string;
  /**
   * 'state': the page renders with an error panel; 'error-page': the 5xx error page (never a
   * crash); 'unaffected': served from the ISR cache, the backend is not asked.
   */
  onFailure: { kind: 'state'; text: string | RegExp } | { kind: 'error-page' } | { kind: 'unaffected' };
  /** What the page shows when the backend is only slow. */
  heading: RegExp;
  /** Fault kinds that do not apply to the row, with the reason. */
  skip?: Partial<Record<string, string>>;
  /** Also run with the slow backend (10 s): the server waits for it and renders normally. */
  slow?: true;
  /** Request the page once before the fault, so the row tests what ISR does with a cached page. */
  warm?: boolean;
};

const SSR_PAGES: readonly SsrPage[] = [
  {
    name: 'list page not rendered yet (ISR, first render)',
    // A view nobody else requests, one per case (an unknown class: without a fault it redirects to
    // the list, under one the error state is rendered and kept for 5 s).
    path: (i) => `/gl.html?class=${90 + i}`,
    api: '/nn-assist/article',
    onFailure: { kind: 'state', text: '内容加载失败' },
    heading: /游戏攻略/,
    slow: true,
  },
  { name: 'news list already rendered (ISR keeps the last good page)', path: '/news.html', warm: true, api: '/nn-assist/article', onFailure: { kind: 'unaffected' }, heading: /新闻资讯/ },
  // SSR answers are shared for 60 s (CDN and the server's page cache): a URL of its own per case,
  // as a campaign's tracking parameter would make one.
  { name: 'search (SSR)', path: (i) => `/content/search?keyword=${encodeURIComponent('加速')}&utm_source=fault-${i}`, api: '/nn-assist', onFailure: { kind: 'state', text: '内容加载失败' }, heading: /搜索结果/, slow: true },
  { name: 'game catalogue (SSR)', path: (i) => `/yxxz?utm_source=fault-${i}`, api: '/speed/mobile/game/seo/repo', onFailure: { kind: 'state', text: '游戏列表暂时加载失败' }, heading: /热门游戏/ },
  {
    name: 'article not rendered yet (ISR, blocking)',
    // Not prerendered at build, and a different one per case: a success would be cached.
    path: (i) => `/news/${10026 + i}.html`,
    api: '/nn-assist/article/detail',
    onFailure: { kind: 'error-page' },
    heading: /./,
    skip: { '10 s delay': 'a slow success would cache the page for the rows after it' },
  },
  { name: 'article already rendered (ISR keeps the last good page)', path: '/news/10001.html', api: '/nn-assist', onFailure: { kind: 'unaffected' }, heading: /9\.1\.3 版本更新/ },
];

/**
 * Requests the page until Next answers it fresh. A STALE answer means Next is regenerating it in
 * the background right now; a fault armed during that regeneration would land in it, and the row
 * would test a race instead of "ISR keeps the last good page".
 */
async function warmUntilFresh(request: APIRequestContext, path: string) {
  for (let i = 0; i < 20; i += 1) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    if (res.headers()['x-nextjs-cache'] !== 'STALE') return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${path} stayed STALE`);
}

/** The kinds every page runs: an error status, and no answer at all (a thrown network error in-process). */
const SSR_KINDS = new Set(['500', 'dropped connection']);

test.describe('server-rendered pages under backend faults', () => {
  for (const row of SSR_PAGES) {
    // The index i keeps each kind's own path (row.path(i)) as it was in the full product.
    FAULTS.filter((k) => !k.offline).forEach((kind, i) => {
      if (!SSR_KINDS.has(kind.name) && !(row.slow && kind.message === null)) return;
      const skip = row.skip?.[kind.name];
      const path = typeof row.path === 'string' ? row.path : row.path(i);
      test(`${row.name} × ${kind.name}`, async ({ page, sandbox, consoleErrors }) => {
        test.skip(!!skip, skip);
        test.setTimeout(60_000);
        if (row.warm) await warmUntilFresh(page.request, path);
        await sandbox.fault({ path: row.api, ...kind.fault });
        const res = await page.goto(path, { timeout: 40_000 });
        const status = res?.status() ?? 0;
        const h1 = page.getByRole('heading', { level: 1 });
        if (kind.message === null || row.onFailure.kind === 'unaffected') {
          expect(status).toBe(200);
          await expect(h1).toHaveText(row.heading);
          await expect(page.getByRole('alert').filter({ hasText: /加载失败/ })).toHaveCount(0);
        } else if (row.onFailure.kind === 'state') {
          expect(status, 'the page itself renders').toBe(200);
          await expect(h1).toHaveText(row.heading);
          await expect(page.getByText(row.onFailure.text).first()).toBeVisible();
        } else {
          expect(status).toBeGreaterThanOrEqual(500);
          await expect(h1).toContainText('服务器开小差了，请稍后再试');
          await expect(page.getByRole('link', { name: '返回首页' })).toBeVisible();
        }
        // The page is interactive (hydrated) and the header works.
        await expect(page.getByRole('banner').getByRole('button', { name: '登录' })).toBeEnabled();
        expect(unexpected(consoleErrors)).toEqual([]);
        // Closed before afterEach clears the faults: nothing of this page may reach a healthy backend.
        await page.close();
      });
    });
  }
});
