// The slide captcha through Geetest v3's API: the login dialog, components/auth/geetest.ts and the
// local stand-in served at /gt.js (public/captcha-standin/vendors.js), against the sandbox switched to answer gt/register minimally.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetVendorScripts } from '@/components/auth/vendor-script';
import { failbackPuzzle } from '@/lib/captcha-puzzle';
import { post } from '../../support/sandbox-calls';
import { useMinimalAnswers } from '../../support/minimal-answers';
import { runSlideUi, runStandIns } from '../../support/captcha-standins';
import { useSandboxServer } from '../../support/sandbox-server';
import { resetStores } from '../../support/stores';
import { pathsOf, PHONE, phoneInput, recordAnswers, renderDialog, resetToasts, setCaptcha } from '../../support/login-dialog';

declare global {
  interface Window {
    NNSlidePuzzle?: unknown;
  }
}

const { server, requests } = useSandboxServer();
const SEND = '/api/gw/u-nnpc/api/v2/userSms/sendSms';
const REGISTER = '/api/gw/u-nnpc/api/v1/gt/register';
const sendButton = () => screen.getByRole('button', { name: /发送验证码|s后重发/ });
const sendCount = () => pathsOf(requests).filter((p) => p === SEND).length;
const registers = recordAnswers(server, '/gt/register');
const gets = recordAnswers(server, '/geetest/get');
const hole = () => document.querySelector<HTMLElement>('.nnslide-hole');
const holeLeft = async () => {
  await waitFor(() => expect(hole()).not.toBeNull());
  return parseInt(hole()!.style.left, 10);
};

/** Moves the slider to `x` with the keyboard, after a person's pause, and confirms. */
async function slideTo(user: ReturnType<typeof userEvent.setup>, x: number) {
  await user.keyboard('{Shift>}{ArrowRight}{/Shift}'.repeat(Math.floor(x / 10)));
  await new Promise((r) => setTimeout(r, 320));
  await user.keyboard(`${'{ArrowRight}'.repeat(x % 10)}{Enter}`);
}

function installStandIns() {
  runSlideUi();
  runStandIns('/gt.js');
}

beforeEach(async () => {
  resetStores();
  resetToasts();
  registers.clear();
  gets.clear();
  await setCaptcha('slide');
  await post('/__sandbox/settings', { gtRegister: 'minimal' });
});
afterEach(() => {
  delete window.initGeetest;
  delete window.NNSlidePuzzle;
  resetVendorScripts();
  document.querySelectorAll('script, .nnslide-mask').forEach((s) => s.remove());
});

async function startSend() {
  const user = userEvent.setup();
  renderDialog();
  await user.type(phoneInput(), PHONE);
  await user.click(sendButton());
  return user;
}

describe('SMS send with Geetest (gt/register answers only success, gt, challenge, new_captcha)', () => {
  beforeEach(installStandIns);

  it('the register answer has Geetest\'s four fields only; solving the puzzle sends exactly the three geetest_* values', async () => {
    const user = await startSend();
    await screen.findByRole('dialog', { name: '安全验证' });
    const register = await registers.latest<{ retData: Record<string, unknown> }>();
    expect(Object.keys(register.retData).sort()).toEqual(['challenge', 'gt', 'new_captcha', 'success']);
    const x = await holeLeft();
    expect(x).toBe((await gets.latest<{ retData: { puzzle: { x: number } } }>()).retData.puzzle.x);
    await slideTo(user, x);
    await waitFor(() => expect(sendCount()).toBe(1));
    const body = (await requests.find((r) => new URL(r.url).pathname === SEND)!.clone().json()) as Record<string, string>;
    expect(Object.keys(body).filter((k) => k.startsWith('geetest_')).sort()).toEqual(['geetest_challenge', 'geetest_seccode', 'geetest_validate']);
    expect(body.geetest_challenge).toBe(register.retData.challenge);
    expect(body.geetest_seccode).toBe(`${body.geetest_validate}|jordan`);
    await waitFor(() => expect(sendButton()).toHaveTextContent('60s后重发'));
  });

  it('a wrong release is refused: 请正确拼合图像, a new puzzle, nothing sent; closing ends the send quietly', async () => {
    const user = await startSend();
    const dialog = await screen.findByRole('dialog', { name: '安全验证' });
    const x = await holeLeft();
    await slideTo(user, x > 150 ? x - 40 : x + 40);
    expect(await screen.findByText('请正确拼合图像')).toBeInTheDocument();
    await waitFor(() => expect(pathsOf(requests).filter((p) => p.endsWith('/geetest/get')).length).toBe(2));
    expect(sendCount()).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '用户注册/登录' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(sendCount()).toBe(0);
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
    expect(sendButton()).toBeEnabled();
  });

  it('success 0: Geetest\'s failback mode — the puzzle comes from the challenge, no service call, and the send passes', async () => {
    await post('/__sandbox/settings', { gtRegister: 'offline' });
    const user = await startSend();
    await screen.findByRole('dialog', { name: '安全验证' });
    const register = await registers.latest<{ retData: { success: number; challenge: string } }>();
    expect(register.retData.success).toBe(0);
    const x = await holeLeft();
    expect(x).toBe(failbackPuzzle(register.retData.challenge).x);
    await slideTo(user, x);
    await waitFor(() => expect(sendButton()).toHaveTextContent('60s后重发'));
    expect(pathsOf(requests).filter((p) => p.includes('/geetest/'))).toEqual([]);
  });
});

describe('the client reads no sandbox-only field', () => {
  useMinimalAnswers(server);
  beforeEach(installStandIns);

  it('gt/register with the sandbox-only puzzle cut off by the contract: the captcha works all the same', async () => {
    await post('/__sandbox/settings', { gtRegister: 'full' });
    const user = await startSend();
    await screen.findByRole('dialog', { name: '安全验证' });
    expect((await registers.latest<{ retData: Record<string, unknown> }>()).retData.puzzle).toBeUndefined();
    await slideTo(user, await holeLeft());
    await waitFor(() => expect(sendButton()).toHaveTextContent('60s后重发'));
  });
});

describe('loading gt.js', () => {
  it('loads the configured script on demand; when it cannot load, the send ends with a message', async () => {
    await startSend();
    let script: HTMLScriptElement | null = null;
    await waitFor(() => {
      script = document.querySelector('script[src="/gt.js"]');
      expect(script).not.toBeNull();
    });
    script!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('安全验证加载失败，请稍后重试'));
    expect(sendCount()).toBe(0);
    expect(pathsOf(requests)).toContain(REGISTER);
  });

  it('with the slide captcha off (gt/register refused) no script is loaded and the send goes on', async () => {
    await setCaptcha('none');
    await startSend();
    await waitFor(() => expect(sendCount()).toBe(1));
    expect(document.querySelector('script[src="/gt.js"]')).toBeNull();
  });
});
