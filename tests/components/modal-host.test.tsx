import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ModalHost } from '@/components/modal-host';
import { confirmDialog } from '@/components/ui/open-confirm';
import { useModalStore } from '@/stores/modal-store';

describe('ModalHost + promise dialog', () => {
  beforeEach(() => useModalStore.setState({ current: null }));

  it('resolves with the action, titled 温馨提示 by default, and frees the slot after the fade', async () => {
    render(<ModalHost />);
    let result: Promise<string> | undefined;
    act(() => {
      result = confirmDialog({ content: '确定要退出吗？' });
    });
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(dialog).toHaveTextContent('温馨提示');
    expect(dialog).toHaveTextContent('确定要退出吗？');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await expect(result).resolves.toBe('confirm');
    await waitFor(() => expect(useModalStore.getState().current).toBeNull());
  });

  it('rejects on cancel', async () => {
    render(<ModalHost />);
    let result: Promise<string> | undefined;
    act(() => {
      result = confirmDialog({ title: '提示', content: '内容' });
    });
    await screen.findByRole('dialog', {}, { timeout: 5000 });
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
    await screen.findByRole('dialog', {}, { timeout: 5000 });
    const outcome = expect(result).rejects.toBe('close');
    await userEvent.keyboard('{Escape}');
    await outcome;
  });
});
