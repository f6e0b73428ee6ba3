import dynamic from 'next/dynamic';
import { useEffect, type ComponentType } from 'react';
import { authDialogs } from '@/components/auth';
import { campaignDialogs } from '@/components/campaigns';
import { commerceDialogs } from '@/components/commerce';
import { uiDialogs } from '@/components/ui/dialogs';
import { loadAntdCss } from '@/lib/antd-css';
import { selectCurrentModal, useModalStore, type DialogProps, type DialogRegistry, type ModalName } from '@/stores/modal-store';
import { useDialogFocus } from './use-dialog-focus';

/** Every dialog of the site: the domains' registries composed (a name missing here fails typecheck). */
const registry: DialogRegistry<ModalName> = { ...uiDialogs, ...authDialogs, ...commerceDialogs, ...campaignDialogs };

type AnyDialog = ComponentType<DialogProps<ModalName>>;

/**
 * Each dialog loaded with next/dynamic on first open, together with antd's provider (fetched in
 * parallel, wrapped here once), so no dialog code nor antd is in a page's first load.
 * ssr:false: dialogs only ever open after user action.
 */
function lazyDialog(name: ModalName): AnyDialog {
  const load = registry[name] as () => Promise<{ default: AnyDialog }>;
  return dynamic(
    () =>
      Promise.all([import('@/components/ui/antd-provider'), load()]).then(([{ AntdProvider }, { default: Dialog }]) => {
        function WithAntd(props: DialogProps<ModalName>) {
          return (
            <AntdProvider>
              <Dialog {...props} />
            </AntdProvider>
          );
        }
        return WithAntd;
      }),
    { ssr: false },
  );
}

const dialogs = Object.fromEntries((Object.keys(registry) as ModalName[]).map((name) => [name, lazyDialog(name)])) as Record<ModalName, AnyDialog>;

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
  const Dialog = dialogs[current.name];
  return <Dialog key={current.name} spec={current} onClose={close} />;
}
