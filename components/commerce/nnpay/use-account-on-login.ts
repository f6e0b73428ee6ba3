import { useEffect } from 'react';
import { selectToken, useUserStore } from '@/stores/user-store';
import { refreshAccount, resetAccount, useAccountStore } from '../account-store';

/** Page parts show the wallet and membership once the visitor is known (after hydration). */
export function useAccountOnLogin() {
  const token = useUserStore(selectToken);
  const hydrated = useUserStore((s) => s.hydrated);
  useEffect(() => {
    if (!hydrated) return;
    if (token) void refreshAccount();
    else resetAccount();
  }, [hydrated, token]);
  return { token, hydrated, ...useAccountStore() };
}
