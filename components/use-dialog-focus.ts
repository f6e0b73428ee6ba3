import { useEffect } from 'react';
import { useModalStore } from '@/stores/modal-store';

type Slot = 'current' | 'prompt';
const SLOTS: readonly Slot[] = ['current', 'prompt'];

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The open modal dialog (antd's panel carries aria-modal), newest last. */
function openDialog(): HTMLElement | null {
  // A dialog fading out (its layer is inert) is not the open one.
  const all = [...document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')].filter((d) => !d.closest('[inert]'));
  return all.length ? all[all.length - 1] : null;
}

function focusables(root: HTMLElement): HTMLElement[] {
  // Inert content (the membership dialog before its terms switch) is skipped by Tab, so not counted.
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0 && !el.closest('[inert]'));
}

/** Tab on the last control goes to the first, Shift+Tab on the first to the last. */
function wrapTab(e: KeyboardEvent) {
  if (e.key !== 'Tab') return;
  const dialog = openDialog();
  if (!dialog) return;
  const list = focusables(dialog);
  if (!list.length) return;
  const [first, last] = [list[0], list[list.length - 1]];
  const active = document.activeElement;
  if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  } else if (e.shiftKey && active === first) {
    e.preventDefault();
    last.focus();
  }
}

/**
 * Keyboard focus for the one dialog slot (e2e/a11y.spec.ts):
 * - Tab wraps inside the open dialog. antd's trap moves focus back only on the next `focusin`, so
 *   Tab on the dialog's last control (the portal is the end of the page) left the page for one
 *   key press.
 * - Focus goes back to what opened a dialog (or the prompt over it) when it closes. The host keeps
 *   a closing dialog only for its fade, inert, so antd's own focus return never runs.
 */
export function useDialogFocus(): void {
  useEffect(() => {
    const openers: Record<Slot, HTMLElement | null> = { current: null, prompt: null };
    const unsubscribe = useModalStore.subscribe((state, prev) => {
      for (const slot of SLOTS) {
        if (state[slot] && !prev[slot]) {
          // Runs inside the opener's event handler, before any dialog has rendered.
          const active = document.activeElement;
          openers[slot] = active instanceof HTMLElement && active !== document.body ? active : null;
        } else if (!state[slot] && prev[slot]) {
          const target = openers[slot];
          openers[slot] = null;
          requestAnimationFrame(() => {
            const active = document.activeElement;
            if (target?.isConnected && !target.closest('[inert]') && (!active || active === document.body)) target.focus({ preventScroll: true });
          });
        }
      }
      const open = Boolean(state.current || state.prompt);
      if (open && !(prev.current || prev.prompt)) document.addEventListener('keydown', wrapTab, true);
      if (!open) document.removeEventListener('keydown', wrapTab, true);
    });
    return () => {
      unsubscribe();
      document.removeEventListener('keydown', wrapTab, true);
    };
  }, []);
}
