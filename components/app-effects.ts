import { useEffect } from 'react';
import { MSG } from '@/lib/constants';
import { installChunkReload } from '@/lib/chunk-reload';
import { http } from '@/lib/http';
import { toast } from '@/lib/toast';
import { useAppStore } from '@/stores/app-store';
import { openLogin } from '@/components/auth';
import { useUserStore } from '@/stores/user-store';

/** Connects the http client to the stores once, in the browser (never during SSR). */
export function connectHttp(): void {
  http.setHooks({
    getToken: () => useUserStore.getState().user?.token,
    warn: (m) => toast.warning(m),
    onAuthExpired: (silent) => {
      useUserStore.getState().clearUser();
      if (!silent) openLogin();
    },
    isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
  });
}

/** Online/offline flag and the chunk-load reload guard. */
export function useAppEffects(): void {
  useEffect(() => {
    const setOnline = useAppStore.getState().setOnline;
    setOnline(navigator.onLine);
    const on = () => setOnline(true);
    const off = () => {
      setOnline(false);
      toast.warning(MSG.offline);
    };
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    const uninstall = installChunkReload();
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
      uninstall();
    };
  }, []);
}
