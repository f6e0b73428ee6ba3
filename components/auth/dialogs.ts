import type { DialogRegistry } from '@/stores/modal-store';
import type { LoginPayload } from './login-dialog';

declare module '@/stores/modal-store' {
  interface DialogPayloads {
    login: LoginPayload;
  }
}

/** The auth domain's dialogs for components/modal-host.tsx (loaded on first open). */
export const authDialogs: DialogRegistry<'login'> = {
  login: () => import('./login-dialog'),
};
