import { act, render, screen, waitFor } from '@testing-library/react';
import type { AppProps } from 'next/app';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import App from '@/pages/_app';
import { SANDBOX_NOTICE } from '@/components/layout/sandbox-notice';
import { useUserStore } from '@/stores/user-store';
import { makeRouter, withRouter } from '../support/router';
import { resetStores } from '../support/stores';

function Page() {
  return <p>页面内容</p>;
}

/** A sync round-trip to the browser the first time a page makes it: the cookie jar, web storage. */
function spyOnBrowserState() {
  return {
    cookie: vi.spyOn(document, 'cookie', 'get'),
    getItem: vi.spyOn(Storage.prototype, 'getItem'),
    fetch: vi.spyOn(window, 'fetch').mockImplementation(async () => Response.json({ upstream: 'sandbox' })),
  };
}

describe('_app mount effects', () => {
  beforeEach(() => {
    resetStores();
    window.sessionStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('leave the cookie jar, web storage and the network out of the task React mounts the page in, and run in the tasks after it', async () => {
    const spies = spyOnBrowserState();
    const router = makeRouter();
    // render() returns after React committed and ran every mount effect (act flushes them).
    render(withRouter(<App Component={Page} pageProps={{}} router={router as AppProps['router']} />, router));
    expect(screen.getByText('页面内容')).toBeInTheDocument();
    expect(spies.cookie).not.toHaveBeenCalled();
    expect(spies.getItem).not.toHaveBeenCalled();
    expect(spies.fetch).not.toHaveBeenCalled();
    expect(useUserStore.getState().hydrated).toBe(false);

    // A task later: the user store read its browser copy and the cookie, the sandbox line asked once.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await waitFor(() => expect(useUserStore.getState().hydrated).toBe(true));
    expect(spies.cookie).toHaveBeenCalled();
    expect(spies.fetch).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(SANDBOX_NOTICE)).toBeInTheDocument();
  });

  it('an unmount before that task leaves nothing behind', async () => {
    const spies = spyOnBrowserState();
    const router = makeRouter();
    const view = render(withRouter(<App Component={Page} pageProps={{}} router={router as AppProps['router']} />, router));
    view.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(spies.fetch).not.toHaveBeenCalled();
    expect(useUserStore.getState().hydrated).toBe(false);
  });
});
