import type { ReactNode } from 'react';
import { create } from 'zustand';
import type { ActivityModalSpec } from '@/components/campaigns/engine/activity-modal';
import type { ActivityGiftItem } from '@/lib/activity-types';

export type DialogAction = 'confirm';

/** Payload of the promise dialog of SPEC §4 (default title 温馨提示). */
export interface ConfirmSpec {
  name: 'confirm';
  title?: string;
  content: ReactNode;
  okText?: string;
  cancelText?: string;
  /** Hide the cancel button (a notice with one button). */
  noCancel?: boolean;
  resolve(action: DialogAction): void;
  reject(reason: 'cancel' | 'close'): void;
}

/**
 * The one dialog slot: only one dialog is open at a time, payloads type-checked. Each domain adds
 * its dialogs here and in components/modal-host.tsx (membership, coin top-up, pay result… come with
 * the commerce work).
 */
export type ModalSpec =
  | { name: 'login'; mode?: 'code' | 'password' | 'forgot' }
  | ConfirmSpec
  | ActivityModalSpec
  | { name: 'benefits'; activityId?: number }
  | { name: 'purchase-success'; packageName: string; gifts: ActivityGiftItem[] }
  | { name: 'repurchase-offer'; packageName: string; priceText: string; originalText: string; onAccept(): void }
  | { name: 'membership'; dbId?: number }
  | { name: 'coin-topup' };

export type ModalName = ModalSpec['name'];

export interface ModalState {
  current: ModalSpec | null;
  open(spec: ModalSpec): void;
  close(): void;
}

export const useModalStore = create<ModalState>()((set) => ({
  current: null,
  open: (current) => set({ current }),
  close: () => set({ current: null }),
}));

export const selectCurrentModal = (s: ModalState) => s.current;

/** Opens the login dialog from anywhere, including non-React code (the http client). */
export function openLogin(mode?: 'code' | 'password' | 'forgot'): void {
  useModalStore.getState().open({ name: 'login', mode });
}

/**
 * The promise dialog: resolves with the action, rejects on cancel or close (SPEC §4).
 */
export function confirmDialog(spec: Omit<ConfirmSpec, 'name' | 'resolve' | 'reject'>): Promise<DialogAction> {
  return new Promise((resolve, reject) => {
    const own: ConfirmSpec = { name: 'confirm', ...spec, resolve, reject };
    useModalStore.getState().open(own);
    // Pushed out of the one slot (another dialog opened, or closed from outside) counts as a close,
    // so the caller is never left awaiting forever. A no-op once the dialog itself has settled.
    const unsubscribe = useModalStore.subscribe((s) => {
      if (s.current === own) return;
      unsubscribe();
      reject('close');
    });
  });
}
