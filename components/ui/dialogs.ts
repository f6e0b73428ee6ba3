import type { DialogRegistry } from '@/stores/modal-store';
import type { ConfirmPayload } from './confirm-dialog';

declare module '@/stores/modal-store' {
  interface DialogPayloads {
    confirm: ConfirmPayload;
  }
}

/** The shared dialogs (the promise dialog of SPEC §4) for components/modal-host.tsx. */
export const uiDialogs: DialogRegistry<'confirm'> = {
  confirm: () => import('./confirm-dialog'),
};
