import dynamic from 'next/dynamic';
import { useEffect, type ComponentType } from 'react';
import { activityDialogs } from '@/components/campaigns/dialogs';
import { loadAntdCss } from '@/lib/antd-css';
import { selectCurrentModal, useModalStore, type ModalName, type ModalSpec } from '@/stores/modal-store';
import { useDialogFocus } from './use-dialog-focus';

type DialogProps<N extends ModalName> = { spec: Extract<ModalSpec, { name: N }>; onClose(): void };
type Registry = { [N in ModalName]: ComponentType<DialogProps<N>> };

/**
 * Every dialog of the site, each loaded with next/dynamic on first open so no dialog code (nor
 * antd) is in a page's first load. ssr:false: dialogs only ever open after user action.
 */
const registry: Registry = {
  login: dynamic(() => import('@/components/auth/login-dialog'), { ssr: false }),
  confirm: dynamic(() => import('@/components/ui/confirm-dialog'), { ssr: false }),
  membership: dynamic(() => import('@/components/commerce/membership-dialog'), { ssr: false }),
  'coin-topup': dynamic(() => import('@/components/commerce/coin-topup-dialog'), { ssr: false }),
  ...activityDialogs,
  benefits: dynamic(() => import('@/components/campaigns/widgets/benefits-dialog'), { ssr: false }),
  'purchase-success': dynamic(() => import('@/components/campaigns/widgets/purchase-success-dialog'), { ssr: false }),
  'repurchase-offer': dynamic(() => import('@/components/campaigns/widgets/repurchase-offer-dialog'), { ssr: false }),
};

/** The single dialog slot, mounted once in _app. */
export function ModalHost() {
  const current = useModalStore(selectCurrentModal);
  const close = useModalStore((s) => s.close);
  useDialogFocus();
  // Dialogs are antd: fetch its stylesheet alongside the dialog's chunk, not after it.
  useEffect(() => {
    if (current) void loadAntdCss();
  }, [current]);
  if (!current) return null;
  const Dialog = registry[current.name] as ComponentType<DialogProps<typeof current.name>>;
  return <Dialog key={current.name} spec={current} onClose={close} />;
}
