import type { ComponentType } from 'react';
import { create } from 'zustand';

/**
 * Payload of each dialog, by name. The store knows no dialog: each domain adds its own in its
 * dialogs.ts (`declare module '@/stores/modal-store' { interface DialogPayloads { … } }`, the
 * payload type declared beside its dialog), and components/modal-host.tsx composes the domains'
 * registries, checked against this interface so a dialog without a component fails typecheck.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DialogPayloads {}

export type ModalName = keyof DialogPayloads;

/** The one dialog slot's content: a discriminated union over the dialogs' names. */
export type ModalSpec = { [N in ModalName]: { name: N } & DialogPayloads[N] }[ModalName];

export type SpecOf<N extends ModalName> = Extract<ModalSpec, { name: N }>;

/** What the host passes to every dialog. */
export interface DialogProps<N extends ModalName> {
  spec: SpecOf<N>;
  onClose(): void;
}

/** A domain's registry: dialog name → its module, loaded on first open. */
export type DialogRegistry<N extends ModalName> = { [K in N]: () => Promise<{ default: ComponentType<DialogProps<K>> }> };

export interface ModalState {
  current: ModalSpec | null;
  open(spec: ModalSpec): void;
  close(): void;
}

/** The one dialog slot: only one dialog is open at a time, payloads type-checked. */
export const useModalStore = create<ModalState>()((set) => ({
  current: null,
  open: (current) => set({ current }),
  close: () => set({ current: null }),
}));

export const selectCurrentModal = (s: ModalState) => s.current;

/** Calls `then` once `spec` has left the slot (closed, or replaced by another dialog). */
export function whenClosed(spec: ModalSpec, then: () => void): () => void {
  const unsubscribe = useModalStore.subscribe((s) => {
    if (s.current === spec) return;
    unsubscribe();
    then();
  });
  return unsubscribe;
}
