import dynamic from 'next/dynamic';
import { useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { authDialogs } from '@/components/auth';
import { campaignDialogs } from '@/components/campaigns';
import { commerceDialogs } from '@/components/commerce';
import { DialogLeavingContext } from '@/components/ui/dialog-presence';
import { uiDialogs } from '@/components/ui/dialogs';
import { loadAntdCss } from '@/lib/antd-css';
import { LIMITS } from '@/lib/constants';
import { selectCurrentModal, selectPrompt, useModalStore, type DialogProps, type DialogRegistry, type ModalName, type ModalSpec, type ModalState } from '@/stores/modal-store';
import styles from './modal-host.module.css';
import { useDialogFocus } from './use-dialog-focus';

/** Every dialog of the site: the domains' registries composed (a name missing here fails typecheck). */
const registry: DialogRegistry<ModalName> = { ...uiDialogs, ...authDialogs, ...commerceDialogs, ...campaignDialogs };

type LayerProps = DialogProps<ModalName> & { container: HTMLElement };
type AnyDialog = ComponentType<LayerProps>;

/**
 * Each dialog loaded with next/dynamic on first open, together with antd's provider (fetched in
 * parallel, wrapped here once), so no dialog code nor antd is in a page's first load. Its antd
 * parts mount in the dialog's layer. ssr:false: dialogs only ever open after user action.
 */
function lazyDialog(name: ModalName): AnyDialog {
  const load = registry[name] as () => Promise<{ default: ComponentType<DialogProps<ModalName>> }>;
  return dynamic(
    () =>
      Promise.all([import('@/components/ui/antd-provider'), load()]).then(([{ AntdProvider }, { default: Dialog }]) => {
        function WithAntd({ container, ...props }: LayerProps) {
          return (
            <AntdProvider getPopupContainer={() => container}>
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

type Slot = 'current' | 'prompt';
const SLOTS: readonly Slot[] = ['current', 'prompt'];

interface Shown {
  spec: ModalSpec;
  slot: Slot;
  leaving: boolean;
}

/** What is shown: the open dialog and prompt, plus those that left less than the fade ago. */
function useShown(): Shown[] {
  const [leaving, setLeaving] = useState<Shown[]>([]);
  const current = useModalStore(selectCurrentModal);
  const prompt = useModalStore(selectPrompt);
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const unsubscribe = useModalStore.subscribe((s, prev) => {
      const gone = SLOTS.flatMap((slot): Shown[] => {
        const was = prev[slot];
        return was && was !== s.current && was !== s.prompt ? [{ spec: was, slot, leaving: true }] : [];
      });
      if (!gone.length) return;
      setLeaving((l) => [...l, ...gone]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setLeaving((l) => l.filter((x) => !gone.includes(x)));
      }, LIMITS.dialogFadeMs);
      timers.add(timer);
    });
    return () => {
      unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, []);
  // Prompts above dialogs; within a slot, what is leaving under what is open.
  const open = pick({ current, prompt });
  const gone = leaving.filter((l) => !open.some((o) => o.spec === l.spec));
  return SLOTS.flatMap((slot) => [...gone.filter((l) => l.slot === slot), ...open.filter((o) => o.slot === slot)]);
}

function pick(s: Pick<ModalState, Slot>): Shown[] {
  return SLOTS.flatMap((slot): Shown[] => (s[slot] ? [{ spec: s[slot], slot, leaving: false }] : []));
}

const ids = new WeakMap<ModalSpec, number>();
let nextId = 0;
/** A stable key per opened dialog: the same instance stays mounted while it fades out. */
function keyOf(spec: ModalSpec): string {
  if (!ids.has(spec)) ids.set(spec, ++nextId);
  return `${spec.name}-${ids.get(spec)}`;
}

/**
 * One dialog's layer (z-index 999, SPEC §9): its antd parts mount inside, so closing fades the whole
 * dialog (mask, panel, popups) out over 300 ms through one rule, whichever dialog it is. A leaving
 * layer is inert and hidden from assistive technology: no focus, clicks or keys reach it while it
 * fades, and a dialog of the same name opened meanwhile is the only one a screen reader finds.
 */
function Layer({ shown }: { shown: Shown }) {
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  const close = useModalStore((s) => (shown.slot === 'prompt' ? s.closePrompt : s.close));
  const { spec } = shown;
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (shown.leaving && el && active instanceof HTMLElement && el.contains(active)) active.blur();
  }, [shown.leaving, el]);
  const Dialog = dialogs[spec.name];
  return (
    <div
      ref={setEl}
      className={shown.leaving ? `${styles.layer} ${styles.leaving}` : styles.layer}
      style={{ zIndex: LIMITS.dialogLayerZIndex }}
      data-dialog={spec.name}
      data-leaving={shown.leaving || undefined}
      inert={shown.leaving}
      aria-hidden={shown.leaving || undefined}
    >
      <DialogLeavingContext.Provider value={shown.leaving}>{el && <Dialog spec={spec} onClose={shown.leaving ? noop : close} container={el} />}</DialogLeavingContext.Provider>
    </div>
  );
}

const noop = () => undefined;

/** The dialog slot and the prompt over it, mounted once in _app. */
export function ModalHost() {
  const shown = useShown();
  useDialogFocus();
  const anyOpen = shown.some((s) => !s.leaving);
  // Dialogs are antd: fetch its stylesheet alongside the dialog's chunk, not after it.
  useEffect(() => {
    if (anyOpen) void loadAntdCss();
  }, [anyOpen]);
  if (!shown.length) return null;
  return createPortal(
    shown.map((s) => <Layer key={keyOf(s.spec)} shown={s} />),
    document.body,
  );
}
