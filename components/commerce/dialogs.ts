import type { DialogRegistry } from '@/stores/modal-store';
import type { CoinTopupPayload } from './coin-topup-dialog';
import type { MembershipPayload } from './membership-dialog';

declare module '@/stores/modal-store' {
  interface DialogPayloads {
    membership: MembershipPayload;
    'coin-topup': CoinTopupPayload;
  }
}

/** The commerce dialogs for components/modal-host.tsx (loaded on first open). */
export const commerceDialogs: DialogRegistry<'membership' | 'coin-topup'> = {
  membership: () => import('./membership-dialog'),
  'coin-topup': () => import('./coin-topup-dialog'),
};
