import { render, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { expect, vi } from 'vitest';
import { connectHttp } from '@/components/app-effects';
import LoginDialog from '@/components/auth/login-dialog';
import { useToastStore } from '@/lib/toast';
import type { ModalSpec } from '@/stores/modal-store';
import { gateway } from '@/server/gateway/handler';
import { gwRequest, post, sendSms, smsCode } from './sandbox-calls';

// The dialog's calls follow the http client's error policy: the client shows a failed call's
// message through the app's hooks, as in the browser.
connectHttp();

/**
 * The dialog runs against the sandbox (tests/support/sandbox-server.ts): a seeded account, its
 * real SMS codes, captcha settings and tokens. Only faults are injected with `server.use`.
 */
export const PHONE = '13800138000';
export const PASSWORD = 'abc12345';
/** What the sandbox's login answers for PHONE (sandbox/seed/users.ts), without the token. */
export const PROFILE = { nickName: '电竞小王', nnNumber: '20480001' };

/** An error envelope of the general services, to inject as a fault. */
export function errorEnvelope(retCode: string, retMsg: string) {
  return HttpResponse.json({ retCode, retMsg, retData: null, success: false });
}

/** The check the sandbox asks for before an SMS and on password login (QA control /__sandbox/settings). */
export async function setCaptcha(captcha: 'none' | 'tencent' | 'slide') {
  await post('/__sandbox/settings', { captcha });
}

/** A code the sandbox sent to `phone` (sent through the gateway directly: not one of the dialog's requests). */
export async function sentCode(phone = PHONE): Promise<string> {
  await sendSms(phone);
  return smsCode(phone);
}

/** A ticket + randstr the sandbox's Tencent-style captcha service issued for a solved puzzle. */
export async function tencentPass(): Promise<{ ticket: string; randstr: string }> {
  const answer = async (path: string, body: object) => ((await (await gateway(gwRequest(path, { body }))).json()) as { retData: never }).retData;
  const { sess, puzzle } = await answer('/tcaptcha/prehandle', {});
  return answer('/tcaptcha/verify', { sess, offset: (puzzle as { x: number }).x, duration: 800 });
}

/**
 * The sandbox's answers to a path ending in `suffix`, as the browser got them (the puzzle a
 * captcha service handed out, say): `latest()` is the newest one's JSON.
 */
export function recordAnswers(server: SetupServer, suffix: string) {
  const answers: Promise<unknown>[] = [];
  server.events.on('response:mocked', ({ request, response }) => {
    if (new URL(request.url).pathname.endsWith(suffix)) answers.push(response.clone().json());
  });
  return {
    latest: async <T,>() => {
      await waitFor(() => expect(answers.length).toBeGreaterThan(0));
      return (await answers.at(-1)) as T;
    },
    clear: () => void (answers.length = 0),
  };
}

export function renderDialog(mode?: Extract<ModalSpec, { name: 'login' }>['mode']) {
  const onClose = vi.fn();
  const utils = render(<LoginDialog spec={{ name: 'login', mode }} onClose={onClose} />);
  return { ...utils, onClose };
}

export const phoneInput = () => screen.getByPlaceholderText('请输入手机号码') as HTMLInputElement;
export const codeInput = () => screen.getByPlaceholderText('请输入验证码') as HTMLInputElement;
export const pwdInput = () => screen.getByPlaceholderText('请输入密码') as HTMLInputElement;
export const newPwdInput = () => screen.getByPlaceholderText('请输入新密码') as HTMLInputElement;
export const submitButton = (name: RegExp = /^登\s*录$/) => screen.getByRole('button', { name });

export const toastTexts = () => useToastStore.getState().items.map((t) => `${t.type}:${t.text}`);
export function resetToasts() {
  useToastStore.setState({ items: [] });
}

export function pathsOf(requests: Request[]) {
  return requests.map((r) => new URL(r.url).pathname);
}
