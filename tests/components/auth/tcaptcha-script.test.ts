// Behaviour across files: the Tencent-style captcha stand-in in the browser — its slider dialog, keyboard and pointer answers, and the service's checks (served at /TCaptcha.js: public/captcha-standin/vendors.js, public/captcha-standin/slide-ui.js; the callback type of components/auth/tcaptcha.ts).
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCaptchaResult } from '@/components/auth/tcaptcha';
import { runSlideUi, runStandIns } from '../../support/captcha-standins';

declare global {
  interface Window {
    NNSlidePuzzle?: unknown;
  }
}


/** The stand-in and its dialog script (which the stand-in would otherwise load beside itself). */
function install(withDialog = true) {
  delete window.TencentCaptcha;
  if (withDialog && !window.NNSlidePuzzle) runSlideUi();
  runStandIns('/TCaptcha.js');
  return window.TencentCaptcha!;
}

const opened: { destroy(): void }[] = [];

/**
 * A stand-in captcha service (the sandbox's /tcaptcha/prehandle + /verify): random gap, one answer
 * per session, ±6 px, at least 300 ms.
 */
type Call = { path: string; body: Record<string, unknown> };
let calls: Call[] = [];
let serviceDown = false;
const sessions = new Map<string, number>();
function envelope(retData: unknown, success = true) {
  return new Response(JSON.stringify({ retCode: success ? '100' : 'CAPTCHA_ERROR', retMsg: success ? 'ok' : '验证失败，请重试', retData, success }));
}
beforeEach(() => {
  calls = [];
  serviceDown = false;
  sessions.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      const path = url.replace('/api/gw', '');
      calls.push({ path, body });
      if (serviceDown) throw new TypeError('Failed to fetch');
      if (path === '/tcaptcha/prehandle') {
        const sess = `s${sessions.size + 1}`;
        const x = 62 + Math.floor(Math.random() * 180);
        sessions.set(sess, x);
        return envelope({ sess, puzzle: { seed: 1, x, y: 40, width: 300, height: 160, size: 42 } });
      }
      const x = sessions.get(String(body.sess));
      sessions.delete(String(body.sess));
      const ok = x !== undefined && Math.abs(Number(body.offset) - x) <= 6 && Number(body.duration) >= 300;
      return ok ? envelope({ ticket: `tr0${body.sess}`, randstr: '@abc' }) : envelope(null, false);
    }),
  );
});

function open(withDialog = true) {
  const results: TCaptchaResult[] = [];
  const Captcha = install(withDialog);
  const captcha = new Captcha('190012345', (r) => results.push(r), {});
  opened.push(captcha);
  captcha.show();
  return { captcha, results };
}

const slider = () => screen.getByRole('slider');
const holeLeft = () => parseInt((document.querySelector('.nnslide-hole') as HTMLElement).style.left, 10);
const background = () => (document.querySelector('.nnslide-bg') as HTMLElement).style.backgroundImage;

afterEach(() => {
  opened.splice(0).forEach((c) => c.destroy());
  delete window.TencentCaptcha;
  vi.unstubAllGlobals();
});

/** The puzzle is drawn once the service answered. */
const drawn = () => waitFor(() => expect(document.querySelector('.nnslide-hole')).not.toBeNull());
/** The drag time the service wants (≥ 300 ms) passes before the answer. */
const humanPause = () => new Promise((r) => setTimeout(r, 320));

describe('the stand-in /TCaptcha.js', () => {
  it('shows a modal dialog labelled 安全验证 with a focused slider and a picture with the service\'s gap', async () => {
    open();
    await drawn();
    expect(calls[0]).toEqual({ path: '/tcaptcha/prehandle', body: { aid: '190012345' } });
    expect(holeLeft()).toBe(sessions.get('s1'));
    const dialog = screen.getByRole('dialog', { name: '安全验证' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(slider()).toHaveFocus();
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
    expect(background()).toContain('gradient');
    expect(screen.getByRole('button', { name: '刷新' })).toBeInTheDocument();
    expect(document.querySelectorAll('#nnslide-style')).toHaveLength(1);
  });

  it('keyboard: arrows move to the gap, Enter confirms → the service checks it and issues the ticket', async () => {
    const { results } = open();
    await drawn();
    const target = holeLeft();
    const user = userEvent.setup();
    await user.keyboard(`${'{Shift>}{ArrowRight}{/Shift}'.repeat(Math.floor(target / 10))}${'{ArrowRight}'.repeat(target % 10)}`);
    expect(slider()).toHaveAttribute('aria-valuenow', String(target));
    await humanPause();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(results).toHaveLength(1));
    expect(calls[1]).toMatchObject({ path: '/tcaptcha/verify', body: { sess: 's1', offset: target } });
    expect(Number(calls[1]!.body.duration)).toBeGreaterThanOrEqual(300);
    expect(results[0]).toEqual({ ret: 0, ticket: 'tr0s1', randstr: '@abc', appid: '190012345' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('an answer the service refuses shakes, says so and fetches a new puzzle; no callback', async () => {
    const { results } = open();
    await drawn();
    const before = background();
    const user = userEvent.setup();
    await user.keyboard(`${'{ArrowRight}'.repeat(holeLeft() > 30 ? 5 : 40)}{Enter}`);
    expect(await screen.findByText('拼图未对齐，请重试')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveClass('is-shaking');
    await waitFor(() => expect(screen.getByRole('dialog')).not.toHaveClass('is-shaking'));
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/tcaptcha/prehandle', '/tcaptcha/verify', '/tcaptcha/prehandle']));
    await waitFor(() => expect(slider()).toHaveAttribute('aria-valuenow', '0'));
    expect(screen.getByText('拼图未对齐，请重试')).toBeInTheDocument();
    expect(background()).not.toBe(before);
    expect(results).toEqual([]);
  });

  it('pointer drag to within 6 px of the gap passes', async () => {
    const { results } = open();
    await drawn();
    const target = holeLeft();
    fireEvent.pointerDown(slider(), { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(slider(), { clientX: 100 + target + 5, pointerId: 1 });
    expect(slider()).toHaveAttribute('aria-valuenow', String(target + 5));
    await humanPause();
    fireEvent.pointerUp(slider(), { clientX: 100 + target + 5, pointerId: 1 });
    await waitFor(() => expect(results).toEqual([expect.objectContaining({ ret: 0, ticket: 'tr0s1' })]));
  });

  it('an instant drag (no human takes under 300 ms) gets no ticket', async () => {
    const { results } = open();
    await drawn();
    const target = holeLeft();
    fireEvent.pointerDown(slider(), { clientX: 0, pointerId: 1 });
    fireEvent.pointerMove(slider(), { clientX: target, pointerId: 1 });
    fireEvent.pointerUp(slider(), { clientX: target, pointerId: 1 });
    expect(await screen.findByText('拼图未对齐，请重试')).toBeInTheDocument();
    expect(results).toEqual([]);
  });

  it('an unreachable service: Tencent\'s fallback error ticket (code 1001)', async () => {
    serviceDown = true;
    const { results } = open();
    await waitFor(() => expect(results).toHaveLength(1));
    expect(results[0]).toMatchObject({ ret: 0, ticket: expect.stringMatching(/^terror_1001_190012345_\d+$/), errorCode: 1001 });
  });

  it('Escape closes with {ret: 2} and does not reach the page (the login dialog stays open)', () => {
    const { results } = open();
    const pageListener = vi.fn();
    window.addEventListener('keydown', pageListener);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    window.removeEventListener('keydown', pageListener);
    expect(results).toEqual([{ ret: 2 }]);
    expect(pageListener).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the close button closes with {ret: 2}; 刷新 fetches a new puzzle', async () => {
    const { results } = open();
    await drawn();
    const user = userEvent.setup();
    const before = background();
    await user.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(background()).not.toBe(before));
    expect(calls.filter((c) => c.path === '/tcaptcha/prehandle')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(results).toEqual([{ ret: 2 }]);
  });

  it('loads its dialog from beside itself when it is not there yet; a dialog that cannot load: the fallback ticket', async () => {
    delete window.NNSlidePuzzle;
    const { results } = open(false);
    const script = document.querySelector<HTMLScriptElement>('script[src$="/captcha-standin/slide-ui.js"]');
    expect(script).not.toBeNull();
    script!.dispatchEvent(new Event('error'));
    await waitFor(() => expect(results).toEqual([expect.objectContaining({ ret: 0, ticket: expect.stringMatching(/^terror_1001_/) })]));
    expect(document.querySelector('script[src$="/captcha-standin/slide-ui.js"]')).toBeNull();
  });

  it('destroy() removes the dialog without a callback', () => {
    const { captcha, results } = open();
    captcha.destroy();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(results).toEqual([]);
  });
});
