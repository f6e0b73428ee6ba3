import { useEffect } from 'react';
import { afterLoad } from '@/lib/after-load';
import { selectToken, useUserStore } from '@/stores/user-store';
import { refreshAccount, refreshRate, resetAccount, setMembershipGame, useAccountStore } from '../account-store';

/** `?serverId=` of a link from a game's page: a positive id, else null. */
export function serverIdOf(value: unknown): number | null {
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * Page parts show the wallet and membership once the visitor is known (after hydration); the
 * membership end is looked up for the game the visitor came from (`?serverId=`), when there is one.
 * A visitor who is not logged in sees the coin rate only in 会员权益说明's dialog, so it is looked up
 * with the page's deferred work (lib/after-load: after load and a quiet period, or at the first
 * pointer, key or touch), not while the page starts: it is the page's only reason to load the API
 * client (~60 KB of script) at start.
 */
export function useAccountOnLogin() {
  const token = useUserStore(selectToken);
  const hydrated = useUserStore((s) => s.hydrated);
  useEffect(() => {
    if (!hydrated) return;
    setMembershipGame(serverIdOf(new URLSearchParams(window.location.search).get('serverId')));
    if (token) {
      void refreshAccount();
      return undefined;
    }
    resetAccount();
    return afterLoad(() => void refreshRate());
  }, [hydrated, token]);
  return { token, hydrated, ...useAccountStore() };
}
