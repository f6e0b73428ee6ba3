import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCaptchaResult } from '@/components/auth/tcaptcha';

const SOURCE = readFileSync(resolve(process.cwd(), 'public/TCaptcha.js'), 'utf8');

function install() {
  delete window.TencentCaptcha;
  new Function(SOURCE)();
  return window.TencentCaptcha!;
}

const opened: { destroy(): void }[] = [];

function open() {
  const results: TCaptchaResult[] = [];
  const Captcha = install();
  const captcha = new Captcha('190012345', (r) => results.push(r), {});
  opened.push(captcha);
  captcha.show();
  return { captcha, results };
}

const slider = () => screen.getByRole('slider');
const holeLeft = () => parseInt((document.querySelector('.tcaptcha-hole') as HTMLElement).style.left, 10);
const background = () => (document.querySelector('.tcaptcha-bg') as HTMLElement).style.backgroundImage;

afterEach(() => {
  opened.splice(0).forEach((c) => c.destroy());
  delete window.TencentCaptcha;
});

describe('public/TCaptcha.js', () => {
  it('shows a modal dialog labelled 安全验证 with a focused slider and a generated picture', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: '安全验证' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(slider()).toHaveFocus();
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
    expect(background()).toContain('gradient');
    expect(screen.getByRole('button', { name: '刷新' })).toBeInTheDocument();
    expect(document.querySelectorAll('#tcaptcha-style')).toHaveLength(1);
  });

  it('keyboard: arrows move to the gap, Enter confirms → success ticket', async () => {
    const { results } = open();
    const target = holeLeft();
    const user = userEvent.setup();
    await user.keyboard(`${'{Shift>}{ArrowRight}{/Shift}'.repeat(Math.floor(target / 10))}${'{ArrowRight}'.repeat(target % 10)}`);
    expect(slider()).toHaveAttribute('aria-valuenow', String(target));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(results).toHaveLength(1));
    expect(results[0]).toMatchObject({ ret: 0, appid: '190012345' });
    const ok = results[0] as { ticket: string; randstr: string };
    expect(ok.ticket).toMatch(/^tr_\w+/);
    expect(ok.randstr).toMatch(/^\w+$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a release more than 6 px off shakes, says so and builds a new puzzle; no callback', async () => {
    const { results } = open();
    const before = background();
    const user = userEvent.setup();
    await user.keyboard(`${'{ArrowRight}'.repeat(holeLeft() > 30 ? 5 : 40)}{Enter}`);
    expect(screen.getByText('拼图未对齐，请重试')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveClass('is-shaking');
    await waitFor(() => expect(screen.getByRole('dialog')).not.toHaveClass('is-shaking'));
    expect(slider()).toHaveAttribute('aria-valuenow', '0');
    expect(background()).not.toBe(before);
    expect(results).toEqual([]);
  });

  it('pointer drag to within 6 px of the gap passes', async () => {
    const { results } = open();
    const target = holeLeft();
    fireEvent.pointerDown(slider(), { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(slider(), { clientX: 100 + target + 5, pointerId: 1 });
    expect(slider()).toHaveAttribute('aria-valuenow', String(target + 5));
    fireEvent.pointerUp(slider(), { clientX: 100 + target + 5, pointerId: 1 });
    await waitFor(() => expect(results).toEqual([expect.objectContaining({ ret: 0 })]));
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

  it('the close button closes with {ret: 2}; 刷新 draws a new puzzle', async () => {
    const { results } = open();
    const user = userEvent.setup();
    const before = background();
    await user.click(screen.getByRole('button', { name: '刷新' }));
    expect(background()).not.toBe(before);
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(results).toEqual([{ ret: 2 }]);
  });

  it('destroy() removes the dialog without a callback', () => {
    const { captcha, results } = open();
    captcha.destroy();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(results).toEqual([]);
  });
});
