import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResultModal, type ResultModalProps } from '@/components/commerce/result-modal';

const props = (over: Partial<ResultModalProps>): ResultModalProps => ({ kind: null, onOk: vi.fn(), onRetry: vi.fn(), onService: vi.fn(), ...over });

describe('ResultModal', () => {
  it('closing fades out showing what it showed, then unmounts (not gone in one frame)', async () => {
    const { rerender } = render(<ResultModal {...props({ kind: 'payFailed', text: '余额不足' })} />);
    expect(screen.getByRole('dialog', { name: '支付失败' })).toHaveTextContent('余额不足');
    rerender(<ResultModal {...props({ kind: null })} />);
    // Still there while antd's close motion runs, with its last title and text.
    expect(screen.getByText('支付失败')).toBeInTheDocument();
    expect(screen.getByText('余额不足')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('余额不足')).toBeNull(), { timeout: 3000 });
  });

  it('opened again with another result shows the new one', async () => {
    const { rerender } = render(<ResultModal {...props({ kind: 'payFailed', text: '余额不足' })} />);
    rerender(<ResultModal {...props({ kind: null })} />);
    await waitFor(() => expect(screen.queryByText('余额不足')).toBeNull(), { timeout: 3000 });
    rerender(<ResultModal {...props({ kind: 'success', text: '66 N币已到账' })} />);
    expect(screen.getByRole('dialog', { name: '支付成功' })).toHaveTextContent('66 N币已到账');
  });
});

describe('ResultModal under the click that paid', () => {
  // A coin payment answers within a double-click: the result opens under the pointer, and the
  // double-click's second click lands on it (on the mask, or on 确定 where the two overlap).
  const clickAt = (el: Element, detail: number) => {
    for (const type of ['mousedown', 'mouseup', 'click'] as const) el.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, detail }));
  };

  it('a click on the mask outside the dialog does not dismiss it', () => {
    const onOk = vi.fn();
    render(<ResultModal {...props({ kind: 'success', text: '季卡会员已到账', onOk })} />);
    const wrap = document.querySelector('.ant-modal-wrap');
    expect(wrap).not.toBeNull();
    clickAt(wrap!, 1);
    expect(onOk).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '支付成功' })).toBeInTheDocument();
  });

  it('确定 ignores the second click of a double-click, and acts on a click of its own or a key press', () => {
    const onOk = vi.fn();
    render(<ResultModal {...props({ kind: 'success', text: '季卡会员已到账', onOk })} />);
    const ok = screen.getByRole('button', { name: /确\s*定/ });
    clickAt(ok, 2);
    expect(onOk).not.toHaveBeenCalled();
    clickAt(ok, 1);
    expect(onOk).toHaveBeenCalledTimes(1);
    // Enter or Space on a focused button is a click with detail 0.
    clickAt(ok, 0);
    expect(onOk).toHaveBeenCalledTimes(2);
  });
});
