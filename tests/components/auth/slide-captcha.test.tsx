import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { md5 } from 'js-md5';
import { useSandboxServer } from '../../support/sandbox-server';
import { resetStores } from '../../support/stores';
import { PASSWORD, pathsOf, PHONE, phoneInput, pwdInput, recordAnswers, renderDialog, resetToasts, setCaptcha, submitButton } from './helpers';

/** The slide captcha (geetest-style) in the login dialog: SPEC §2 dialogs, §4 outcomes, §7 calls. */

const { server, requests } = useSandboxServer();
const SEND = '/api/gw/u-nnpc/api/v2/userSms/sendSms';
const REGISTER = '/api/gw/u-nnpc/api/v1/gt/register';
const VALIDATE = '/api/gw/u-nnpc/gt/validate';
const sendButton = () => screen.getByRole('button', { name: /发送验证码|s后重发/ });
const slider = () => screen.getByRole('slider', { name: /拼图滑块/ });
const bodyOf = async (path: string) => (await requests.find((r) => new URL(r.url).pathname === path)!.clone().json()) as Record<string, unknown>;
const count = (path: string) => pathsOf(requests).filter((p) => p === path).length;

/** The answers the client sent to gt/validate. */
const validations = () => Promise.all(requests.filter((r) => new URL(r.url).pathname === VALIDATE).map((r) => r.clone().json() as Promise<Record<string, unknown>>));
/** The sandbox's register answers: the challenge and the puzzle (its gap) the client was given. */
const registers = recordAnswers(server, '/api/v1/gt/register');
const issued = async () => (await registers.latest<{ retData: { challenge: string; puzzle: { x: number; y: number } } }>()).retData;

beforeEach(async () => {
  resetStores();
  resetToasts();
  registers.clear();
  await setCaptcha('slide');
});

afterEach(async () => {
  // The puzzle has a React root of its own: close one a test left open.
  if (screen.queryByRole('dialog', { name: '安全验证' })) fireEvent.keyDown(window, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '安全验证' })).not.toBeInTheDocument());
});

async function openPuzzle() {
  const user = userEvent.setup();
  const utils = renderDialog();
  await user.type(phoneInput(), PHONE);
  await user.click(sendButton());
  const puzzle = await screen.findByRole('dialog', { name: '安全验证' });
  return { user, puzzle, ...utils };
}

/**
 * Arrow keys to `x` (Shift+→ is 10 px), after a human pause. The sandbox's gap is random: a run of
 * no keys (x under 10, or a multiple of 10) is skipped, since user-event refuses an empty one.
 */
async function keyTo(user: ReturnType<typeof userEvent.setup>, x: number) {
  const press = (keys: string) => (keys ? user.keyboard(keys) : Promise.resolve());
  await press('{Shift>}{ArrowRight}{/Shift}'.repeat(Math.floor(x / 10)));
  await new Promise((r) => setTimeout(r, 320));
  await press('{ArrowRight}'.repeat(x % 10));
}

describe('slide captcha', () => {
  it('register carries the SPEC headers: reqChannel 4, countryCode 86, telNum, timeStamp, sign = md5(telNum + timeStamp)', async () => {
    await openPuzzle();
    const req = requests.find((r) => new URL(r.url).pathname === REGISTER)!;
    const ts = req.headers.get('timeStamp')!;
    expect(ts).toMatch(/^\d{13}$/);
    expect({ reqChannel: req.headers.get('reqChannel'), countryCode: req.headers.get('countryCode'), telNum: req.headers.get('telNum'), sign: req.headers.get('sign') }).toEqual({
      reqChannel: '4',
      countryCode: '86',
      telNum: PHONE,
      sign: md5(`${PHONE}${ts}`),
    });
  });

  it('draws the server\'s gap, focuses the slider (an accessible name, value range) and says what to do in a live status', async () => {
    const { puzzle } = await openPuzzle();
    expect(puzzle).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(slider()).toHaveFocus());
    expect(slider()).toHaveAttribute('aria-valuemin', '0');
    expect(slider()).toHaveAttribute('aria-valuemax', '258');
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
    const { puzzle: gap } = await issued();
    expect(screen.getByTestId('slide-gap')).toHaveStyle({ left: `${gap.x}px`, top: `${gap.y}px` });
    expect(within(puzzle).getByRole('status')).toHaveTextContent('向右拖动滑块，使拼图与缺口对齐');
  });

  it('keyboard: arrows move the piece, Enter submits; success sends the SMS with the geetest result', async () => {
    const { user } = await openPuzzle();
    const { challenge, puzzle: gap } = await issued();
    await keyTo(user, gap.x);
    expect(slider()).toHaveAttribute('aria-valuenow', String(gap.x));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(count(SEND)).toBe(1));
    const sent = await validations();
    expect(sent).toEqual([{ challenge, offset: gap.x, duration: expect.any(Number) }]);
    expect(Number(sent[0]!.duration)).toBeGreaterThanOrEqual(300);
    const send = await bodyOf(SEND);
    expect(send).toMatchObject({ telNum: PHONE, geetest_challenge: challenge, geetest_validate: expect.stringMatching(/.+/), geetest_seccode: `${String(send.geetest_validate)}|jordan` });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '安全验证' })).not.toBeInTheDocument());
    await waitFor(() => expect(sendButton()).toHaveTextContent(/s后重发/));
  });

  it('pointer drag (mouse or touch) moves the piece and submits on release', async () => {
    await openPuzzle();
    const { puzzle: gap } = await issued();
    fireEvent.pointerDown(slider(), { clientX: 20, pointerId: 7, pointerType: 'touch' });
    fireEvent.pointerMove(slider(), { clientX: 20 + gap.x - 4, pointerId: 7, pointerType: 'touch' });
    expect(slider()).toHaveAttribute('aria-valuenow', String(gap.x - 4));
    await new Promise((r) => setTimeout(r, 320));
    fireEvent.pointerUp(slider(), { clientX: 20 + gap.x - 4, pointerId: 7, pointerType: 'touch' });
    await waitFor(() => expect(count(SEND)).toBe(1));
    expect((await validations())[0]).toMatchObject({ offset: gap.x - 4 });
  });

  it('a refused answer ends the send with the error: the dialog closes, the message shows in red, nothing is sent', async () => {
    const { user } = await openPuzzle();
    // 20 px off: the sandbox refuses the answer (CAPTCHA_ERROR, 验证失败，请重试).
    await keyTo(user, (await issued()).puzzle.x + 20);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('验证失败，请重试', { selector: '[role=status]' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '安全验证' })).not.toBeInTheDocument(), { timeout: 3000 });
    expect(await screen.findByRole('alert')).toHaveTextContent('验证失败，请重试');
    expect(count(SEND)).toBe(0);
    expect(sendButton()).toBeEnabled();
  });

  it('close (button or Escape) ends it quietly: no send, the login dialog stays', async () => {
    const { user, onClose } = await openPuzzle();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '安全验证' })).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    await user.click(sendButton());
    await screen.findByRole('dialog', { name: '安全验证' });
    await user.click(within(await screen.findByRole('dialog', { name: '安全验证' })).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '安全验证' })).not.toBeInTheDocument());
    expect(count(SEND)).toBe(0);
    expect(count(VALIDATE)).toBe(0);
    expect(screen.getByRole('dialog', { name: '用户注册/登录' })).toBeInTheDocument();
  });

  it('password login asks for it too and carries the result', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog('password');
    await user.type(phoneInput(), PHONE);
    await user.type(pwdInput(), PASSWORD);
    await user.click(submitButton());
    await screen.findByRole('dialog', { name: '安全验证' });
    const { challenge, puzzle: gap } = await issued();
    await keyTo(user, gap.x);
    await user.keyboard('{Enter}');
    const LOGIN = '/api/gw/u-nnpc/api/v2/user/pwdLogin';
    await waitFor(() => expect(count(LOGIN)).toBe(1));
    expect(await bodyOf(LOGIN)).toMatchObject({ username: PHONE, geetest_challenge: challenge, geetest_validate: expect.stringMatching(/.+/) });
    // The sandbox took the result: the login went through and the dialog closed.
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
