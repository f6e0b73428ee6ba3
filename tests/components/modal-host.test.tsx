import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalHost } from '@/components/modal-host';
import { confirmDialog } from '@/components/ui/open-confirm';
import { LIMITS } from '@/lib/constants';
import { useModalStore } from '@/stores/modal-store';

/** SPEC §4/§9: the promise dialog (温馨提示, resolves/rejects), z-index 90 in a 999 layer, 300 ms fade for every dialog. */

const layerOf = (el: Element) => el.closest<HTMLElement>('[data-dialog]')!;

/**
 * Clicks `button` with the fade's timer on a fake clock, so a busy machine cannot stretch it: the
 * layer must be leaving (inert, hidden from assistive technology) and still hold `inside` one
 * millisecond before the fade ends, and be gone at its end.
 */
async function clickAndWatchFade(button: HTMLElement, layer: HTMLElement, inside: Element): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    fireEvent.click(button);
    await act(async () => undefined);
    expect(layer).toHaveAttribute('data-leaving');
    expect(layer).toHaveAttribute('inert');
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    act(() => vi.advanceTimersByTime(LIMITS.dialogFadeMs - 1));
    expect(layer.isConnected).toBe(true);
    expect(layer.contains(inside)).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(layer.isConnected).toBe(false);
  } finally {
    vi.useRealTimers();
  }
}

// Each dialog's chunk loads on first open: slow on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

describe('ModalHost + promise dialog', () => {
  beforeEach(() => useModalStore.setState({ current: null, prompt: null }));

  it('resolves with the action, titled 温馨提示, z-index 90 in a 999 layer, fading out for 300 ms', async () => {
    render(<ModalHost />);
    let result: Promise<string> | undefined;
    act(() => {
      result = confirmDialog({ content: '确定要退出吗？' });
    });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15000 });
    expect(dialog).toHaveTextContent('温馨提示');
    expect(dialog).toHaveTextContent('确定要退出吗？');
    const layer = layerOf(dialog);
    expect(layer.style.zIndex).toBe('999');
    expect(layer.parentElement).toBe(document.body);
    expect(layer.querySelector<HTMLElement>('.ant-modal-wrap')!.style.zIndex).toBe('90');
    // Still on screen, fading, unreachable: then gone after the fade.
    await clickAndWatchFade(screen.getByRole('button', { name: /确\s*定/ }), layer, dialog);
    await expect(result).resolves.toBe('confirm');
    expect(useModalStore.getState().prompt).toBeNull();
    expect(screen.queryByRole('dialog', { name: '温馨提示' })).toBeNull();
  });

  it('rejects on cancel', async () => {
    render(<ModalHost />);
    let result: Promise<string> | undefined;
    act(() => {
      result = confirmDialog({ title: '提示', content: '内容' });
    });
    await screen.findByRole('dialog', {}, { timeout: 15000 });
    const outcome = expect(result).rejects.toBe('cancel');
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await outcome;
  });

  it('rejects with close on Escape', async () => {
    render(<ModalHost />);
    let result: Promise<string> | undefined;
    act(() => {
      result = confirmDialog({ content: '内容' });
    });
    await screen.findByRole('dialog', {}, { timeout: 15000 });
    const outcome = expect(result).rejects.toBe('close');
    await userEvent.keyboard('{Escape}');
    await outcome;
  });

  it('asks over an open dialog, which stays open and keeps what was typed', async () => {
    render(<ModalHost />);
    act(() => useModalStore.getState().open({ name: 'login' }));
    const login = await screen.findByRole('dialog', { name: '用户注册/登录' }, { timeout: 15000 });
    await userEvent.type(screen.getByPlaceholderText('请输入手机号码'), '13800138000');
    let result: Promise<string> | undefined;
    act(() => {
      result = confirmDialog({ content: '确定要离开吗？' });
    });
    // (By its layer: under test, rc-util's ids are all 'test-id', so both dialogs get the first title as their name.)
    const ask = await waitFor(() => document.querySelector('[data-dialog="confirm"] [role="dialog"]')!, { timeout: 15000 });
    expect(ask).toHaveTextContent('温馨提示');
    // The prompt's layer comes after the dialog's: above it at the same z-index.
    expect(layerOf(login).compareDocumentPosition(layerOf(ask)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const outcome = expect(result).rejects.toBe('cancel');
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    await outcome;
    await waitFor(() => expect(ask.isConnected).toBe(false));
    expect(useModalStore.getState().current).toEqual({ name: 'login' });
    expect(login).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入手机号码')).toHaveValue('13800138000');
  });

  it('every dialog fades out the same way: the login dialog stays 300 ms after 关闭, inert', async () => {
    render(<ModalHost />);
    act(() => useModalStore.getState().open({ name: 'login' }));
    const login = await screen.findByRole('dialog', { name: '用户注册/登录' }, { timeout: 15000 });
    const layer = layerOf(login);
    expect(layer.style.zIndex).toBe('999');
    await clickAndWatchFade(screen.getByRole('button', { name: '关闭' }), layer, login);
    expect(useModalStore.getState().current).toBeNull();
  });
});
