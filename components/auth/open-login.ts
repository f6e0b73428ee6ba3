import { useModalStore, whenClosed, type SpecOf } from '@/stores/modal-store';
import { selectLoggedIn, useUserStore } from '@/stores/user-store';

/** Opens the login dialog from anywhere, including non-React code (the http client). */
export function openLogin(mode?: SpecOf<'login'>['mode']): void {
  useModalStore.getState().open({ name: 'login', mode });
}

/**
 * "Log in first, then do this": runs `action` at once when logged in; otherwise opens the login
 * dialog and runs `action` once it closes after a successful login (closing it without logging
 * in, or another dialog taking the slot first, drops the action).
 */
export function requireLogin(action: () => void): void {
  if (selectLoggedIn(useUserStore.getState())) return action();
  const spec: SpecOf<'login'> = { name: 'login' };
  useModalStore.getState().open(spec);
  whenClosed(spec, () => {
    if (selectLoggedIn(useUserStore.getState())) action();
  });
}
