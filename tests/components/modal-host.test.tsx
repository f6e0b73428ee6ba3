import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalHost } from '@/components/modal-host';
import { confirmDialog } from '@/components/ui/open-confirm';
import { useModalStore } from '@/stores/modal-store';

/** SPEC §4/§9: the promise dialog (温馨提示, resolves/rejects), z-index 90 in a 999 layer, 300 ms fade for every dialog. */

const layerOf = (el: Element) => el.closest<HTMLElement>('[data-dialog]')!;

/** Waits until `el` has left the page; answers how long that took after `since`. */
async function goneAfter(el: Element, since: number): Promise<number> {
  await waitFor(() => expect(el.isConnected).toBe(false), { timeout: 3000 });
  return performance.now() - since;
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
    const clicked = performance.now();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(result).resolves.toBe('confirm');
    expect(useModalStore.getState().prompt).toBeNull();
    // Still on screen, fading, unreachable: then gone after the fade.
    expect(layer).toHaveAttribute('data-leaving');
    expect(layer).toHaveAttribute('inert');
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('dialog', { name: '温馨提示' })).toBeNull();
    expect(layer.contains(dialog)).toBe(true);
    expect(await goneAfter(layer, clicked)).toBeGreaterThanOrEqual(290);
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
    const clicked = performance.now();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(useModalStore.getState().current).toBeNull();
    expect(layer).toHaveAttribute('data-leaving');
    expect(layer).toHaveAttribute('inert');
    expect(await goneAfter(layer, clicked)).toBeGreaterThanOrEqual(290);
  });
});
