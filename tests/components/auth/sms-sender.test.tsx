// Behaviour across files: the login dialog's SMS send with the captcha — countdown, debounce, refusals, the Tencent-style captcha and the local stand-in /TCaptcha.js (components/auth/login-form.tsx, sms-button.tsx, use-sms-sender.ts, captcha-check.ts, tcaptcha.ts).
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetTCaptchaLoader, TCAPTCHA_APP_ID, type TCaptchaCallback, type TCaptchaResult } from '@/components/auth/tcaptcha';
import { runSlideUi, runStandIns } from '../../support/captcha-standins';
import { useSandboxServer } from '../../support/sandbox-server';
import { resetStores } from '../../support/stores';
import { pathsOf, PHONE, phoneInput, recordAnswers, renderDialog, resetToasts, sentCode, setCaptcha, tencentPass, toastTexts } from '../../support/login-dialog';

const { server, requests } = useSandboxServer();
const SEND = '/api/gw/u-nnpc/api/v2/userSms/sendSms';
const STATUS = '/api/gw/u-nnpc/api/v2/captcha/tx/findStatus';
const GT_REGISTER = '/api/gw/u-nnpc/api/v1/gt/register';
const sendButton = () => screen.getByRole('button', { name: /发送验证码|s后重发/ });

beforeEach(() => {
  resetStores();
  resetToasts();
});
afterEach(() => {
  vi.useRealTimers();
  delete window.TencentCaptcha;
  resetTCaptchaLoader();
  document.querySelectorAll('script[src="/TCaptcha.js"]').forEach((s) => s.remove());
});

const sendCount = () => pathsOf(requests).filter((p) => p === SEND).length;

describe('SMS send control', () => {
  it('counts down 60 s as {N}s后重发, then offers 发送验证码 again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderDialog();
    await user.type(phoneInput(), PHONE);
    await user.click(sendButton());
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() => expect(sendButton()).toHaveTextContent('60s后重发'));
    expect(sendButton()).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(sendButton()).toHaveTextContent('59s后重发');
    await act(() => vi.advanceTimersByTimeAsync(58_000));
    expect(sendButton()).toHaveTextContent('1s后重发');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(sendButton()).toHaveTextContent('发送验证码');
    expect(sendButton()).toBeEnabled();
    expect(sendCount()).toBe(1);
    expect(await requests.find((r) => new URL(r.url).pathname === SEND)!.clone().json()).toMatchObject({ type: 1, telNum: PHONE, countryCode: '86' });
  });

  it('debounces clicks by 300 ms: three quick clicks send once, after the pause', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderDialog();
    await user.type(phoneInput(), PHONE);
    const button = sendButton();
    await user.click(button);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await user.click(button);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await user.click(button);
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(requests).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(50));
    await waitFor(() => expect(sendCount()).toBe(1));
    expect(pathsOf(requests)).toEqual([STATUS, GT_REGISTER, SEND]);
  });

  it('an invalid or empty phone shows the phone message and calls nothing', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(sendButton());
    expect(await screen.findByText('请输入手机号码')).toBeInTheDocument();
    await user.type(phoneInput(), '12800138000');
    await user.click(sendButton());
    expect(await screen.findByText('请输入正确的手机号!')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(requests).toHaveLength(0);
  });

  it('a refused send shows the server message in red, one toast, and no countdown', async () => {
    // A code went out a moment ago: the sandbox refuses another one (SMS_LIMIT).
    await sentCode(PHONE);
    const user = userEvent.setup();
    renderDialog();
    await user.type(phoneInput(), PHONE);
    await user.click(sendButton());
    const refusal = /^验证码发送过于频繁，请\d+秒后再试$/;
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(refusal));
    expect(toastTexts()).toEqual([`warning:${screen.getByRole('alert').textContent}`]);
    expect(sendCount()).toBe(1);
    expect(sendButton()).toHaveTextContent('发送验证码');
    expect(sendButton()).toBeEnabled();
  });
});

describe('SMS send with the Tencent-style captcha', () => {
  function fakeCaptcha(result: TCaptchaResult) {
    const calls: { appId: string; options: unknown }[] = [];
    window.TencentCaptcha = class {
      constructor(
        appId: string,
        private cb: TCaptchaCallback,
        options?: Record<string, unknown>,
      ) {
        calls.push({ appId, options });
      }
      show() {
        setTimeout(() => this.cb(result), 0);
      }
      destroy() {}
    };
    return calls;
  }

  beforeEach(() => setCaptcha('tencent'));

  it('runs the captcha when enabled and sends its ticket', async () => {
    // The stand-in for Tencent's script hands over a ticket the sandbox issued for a solved puzzle.
    const pass = await tencentPass();
    const calls = fakeCaptcha({ ret: 0, ...pass });
    const user = userEvent.setup();
    renderDialog();
    await user.type(phoneInput(), PHONE);
    await user.click(sendButton());
    await waitFor(() => expect(sendCount()).toBe(1));
    expect(calls).toEqual([{ appId: TCAPTCHA_APP_ID, options: {} }]);
    const body = await requests.find((r) => new URL(r.url).pathname === SEND)!.clone().json();
    expect(body).toMatchObject({ telNum: PHONE, ...pass });
    await waitFor(() => expect(sendButton()).toHaveTextContent('60s后重发'));
    expect(document.querySelector('script[src="/TCaptcha.js"]')).toBeNull();
  });

  it('sends nothing when the user closes the captcha (ret 2)', async () => {
    fakeCaptcha({ ret: 2 });
    const user = userEvent.setup();
    renderDialog();
    await user.type(phoneInput(), PHONE);
    await user.click(sendButton());
    await waitFor(() => expect(pathsOf(requests)).toEqual([STATUS]));
    await new Promise((r) => setTimeout(r, 50));
    expect(sendCount()).toBe(0);
    expect(sendButton()).toHaveTextContent('发送验证码');
  });

  it('loads /TCaptcha.js on demand; a load failure sends the fabricated 1001 ticket', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(phoneInput(), PHONE);
    await user.click(sendButton());
    let script: HTMLScriptElement | null = null;
    await waitFor(() => {
      script = document.querySelector('script[src="/TCaptcha.js"]');
      expect(script).not.toBeNull();
    });
    expect(document.querySelectorAll('script[src="/TCaptcha.js"]')).toHaveLength(1);
    script!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(sendCount()).toBe(1));
    const body = (await requests.find((r) => new URL(r.url).pathname === SEND)!.clone().json()) as Record<string, string>;
    expect(body.ticket).toMatch(new RegExp(`^terror_1001_${TCAPTCHA_APP_ID}_\\d{10}$`));
    expect(body.randstr).toMatch(/^@\w+$/);
    // The sandbox lets the fallback ticket through, as Tencent advises.
    await waitFor(() => expect(sendButton()).toHaveTextContent('60s后重发'));
  });
});

describe('SMS send with the local stand-in /TCaptcha.js inside the login dialog', () => {
  /** The puzzles the sandbox's captcha service (its stand-in for Tencent's) handed out. */
  const puzzles = recordAnswers(server, '/tcaptcha/prehandle');
  const gapX = async () => (await puzzles.latest<{ retData: { puzzle: { x: number } } }>()).retData.puzzle.x;
  beforeEach(async () => {
    puzzles.clear();
    await setCaptcha('tencent');
    runSlideUi();
    runStandIns('/TCaptcha.js');
  });

  it('the puzzle keeps focus over the antd dialog; Escape closes only the puzzle and sends nothing', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog();
    await user.type(phoneInput(), PHONE);
    await user.click(sendButton());
    const puzzle = await screen.findByRole('dialog', { name: '安全验证' });
    expect(screen.getByRole('slider')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('slider')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(puzzle).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '用户注册/登录' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(sendCount()).toBe(0);
    expect(sendButton()).toBeEnabled();
  });

  it('solving the puzzle sends the SMS with its ticket', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(phoneInput(), PHONE);
    await user.click(sendButton());
    await screen.findByRole('dialog', { name: '安全验证' });
    await waitFor(() => expect(document.querySelector('.nnslide-hole')).not.toBeNull());
    const target = parseInt((document.querySelector('.nnslide-hole') as HTMLElement).style.left, 10);
    expect(target).toBe(await gapX());
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}'.repeat(Math.floor(target / 10)));
    // A person takes a moment: the sandbox refuses an answer faster than 300 ms.
    await new Promise((r) => setTimeout(r, 320));
    await user.keyboard(`${'{ArrowRight}'.repeat(target % 10)}{Enter}`);
    await waitFor(() => expect(sendCount()).toBe(1));
    const body = (await requests.find((r) => new URL(r.url).pathname === SEND)!.clone().json()) as Record<string, string>;
    // The ticket the sandbox's service issued for this answer, accepted by the send.
    const verify = requests.find((r) => r.url.endsWith('/tcaptcha/verify'))!;
    expect(await verify.clone().json()).toMatchObject({ offset: target });
    expect(body.ticket).toMatch(/^\S{8,}$/);
    await waitFor(() => expect(sendButton()).toHaveTextContent('60s后重发'));
  });
});
