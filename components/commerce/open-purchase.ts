import { requireLogin } from '@/components/auth';
import { useModalStore } from '@/stores/modal-store';

/** Opens the membership dialog (login first when logged out); `dbId` preselects a package. */
export function openMembership(dbId?: number): void {
  requireLogin(() => useModalStore.getState().open({ name: 'membership', dbId }));
}

/** Opens the N coin top-up dialog (login first when logged out). */
export function openCoinTopup(): void {
  requireLogin(() => useModalStore.getState().open({ name: 'coin-topup' }));
}
