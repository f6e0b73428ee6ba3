import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useDialogFocus } from '@/components/use-dialog-focus';
import { openLogin } from '@/components/auth';
import { selectCurrentModal, useModalStore } from '@/stores/modal-store';

/** A stand-in for ModalHost + an antd modal: the hook, an opener, and an aria-modal panel while the slot is full. */
function Host() {
  useDialogFocus();
  const current = useModalStore(selectCurrentModal);
  return (
    <>
      <button type="button" onClick={() => openLogin()}>
        登录
      </button>
      <a href="/after">页面其他链接</a>
      {current && (
        <div role="dialog" aria-modal="true" aria-label="用户注册/登录">
          <button type="button">关闭</button>
          <input aria-label="手机号码" />
          <button type="button" disabled>
            登录提交
          </button>
          <button type="button">账号密码登录</button>
        </div>
      )}
    </>
  );
}

const realRects = Element.prototype.getClientRects;
beforeAll(() => {
  // jsdom has no layout: every element reports one client rect, as a rendered one would.
  Element.prototype.getClientRects = function getClientRects() {
    return [{ width: 1, height: 1 }] as unknown as DOMRectList;
  };
});
afterAll(() => {
  Element.prototype.getClientRects = realRects;
});
afterEach(() => act(() => useModalStore.getState().close()));

describe('useDialogFocus', () => {
  it('Tab and Shift+Tab wrap inside the open dialog (disabled controls skipped)', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.click(screen.getByRole('button', { name: '登录' }));
    const last = screen.getByRole('button', { name: '账号密码登录' });
    last.focus();
    await user.tab();
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('gives focus back to the opener when the slot empties', async () => {
    const user = userEvent.setup();
    render(<Host />);
    const opener = screen.getByRole('button', { name: '登录' });
    await user.click(opener);
    screen.getByLabelText('手机号码').focus();
    act(() => useModalStore.getState().close());
    await act(() => new Promise((r) => requestAnimationFrame(r)));
    expect(opener).toHaveFocus();
  });

  it('leaves Tab alone once the dialog is closed', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await user.click(screen.getByRole('button', { name: '登录' }));
    act(() => useModalStore.getState().close());
    screen.getByRole('button', { name: '登录' }).focus();
    await user.tab();
    expect(screen.getByRole('link', { name: '页面其他链接' })).toHaveFocus();
  });
});
