import { renderHook } from '@testing-library/react';
import Router from 'next/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isZtSpecialPath, useMobileFullReload } from '@/components/layout';
import type * as redirect from '@/lib/redirect';
import { hardNavigate } from '@/lib/redirect';

vi.mock('@/lib/redirect', async (orig) => ({ ...(await orig<typeof redirect>()), hardNavigate: vi.fn() }));

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

afterEach(() => vi.mocked(hardNavigate).mockClear());

/** What Next's router does: emit routeChangeStart synchronously inside change(). */
function startRoute(url: string) {
  return () => Router.events.emit('routeChangeStart', url, { shallow: false });
}

describe('useMobileFullReload', () => {
  it.each(['/zt/801', '/zt/801.html', '/zt/801.html?from=baidu', '/zt/12#top'])('mobile: %s becomes a full page load and the client transition is cancelled', (url) => {
    const onError = vi.fn();
    Router.events.on('routeChangeError', onError);
    const { unmount } = renderHook(() => useMobileFullReload(IPHONE));
    let thrown: unknown;
    try {
      startRoute(url)();
    } catch (e) {
      thrown = e;
    }
    expect(hardNavigate).toHaveBeenCalledWith(url);
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as { cancelled?: boolean }).cancelled).toBe(true);
    expect(onError).toHaveBeenCalledWith(thrown, url, { shallow: false });
    Router.events.off('routeChangeError', onError);
    unmount();
  });

  it.each(['/zt/all', '/zt/all.html', '/zt/details', '/news/1001.html', '/zt/801/x', '/zt/8a1'])('mobile: %s stays a client navigation', (url) => {
    const { unmount } = renderHook(() => useMobileFullReload(IPHONE));
    expect(startRoute(url)).not.toThrow();
    expect(hardNavigate).not.toHaveBeenCalled();
    unmount();
  });

  it('desktop: /zt/801.html stays a client navigation', () => {
    const { unmount } = renderHook(() => useMobileFullReload(DESKTOP));
    expect(startRoute('/zt/801.html')).not.toThrow();
    expect(hardNavigate).not.toHaveBeenCalled();
    unmount();
  });

  it('the rejected push is marked handled (no uncaught error); other rejections are left alone', () => {
    const { unmount } = renderHook(() => useMobileFullReload(IPHONE));
    let ours: unknown;
    try {
      startRoute('/zt/5')();
    } catch (e) {
      ours = e;
    }
    const make = (reason: unknown) => {
      const ev = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
      Object.defineProperty(ev, 'reason', { value: reason });
      window.dispatchEvent(ev);
      return ev;
    };
    expect(make(ours).defaultPrevented).toBe(true);
    expect(make(new Error('Route Cancelled')).defaultPrevented).toBe(false);
    unmount();
    expect(make(ours).defaultPrevented).toBe(false);
    expect(startRoute('/zt/5')).not.toThrow();
  });

  it('isZtSpecialPath', () => {
    expect(isZtSpecialPath('/zt/1')).toBe(true);
    expect(isZtSpecialPath('/zt/1.html')).toBe(true);
    expect(isZtSpecialPath('/zt/1.htm')).toBe(false);
    expect(isZtSpecialPath('/x/zt/1')).toBe(false);
  });
});
