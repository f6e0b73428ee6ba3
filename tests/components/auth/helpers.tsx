import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { connectHttp } from '@/components/app-effects';
import LoginDialog from '@/components/auth/login-dialog';
import { useToastStore } from '@/lib/toast';
import type { ModalSpec } from '@/stores/modal-store';
import { buildUser } from '../../support/stores';

// The dialog's calls follow the http client's error policy: the client shows a failed call's
// message through the app's hooks, as in the browser.
connectHttp();

export const PHONE = '13800138000';
export const USER = buildUser({ token: 'tok-login', nickName: '开黑达人' });

export function ok(retData: unknown = null, retMsg = '成功') {
  return HttpResponse.json({ retCode: '100', retMsg, retData, success: true });
}

export function fail(retCode: string, retMsg: string) {
  return HttpResponse.json({ retCode, retMsg, retData: null, success: false });
}

type Reply = () => Response | Promise<Response>;

/** Handlers for the /u-nnpc paths the dialog calls; each answers success unless overridden. */
export function authHandlers(over: Partial<Record<'registerLogin' | 'pwdLogin' | 'forgetPwd' | 'sendSms' | 'findStatus' | 'gtRegister' | 'gtValidate', Reply>> = {}) {
  return [
    http.post('*/u-nnpc/registerLogin', over.registerLogin ?? (() => ok(USER))),
    http.post('*/u-nnpc/api/v2/user/pwdLogin', over.pwdLogin ?? (() => ok(USER))),
    http.post('*/u-nnpc/forgetPwd', over.forgetPwd ?? (() => ok(null, '密码修改成功'))),
    http.post('*/u-nnpc/api/v2/userSms/sendSms', over.sendSms ?? (() => ok(null))),
    http.post('*/u-nnpc/api/v2/captcha/tx/findStatus', over.findStatus ?? (() => ok(false))),
    // No slide captcha unless a test says so (success 0: nothing to solve).
    http.post('*/u-nnpc/api/v1/gt/register', over.gtRegister ?? (() => ok({ success: 0, gt: 'g', challenge: 'c', new_captcha: true }))),
    http.post('*/u-nnpc/gt/validate', over.gtValidate ?? (() => fail('CAPTCHA_ERROR', '验证失败，请重试'))),
  ];
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
