import { useEffect, useState } from 'react';
import { LIMITS } from '@/lib/constants';
import { openLogin } from '@/components/auth';
import { useModalStore, type ModalName } from '@/stores/modal-store';
import { selectUser, useUserStore } from '@/stores/user-store';
import { refreshAccount } from './account-store';

/** Closes the slot only if it still holds this dialog (a login dialog may have taken it). */
export function closeIfCurrent(name: ModalName, onClose: () => void): void {
  if (useModalStore.getState().current?.name === name) onClose();
}

/**
 * The buyer of a purchase dialog: without a token the dialog closes and login opens (SPEC §6);
 * with one, the wallet, rate and membership are refreshed.
 */
export function useBuyer(name: ModalName, onClose: () => void) {
  const user = useUserStore(selectUser);
  const hydrated = useUserStore((s) => s.hydrated);
  const token = user?.token;
  useEffect(() => {
    if (!hydrated) return;
    if (!token) {
      closeIfCurrent(name, onClose);
      openLogin();
      return;
    }
    void refreshAccount();
  }, [hydrated, token, name, onClose]);
  return user;
}

/** A choice shown at once and committed after `ms` of calm (package selection: 400 ms, SPEC §9). */
export function useDebounced<T>(value: T, ms: number = LIMITS.packageDebounceMs): T {
  const [committed, setCommitted] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setCommitted(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return committed;
}
