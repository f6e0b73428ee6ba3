import { render, waitFor } from '@testing-library/react';
import CoinTopupDialog from '@/components/commerce/coin-topup-dialog';
import MembershipDialog from '@/components/commerce/membership-dialog';
import { useModalStore } from '@/stores/modal-store';
import { useUserStore } from '@/stores/user-store';
import { useSandboxServer } from '../../support/sandbox-server';
import { resetStores } from '../../support/stores';

/** useBuyer in both purchase dialogs (SPEC §6): without a login the dialog gives the slot to login. */

const { requests } = useSandboxServer();

beforeEach(resetStores);

describe('a purchase dialog opened logged out', () => {
  it.each([
    ['membership', () => <MembershipDialog spec={{ name: 'membership' }} onClose={() => useModalStore.getState().close()} />],
    ['coin-topup', () => <CoinTopupDialog spec={{ name: 'coin-topup' }} onClose={() => useModalStore.getState().close()} />],
  ] as const)('%s closes itself, the login dialog takes the slot, nothing is called', async (name, dialog) => {
    useUserStore.setState({ user: null, hydrated: true });
    useModalStore.getState().open({ name });
    const closed = vi.spyOn(useModalStore.getState(), 'close');
    render(dialog());
    await waitFor(() => expect(useModalStore.getState().current).toEqual({ name: 'login' }));
    expect(closed).toHaveBeenCalledOnce();
    expect(requests).toEqual([]);
  });
});
