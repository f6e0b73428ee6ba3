import { useEffect } from 'react';
import { selectToken, useUserStore } from '@/stores/user-store';
import { refreshAccount, refreshRate, resetAccount, setMembershipGame, useAccountStore } from '../account-store';

/** `?serverId=` of a link from a game's page: a positive id, else null. */
export function serverIdOf(value: unknown): number | null {
  return typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * Page parts show the wallet and membership once the visitor is known (after hydration); the
 * membership end is looked up for the game the visitor came from (`?serverId=`), when there is one.
 */
export function useAccountOnLogin() {
  const token = useUserStore(selectToken);
  const hydrated = useUserStore((s) => s.hydrated);
  useEffect(() => {
    if (!hydrated) return;
    setMembershipGame(serverIdOf(new URLSearchParams(window.location.search).get('serverId')));
    if (token) void refreshAccount();
    else {
      resetAccount();
      void refreshRate();
    }
  }, [hydrated, token]);
  return { token, hydrated, ...useAccountStore() };
}
