import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { SANDBOX_BASE, type SandboxClient } from './sandbox';

/** Demo accounts: 13800138000 has 3 draws and seeded records; 13900139000 has none of either. */
export const RICH = '13800138000';
export const EMPTY = '13900139000';

export interface SignedIn {
  token: string;
}

/**
 * Signs in through the API (SMS code from the sandbox) and hands the session to the page the way a
 * real login leaves it: the userInfo entry and the local AuthToken cookie. The login dialog itself
 * is covered by login.spec.ts.
 */
export async function signIn(
  { page, request, sandbox, baseURL }: { page: Page; request: APIRequestContext; sandbox: SandboxClient; baseURL?: string },
  phone = RICH,
): Promise<SignedIn> {
  await request.post('/api/gw/u-nnpc/api/v2/userSms/sendSms', { data: { type: 1, telNum: phone, countryCode: '86' } });
  const smsCode = await sandbox.sms(phone);
  const res = await request.post('/api/gw/u-nnpc/registerLogin', { data: { countryCode: '86', telNum: phone, smsCode } });
  const user = (await res.json()).retData as { token: string; nickName: string; nnNumber: string; userUrlNn: string };
  await page.context().addCookies([{ name: 'localAuthToken', value: user.token, url: baseURL ?? 'http://127.0.0.1:3100' }]);
  await page.context().addInitScript((u) => window.localStorage.setItem('userInfo', JSON.stringify(u)), user);
  return { token: user.token };
}

/** Pins the sandbox's prize pick of an activity to a slot (QA control /__sandbox/draw). */
export async function pinDraw(request: APIRequestContext, activityId: number, slot: number): Promise<void> {
  const res = await request.post(`${SANDBOX_BASE}/draw`, { data: { activityId, slot } });
  if (!res.ok()) throw new Error(`pin draw → ${res.status()} ${await res.text()}`);
}

/** An activity-service GET as the signed-in user, resolved to its data (the test's view of the server). */
export async function activityGet<T>(request: APIRequestContext, path: string, token: string, activityId: number, params: Record<string, string | number> = {}): Promise<T> {
  const res = await request.get(`/api/gw${path}`, { headers: { token, activityId: String(activityId) }, params });
  const body = (await res.json()) as { code?: number; retCode?: string; data?: T; retData?: T };
  return (body.data ?? body.retData) as T;
}

export async function activityPost<T>(request: APIRequestContext, path: string, body: Record<string, unknown>, token = ''): Promise<{ code: number | string; data: T; msg: string }> {
  const res = await request.post(`/api/gw${path}`, { data: body, headers: token ? { token } : {} });
  const json = (await res.json()) as { code?: number; retCode?: string; data?: T; retData?: T; msg?: string; retMsg?: string };
  return { code: json.code ?? json.retCode ?? '', data: (json.data ?? json.retData) as T, msg: json.msg ?? json.retMsg ?? '' };
}

/**
 * Closes a draw's result dialog with its button, once. Under load a click can take longer than a
 * short action timeout to report while the dialog has already closed; retrying it then looks for a
 * dialog that is gone — so one click with the default timeout, then the dialog must be gone.
 */
export async function dismissDialog(dialog: Locator, button: string): Promise<void> {
  const panel = await dialog.elementHandle();
  await dialog.getByRole('button', { name: button }).click();
  try {
    await expect(dialog).toBeHidden();
  } catch (error) {
    // Tell the two failures apart: the click did not close this dialog, or it closed and another opened.
    const stayed = await panel?.evaluate((el) => el.isConnected && !el.closest('[inert]')).catch(() => false);
    const opened = await dialog.evaluateAll((els) => els.map((el) => el.closest('[data-dialog]')?.getAttribute('data-dialog')));
    throw new Error(`${stayed ? 'the clicked dialog is still open' : `the clicked dialog closed; open now: ${opened.join(', ')}`}\n${String(error)}`);
  }
}
