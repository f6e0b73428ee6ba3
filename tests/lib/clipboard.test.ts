import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '@/lib/clipboard';
import { useToastStore } from '@/lib/toast';
import { fakeClipboard, removeClipboard } from '../support/clipboard';

const toasts = () => useToastStore.getState().items.map((t) => [t.type, t.text]);
const exec = vi.fn<(cmd: string) => boolean>();

beforeEach(() => {
  useToastStore.setState({ items: [] });
  exec.mockReset();
  Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
});
afterEach(removeClipboard);

describe('copyText (复制成功!)', () => {
  it('Clipboard API: copies and toasts 复制成功!', async () => {
    const writeText = fakeClipboard();
    await expect(copyText('CDK-1234')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('CDK-1234');
    expect(exec).not.toHaveBeenCalled();
    expect(toasts()).toEqual([['success', '复制成功!']]);
  });

  it('Clipboard API refused → textarea + execCommand fallback, no textarea left behind', async () => {
    fakeClipboard(vi.fn(async () => Promise.reject(new Error('denied'))));
    exec.mockReturnValue(true);
    await expect(copyText('ORDER-42')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
    expect(toasts()).toEqual([['success', '复制成功!']]);
  });

  it('both fail → false and a hint to copy by hand; silent shows nothing', async () => {
    exec.mockReturnValue(false);
    await expect(copyText('x')).resolves.toBe(false);
    expect(toasts()).toEqual([['warning', '复制失败，请长按或手动选择文字复制']]);
    useToastStore.setState({ items: [] });
    await expect(copyText('x', { silent: true })).resolves.toBe(false);
    expect(toasts()).toEqual([]);
  });
});
