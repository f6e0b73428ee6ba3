import { openLogin, useModalStore } from '@/stores/modal-store';
import { useUserStore } from '@/stores/user-store';

/** Opens the membership dialog (login first when logged out); `dbId` preselects a package. */
export function openMembership(dbId?: number): void {
  if (!useUserStore.getState().user?.token) return openLogin();
  useModalStore.getState().open({ name: 'membership', dbId });
}

/** Opens the N coin top-up dialog (login first when logged out). */
export function openCoinTopup(): void {
  if (!useUserStore.getState().user?.token) return openLogin();
  useModalStore.getState().open({ name: 'coin-topup' });
}
