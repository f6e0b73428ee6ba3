import Router from 'next/router';
import { useEffect } from 'react';
import { readAuthToken } from '@/lib/cookies';
import { inOwnTask } from '@/lib/own-task';
import { getUserInfoByToken } from '@/services/auth';
import { useUserStore } from '@/stores/user-store';

let fetching: string | null = null;

/**
 * Keeps the user store in line with the AuthToken cookie, which other tabs and sibling sites
 * share: a cookie token the store lacks is fetched and adopted; a store token whose cookie is gone
 * (logged out elsewhere) is dropped. `revalidate` also checks a token the store already has (once
 * per page load): it refreshes nickName/avatar and surfaces a revoked or expired session at once.
 */
export async function syncAuthWithCookie({ revalidate = false } = {}): Promise<void> {
  const cookieToken = readAuthToken();
  const { user, clearUser, setUser } = useUserStore.getState();
  if (!cookieToken) {
    if (user?.token) clearUser();
    return;
  }
  if ((user?.token === cookieToken && !revalidate) || fetching === cookieToken) return;
  fetching = cookieToken;
  try {
    const res = await getUserInfoByToken(cookieToken);
    // Only adopt it if nothing changed meanwhile (a logout or a login in this tab).
    if (readAuthToken() === cookieToken) setUser({ ...res.data, token: cookieToken });
  } catch {
    // The http client reports failures; auth codes already cleared the user.
  } finally {
    fetching = null;
  }
}

/**
 * For _app: hydrate the user store, then sync with the cookie on route changes and on return to the
 * tab (SPEC §4). Starts in the task after the mount's (lib/own-task): storage and cookie reads are
 * sync round-trips to the browser, kept out of the task that mounts the page.
 */
export function useAuthSync(): void {
  useEffect(() => inOwnTask(() => {
    useUserStore.getState().hydrate();
    const sync = () => void syncAuthWithCookie();
    const onVisible = () => {
      if (document.visibilityState === 'visible') sync();
    };
    void syncAuthWithCookie({ revalidate: true });
    Router.events.on('routeChangeComplete', sync);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      Router.events.off('routeChangeComplete', sync);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }), []);
}
