import { openLogin, requireLogin } from '@/components/auth';
import { useModalStore } from '@/stores/modal-store';
import { useUserStore } from '@/stores/user-store';
import { buildUser, resetStores } from '../../support/stores';

/** What the login dialog does on success: the user is stored, then the dialog closes. */
function logInThroughDialog() {
  useUserStore.getState().setUser(buildUser());
  useModalStore.getState().close();
}

beforeEach(resetStores);

describe('requireLogin', () => {
  it('logged in: runs the action at once and opens nothing', () => {
    useUserStore.getState().setUser(buildUser());
    const action = vi.fn();
    requireLogin(action);
    expect(action).toHaveBeenCalledOnce();
    expect(useModalStore.getState().current).toBeNull();
  });

  it('logged out: opens the login dialog, and runs the action once after a successful login', () => {
    const action = vi.fn();
    requireLogin(action);
    expect(useModalStore.getState().current).toEqual({ name: 'login' });
    expect(action).not.toHaveBeenCalled();
    logInThroughDialog();
    expect(action).toHaveBeenCalledOnce();
    // Later dialogs and logins do not run it again.
    openLogin();
    useModalStore.getState().close();
    expect(action).toHaveBeenCalledOnce();
  });

  it('logged out: closing the dialog without logging in drops the action', () => {
    const action = vi.fn();
    requireLogin(action);
    useModalStore.getState().close();
    useUserStore.getState().setUser(buildUser());
    openLogin();
    useModalStore.getState().close();
    expect(action).not.toHaveBeenCalled();
  });

  it('logged out: another dialog taking the slot first drops the action', () => {
    const action = vi.fn();
    requireLogin(action);
    useModalStore.getState().open({ name: 'coin-topup' });
    logInThroughDialog();
    expect(action).not.toHaveBeenCalled();
  });
});
