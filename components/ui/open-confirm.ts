import { useModalStore, whenClosed, type SpecOf } from '@/stores/modal-store';
import type { ConfirmPayload, DialogAction } from './confirm-dialog';

/**
 * The promise dialog: resolves with the action, rejects on cancel or close (SPEC §4). It opens over
 * whatever dialog is open, which stays as it is underneath.
 */
export function confirmDialog(spec: Omit<ConfirmPayload, 'resolve' | 'reject'>): Promise<DialogAction> {
  return new Promise((resolve, reject) => {
    const own: SpecOf<'confirm'> = { name: 'confirm', ...spec, resolve, reject };
    useModalStore.getState().openPrompt(own);
    // Pushed out of the one slot (another dialog opened, or closed from outside) counts as a close,
    // so the caller is never left awaiting forever. A no-op once the dialog itself has settled.
    whenClosed(own, () => reject('close'));
  });
}
