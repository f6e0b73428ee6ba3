import { useCallback, useEffect, useState } from 'react';
import { selectToken, useUserStore } from '@/stores/user-store';

export type UserData<T> =
  | { status: 'visitor' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed' };

type Settled<T> = { key: string; token: string; state: UserData<T> };

/**
 * Loads something of the signed-in visitor after hydration (never on the server), again when the
 * token or `deps` change (login, logout) and on `reload()`. Visitors get `visitor` without a call.
 * A reload keeps showing the previous data until the new answer arrives.
 */
export function useUserData<T>(load: () => Promise<T>, deps: readonly unknown[] = []): [UserData<T>, () => void] {
  const token = useUserStore(selectToken);
  const hydrated = useUserStore((s) => s.hydrated);
  const [round, setRound] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const key = JSON.stringify([token ?? null, round, ...deps]);

  useEffect(() => {
    if (!hydrated || !token) return;
    let live = true;
    load().then(
      (data) => live && setSettled({ key, token, state: { status: 'ready', data } }),
      () => live && setSettled({ key, token, state: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
    // `load` is re-created each render; what it depends on is in `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated, key]);

  if (!hydrated) return [{ status: 'loading' }, reload];
  if (!token) return [{ status: 'visitor' }, reload];
  if (settled?.key === key) return [settled.state, reload];
  const stale = settled?.token === token && settled.state.status === 'ready';
  return [stale ? settled.state : { status: 'loading' }, reload];
}
