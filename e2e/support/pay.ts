import type { APIRequestContext, BrowserContext, Locator, Page, Request } from '@playwright/test';
import { expect } from '@playwright/test';
import { authCookieName } from '../../lib/cookies';
import { SANDBOX_BASE, type SandboxClient, type SandboxEvent } from './sandbox';

/** Helpers of e2e/pay.spec.ts: API login, the purchase dialogs, QR and request counting. */

export type Buyer = { token: string; nickName: string; nnNumber: string; userUrlNn: string };

/** Logs in through the API (SMS code from the sandbox) and puts the session into the context. */
export async function loginAs(context: BrowserContext, request: APIRequestContext, sandbox: SandboxClient, phone: string, baseURL: string): Promise<Buyer> {
  const sent = await request.post('/api/gw/u-nnpc/api/v2/userSms/sendSms', { data: { type: 1, telNum: phone, countryCode: '86' } });
  expect(sent.ok()).toBe(true);
  const smsCode = await sandbox.sms(phone);
  const res = await request.post('/api/gw/u-nnpc/registerLogin', { data: { countryCode: '86', telNum: phone, smsCode } });
  const body = (await res.json()) as { retCode: string; retData: Buyer };
  expect(body.retCode).toBe('100');
  const user = body.retData;
  const url = new URL(baseURL);
  await context.addCookies([{ name: authCookieName(url.hostname), value: user.token, domain: url.hostname, path: '/' }]);
  await context.addInitScript((u) => {
    // about:blank (a new tab before its first navigation) has no localStorage.
    if (window.location.protocol.startsWith('http')) window.localStorage.setItem('userInfo', JSON.stringify(u));
  }, user);
  return user;
}

/** POST /sgame/index/qryUserVipInfo as that user: the membership end (ms). */
export async function vipEnd(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.post('/api/gw/sgame/index/qryUserVipInfo', { data: { serverId: 10231 }, headers: { token } });
  return ((await res.json()) as { retData: { endDateTs: number } }).retData.endDateTs;
}

/** GET the wallet as that user. */
export async function balance(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/gw/nnorder/order/account/balance', { headers: { token } });
  return ((await res.json()) as { retData: { balance: number } }).retData.balance;
}

export const membershipDialog = (page: Page) => page.getByRole('dialog', { name: /开通电竞会员/ });
export const coinDialog = (page: Page) => page.getByRole('dialog', { name: 'N币充值' });
export const qr = (scope: Locator | Page) => scope.locator('figure[data-pay-url]');

/** /nnpay → 开通电竞会员 → accept the terms. */
export async function openMembershipDialog(page: Page, { accept = true } = {}): Promise<Locator> {
  await page.goto('/nnpay');
  await expect(page.getByTestId('nnpay-account')).toBeVisible();
  await page.getByRole('button', { name: '开通电竞会员' }).click();
  const dialog = membershipDialog(page);
  await expect(dialog.getByRole('radio').first()).toBeVisible();
  if (accept) await dialog.getByRole('switch', { name: '同意会员服务协议' }).click();
  return dialog;
}

/** Where payParam must point: the sandbox's public origin (the site itself when embedded). */
function cashierOrigin(): string {
  return SANDBOX_BASE.startsWith('/') ? `${process.env.E2E_BASE_URL || 'http://127.0.0.1:3100'}${SANDBOX_BASE}` : SANDBOX_BASE;
}

/** The cashier URL the QR code encodes, and the order number at its end. */
export async function readQr(scope: Locator | Page): Promise<{ url: string; orderNo: string }> {
  const url = (await qr(scope).getAttribute('data-pay-url')) ?? '';
  // Embedded: <site>/api/gw/__sandbox/cashier/<no>; proxy topology: <sandbox origin>/__sandbox/cashier/<no>.
  expect(url.startsWith(`${cashierOrigin()}/cashier/`), `${url} is on ${cashierOrigin()}`).toBe(true);
  return { url, orderNo: decodeURIComponent(url.split('/').pop() ?? '') };
}

/**
 * Opens the cashier page from the QR URL in another tab and presses one of its buttons, then brings
 * the shop's tab back to the front (a background tab gets no animation frames).
 */
export async function payAtCashier(shop: Page, url: string, button: '支付' | '支付失败' | '过期' = '支付'): Promise<void> {
  const cashier = await shop.context().newPage();
  await cashier.goto(url);
  await cashier.getByRole('button', { name: button, exact: true }).click();
  await expect(cashier.locator('dd').filter({ hasText: /已支付|已过期|上次支付失败/ })).toBeVisible();
  await cashier.close();
  await shop.bringToFront();
}

/** Counts the calls of one API path the page makes, and the most that were in flight at once. */
export function watchCalls(page: Page, pathPart: string) {
  const stats = { count: 0, inFlight: 0, maxInFlight: 0 };
  const matches = (r: Request) => r.url().includes(pathPart);
  const done = (r: Request) => {
    if (matches(r)) stats.inFlight -= 1;
  };
  page.on('request', (r) => {
    if (!matches(r)) return;
    stats.count += 1;
    stats.inFlight += 1;
    stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return stats;
}

type Recorded = { event?: { event?: string; properties?: Record<string, unknown> } };

/** Analytics events of that name, polled (the SDK sends in 6 s batches after loading on idle). */
export async function eventsNamed(sandbox: SandboxClient, name: string, count = 1, timeoutMs = 25_000): Promise<Recorded[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const all = (await sandbox.events()) as SandboxEvent[] as Recorded[];
    const hits = all.filter((e) => e.event?.event === name);
    if (hits.length >= count || Date.now() > deadline) return hits;
    await new Promise((r) => setTimeout(r, 500));
  }
}
