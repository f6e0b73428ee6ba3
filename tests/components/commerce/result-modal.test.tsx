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
