import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canRegisterSw, OFFLINE_COPY_TIMING, OfflineNotice, SwRegister, swUrl } from '@/components/sw-register';

const win = (protocol: string, secure: boolean, sw = true) =>
  ({ isSecureContext: secure, location: { protocol }, navigator: sw ? { serviceWorker: {} } : {} }) as unknown as Window;

describe('service worker registration', () => {
  it('versioned by the build id', () => {
    expect(swUrl('aB3_x-9')).toBe('/sw.js?v=aB3_x-9');
    expect(swUrl('a b&c')).toBe('/sw.js?v=a%20b%26c');
  });

  it.each([
    ['https:', true, true, true],
    ['http:', true, true, true], // localhost is a secure context
    ['http:', false, true, false],
    ['file:', true, true, false],
    ['https:', true, false, false],
  ])('%s secure=%s sw=%s → %s', (protocol, secure, sw, ok) => {
    expect(canRegisterSw(win(protocol, secure, sw))).toBe(ok);
  });

  it('shows the offline banner only while offline (not in tests/dev: no registration)', () => {
    const online = Object.getOwnPropertyDescriptor(window.navigator, 'onLine');
    render(<SwRegister />);
    expect(screen.queryByRole('status')).toBeNull();
    Object.defineProperty(window.navigator, 'onLine', { value: false, configurable: true });
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent('当前处于离线状态');
    if (online) Object.defineProperty(window.navigator, 'onLine', online);
    else delete (window.navigator as { onLine?: boolean }).onLine;
  });

  it("shows the banner on the worker's saved copy of a page even where navigator.onLine says online", () => {
    const navigation = (names: string[]) => (type: string) => (type === 'navigation' ? [{ serverTiming: names.map((name) => ({ name, duration: 0, description: '' })) }] : []);
    const own = Object.getOwnPropertyDescriptor(performance, 'getEntriesByType');
    const entriesFrom = (fn: (type: string) => unknown[]) => Object.defineProperty(performance, 'getEntriesByType', { value: fn, configurable: true });
    try {
      entriesFrom(navigation(['cdn-cache']));
      const first = render(<SwRegister />);
      expect(screen.queryByRole('status')).toBeNull();
      first.unmount();
      entriesFrom(navigation([OFFLINE_COPY_TIMING]));
      render(<SwRegister />);
      expect(navigator.onLine).toBe(true);
      expect(screen.getByRole('status')).toHaveTextContent('当前处于离线状态');
    } finally {
      if (own) Object.defineProperty(performance, 'getEntriesByType', own);
      else delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
    }
  });

  it('the offline page says so in Chinese, with a reload button', () => {
    render(<OfflineNotice standalone />);
    expect(screen.getByRole('heading', { level: 1, name: '网络已断开' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
