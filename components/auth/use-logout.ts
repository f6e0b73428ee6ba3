import { useCallback } from 'react';
import { AUTH_CODES, MSG } from '@/lib/constants';
import { toast } from '@/lib/toast';
import { logout } from '@/services/auth';
import { useUserStore } from '@/stores/user-store';

function isAuthCode(e: unknown): boolean {
  return typeof e === 'object' && e !== null && AUTH_CODES.includes(String((e as { code?: unknown }).code));
}

/**
 * Logs out (SPEC §4): revokes the token, then clears the user and shows 注销成功~. A token the
 * server already rejects (auth codes) clears the user too; other failures keep the session and
 * the http client shows the message.
 */
export function useLogout(): () => Promise<void> {
  return useCallback(async () => {
    const { user, clearUser } = useUserStore.getState();
    if (!user?.token) return clearUser();
    try {
      await logout(user.token);
      clearUser();
      toast.success(MSG.logoutOk);
    } catch (e) {
      if (isAuthCode(e)) useUserStore.getState().clearUser();
    }
  }, []);
}
