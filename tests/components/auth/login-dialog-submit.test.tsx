// Behaviour across files: the login dialog's submit against the sandbox — code, password and forgot-password, refusals, network failures and what a success does (components/auth/login-dialog.tsx, use-login-submit.ts, login-events.ts, remember-account.ts, marketing-source.ts, call-error.ts).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { md5 } from 'js-md5';
import { http, HttpResponse } from 'msw';
import { gateway } from '@/server/gateway/handler';
import { connectHttp } from '@/components/app-effects';
import { LOGGED_IN_EVENT } from '@/components/auth';
import { toast } from '@/lib/toast';
import { track } from '@/lib/analytics';
import { useUserStore } from '@/stores/user-store';
import { useSandboxServer } from '../../support/sandbox-server';
import { resetStores } from '../../support/stores';
import { codeInput, newPwdInput, PASSWORD, pathsOf, PHONE, PROFILE, pwdInput, phoneInput, renderDialog, resetToasts, sentCode, submitButton, toastTexts } from '../../support/login-dialog';

vi.mock('@/lib/analytics', async (importOriginal) => ({ ...(await importOriginal<object>()), track: vi.fn(() => true) }));

const { server, requests } = useSandboxServer();
// The http client wired as in _app, so a toast from the client itself would be counted too.
beforeAll(connectHttp);

beforeEach(() => {
  resetStores();
  resetToasts();
  vi.mocked(track).mockClear();
});
afterEach(() => window.history.replaceState(null, '', '/'));

/** The phone and the code the sandbox sent to it; returns the code. */
async function fillCodeForm(user: ReturnType<typeof userEvent.setup>, code?: string) {
  const sent = await sentCode();
  await user.type(phoneInput(), PHONE);
  await user.type(codeInput(), code ?? sent);
  return sent;
}

describe('LoginDialog submit', () => {
  it('Enter submits the code form', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    const code = await fillCodeForm(user);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(pathsOf(requests)).toEqual(['/api/gw/u-nnpc/registerLogin']);
    expect(await requests[0]!.clone().json()).toMatchObject({ telNum: PHONE, smsCode: code, countryCode: '86' });
  });

  it('Enter does nothing while a field is empty', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(phoneInput(), `${PHONE}{Enter}`);
    await new Promise((r) => setTimeout(r, 50));
    expect(requests).toHaveLength(0);
  });

  it('a double click sends one request', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    // A delay: the sandbox answers once the gate opens.
    server.use(http.post('*/u-nnpc/registerLogin', async ({ request }) => (await gate, gateway(request))));
    const { onClose } = renderDialog();
    await fillCodeForm(user);
    const button = submitButton();
    await user.dblClick(button);
    await user.keyboard('{Enter}');
    // Two submits of the form before any re-render (Enter pressed twice): the in-flight guard holds.
    const form = button.closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    release();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(pathsOf(requests)).toEqual(['/api/gw/u-nnpc/registerLogin']);
  });

  it('invalid values show the messages on submit and send nothing', async () => {
    const user = userEvent.setup();
    renderDialog('password');
    await user.type(phoneInput(), '1380013800');
    await user.type(pwdInput(), 'abcdef');
    await user.click(submitButton());
    expect(screen.getByText('请输入正确的手机号!')).toBeInTheDocument();
    expect(screen.getByText('必须是字母和数字组合,长度在6~20之间')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('password login sends the password as md5 only', async () => {
    const user = userEvent.setup();
    renderDialog('password');
    await user.type(phoneInput(), PHONE);
    await user.type(pwdInput(), PASSWORD);
    await user.click(submitButton());
    const isLogin = (r: Request) => new URL(r.url).pathname.endsWith('/pwdLogin');
    await waitFor(() => expect(requests.filter(isLogin)).toHaveLength(1));
    // The captcha check comes first (none wanted here), then the login.
    expect(pathsOf(requests)).toEqual(['/api/gw/u-nnpc/api/v2/captcha/tx/findStatus', '/api/gw/u-nnpc/api/v1/gt/register', '/api/gw/u-nnpc/api/v2/user/pwdLogin']);
    const raw = await requests.find(isLogin)!.clone().text();
    expect(raw).not.toContain(PASSWORD);
    expect(JSON.parse(raw)).toMatchObject({ username: PHONE, pwdEncry: md5(PASSWORD), pwd: md5(PASSWORD), loginType: 'phone' });
  });

  it('shows the server message in red and exactly one toast; keeps the input; a mode switch clears it', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(toast, 'warning');
    const { onClose } = renderDialog();
    // The sandbox refuses a wrong code with its own envelope (SMS_CODE_ERROR).
    const sent = await fillCodeForm(user, '000000');
    expect(sent).not.toBe('000000');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('验证码错误，请重新输入');
    expect(toastTexts()).toEqual(['warning:验证码错误，请重新输入']);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    expect(onClose).not.toHaveBeenCalled();
    expect(codeInput()).toHaveValue('000000');
    await user.click(screen.getByRole('button', { name: '账号密码登录' }));
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('a network failure keeps everything typed', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/u-nnpc/api/v2/user/pwdLogin', () => HttpResponse.error()));
    renderDialog('password');
    await user.type(phoneInput(), PHONE);
    await user.type(pwdInput(), 'abc123');
    const button = submitButton();
    await user.click(button);
    // The client retries a network failure (with backoff) before the dialog says so.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('网络异常'), { timeout: 10_000 });
    expect(toastTexts()).toHaveLength(1);
    expect(phoneInput()).toHaveValue(PHONE);
    expect(pwdInput()).toHaveValue('abc123');
    // antd keeps the spinner's leave animation in jsdom; the button itself is usable again.
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    expect(button).toBeEnabled();
  });

  it('code login success: store, close, event, remembered account, analytics, marketing source', async () => {
    window.history.replaceState(null, '', '/news?from=baidu_sem');
    const user = userEvent.setup();
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener(LOGGED_IN_EVENT, listener);
    const { onClose } = renderDialog();
    await fillCodeForm(user);
    await user.click(submitButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    window.removeEventListener(LOGGED_IN_EVENT, listener);
    const stored = useUserStore.getState().user;
    expect(stored).toMatchObject({ ...PROFILE, token: expect.stringMatching(/.+/) });
    expect(events).toEqual([stored]);
    const remembered = JSON.parse(window.localStorage.getItem('rememberAccount') ?? '{}') as { value: string; expires: number };
    expect(remembered.value).toBe(PHONE);
    expect(remembered.expires - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(track).toHaveBeenCalledWith('click_register', { register_method: 1 });
    expect(requests[0]!.headers.get('marketingSource')).toBe('baidu_sem');
    expect(requests[0]!.headers.get('registerCanal')).toBe('guanwang');
  });

  it('password login does not record click_register and sends no marketing source without from', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog('password');
    await user.type(phoneInput(), PHONE);
    await user.type(pwdInput(), PASSWORD);
    await user.click(submitButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(track).not.toHaveBeenCalled();
    expect(useUserStore.getState().user).toMatchObject({ ...PROFILE, token: expect.stringMatching(/.+/) });
    expect(requests.find((r) => new URL(r.url).pathname.endsWith('/pwdLogin'))!.headers.get('marketingSource')).toBeNull();
  });

  it('forgot-password success toasts the server message and returns to the password form, cleared', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog('forgot');
    const code = await sentCode();
    await user.type(phoneInput(), PHONE);
    await user.type(codeInput(), code);
    await user.type(newPwdInput(), 'NewPass99');
    await user.click(submitButton(/^重置密码$/));
    expect(await screen.findByRole('dialog', { name: '用户注册/登录' })).toBeInTheDocument();
    expect(toastTexts()).toEqual(['success:密码重置成功，请使用新密码登录']);
    expect(pwdInput()).toHaveValue('');
    expect(phoneInput()).toHaveValue(PHONE);
    expect(onClose).not.toHaveBeenCalled();
    const raw = await requests[0]!.clone().text();
    expect(raw).not.toContain('NewPass99');
    expect(JSON.parse(raw)).toMatchObject({ telNum: PHONE, smsCode: code, pwdEncry: md5('NewPass99') });
    await user.click(screen.getByRole('button', { name: '手机号注册/登录' }));
    expect(codeInput()).toHaveValue('');
  });
});
