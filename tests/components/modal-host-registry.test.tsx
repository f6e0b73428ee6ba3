// Behaviour across files: the composed dialog registry — every domain's dialog opens in the one slot inside one AntdProvider (components/modal-host.tsx, components/{ui,auth,commerce,campaigns}/dialogs.ts).
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ModalHost } from '@/components/modal-host';
import { useModalStore, type ModalSpec } from '@/stores/modal-store';

/**
 * components/modal-host.tsx's composed registry, with every dialog module replaced by a stub that
 * names itself: each dialog name of every domain (ui, auth, commerce, campaigns) renders its own
 * module, inside exactly one antd provider supplied by the host.
 */

const { stub } = vi.hoisted(() => ({
  stub: (name: string) => ({
    default: ({ spec, onClose }: { spec: { name: string }; onClose(): void }) => (
      <button type="button" data-testid="dialog" data-spec={spec.name} onClick={onClose}>
        {name}
      </button>
    ),
  }),
}));

vi.mock('@/components/ui/antd-provider', () => ({
  AntdProvider: ({ children }: { children: ReactNode }) => <div data-testid="antd-provider">{children}</div>,
}));
vi.mock('@/components/ui/confirm-dialog', () => stub('ui/confirm-dialog'));
vi.mock('@/components/auth/login-dialog', () => stub('auth/login-dialog'));
vi.mock('@/components/commerce/membership-dialog', () => stub('commerce/membership-dialog'));
vi.mock('@/components/commerce/coin-topup-dialog', () => stub('commerce/coin-topup-dialog'));
vi.mock('@/components/campaigns/engine/draw-result-dialog', () => stub('campaigns/engine/draw-result-dialog'));
vi.mock('@/components/campaigns/engine/prize-widget-dialog', () => stub('campaigns/engine/prize-widget-dialog'));
vi.mock('@/components/campaigns/engine/gift-records-dialog', () => stub('campaigns/engine/gift-records-dialog'));
vi.mock('@/components/campaigns/engine/gift-address-dialog', () => stub('campaigns/engine/gift-address-dialog'));
vi.mock('@/components/campaigns/widgets/benefits-dialog', () => stub('campaigns/widgets/benefits-dialog'));
vi.mock('@/components/campaigns/widgets/purchase-success-dialog', () => stub('campaigns/widgets/purchase-success-dialog'));
vi.mock('@/components/campaigns/widgets/repurchase-offer-dialog', () => stub('campaigns/widgets/repurchase-offer-dialog'));

/** Every dialog of the site and the module that must answer it (payloads: the stubs ignore them). */
const DIALOGS = [
  ['confirm', 'ui/confirm-dialog'],
  ['login', 'auth/login-dialog'],
  ['membership', 'commerce/membership-dialog'],
  ['coin-topup', 'commerce/coin-topup-dialog'],
  ['draw-result', 'campaigns/engine/draw-result-dialog'],
  ['prize-widget', 'campaigns/engine/prize-widget-dialog'],
  ['gift-records', 'campaigns/engine/gift-records-dialog'],
  ['gift-address', 'campaigns/engine/gift-address-dialog'],
  ['benefits', 'campaigns/widgets/benefits-dialog'],
  ['purchase-success', 'campaigns/widgets/purchase-success-dialog'],
  ['repurchase-offer', 'campaigns/widgets/repurchase-offer-dialog'],
] as const;

beforeEach(() => useModalStore.setState({ current: null, prompt: null }));

describe('ModalHost: the composed registry', () => {
  it.each(DIALOGS)('%s renders %s inside one AntdProvider; its onClose empties the slot', async (name, module) => {
    render(<ModalHost />);
    act(() => useModalStore.getState().open({ name } as ModalSpec));
    const dialog = await screen.findByTestId('dialog', {}, { timeout: 5000 });
    expect(dialog).toHaveTextContent(module);
    expect(dialog).toHaveAttribute('data-spec', name);
    expect(screen.getAllByTestId('antd-provider')).toHaveLength(1);
    expect(screen.getByTestId('antd-provider')).toContainElement(dialog);
    act(() => dialog.click());
    expect(useModalStore.getState().current).toBeNull();
    // Fades out in its inert layer, then leaves the page.
    expect(dialog.closest('[data-leaving]')).toHaveAttribute('inert');
    await waitFor(() => expect(screen.queryByTestId('dialog')).toBeNull());
  });

  it('one slot: opening another dialog replaces the first, still one provider', async () => {
    render(<ModalHost />);
    act(() => useModalStore.getState().open({ name: 'login' }));
    await screen.findByText('auth/login-dialog', {}, { timeout: 5000 });
    act(() => useModalStore.getState().open({ name: 'coin-topup' }));
    expect(await screen.findByText('commerce/coin-topup-dialog', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('auth/login-dialog')).toBeNull());
    expect(screen.getAllByTestId('antd-provider')).toHaveLength(1);
  });
});
