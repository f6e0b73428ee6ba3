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
  /**
   * The promise dialog (SPEC §4) asking over whatever is open: asking "leave the payment?" must not
   * close the payment dialog it asks about. Opening or closing the slot above also ends it.
   */
  prompt: ModalSpec | null;
  open(spec: ModalSpec): void;
  close(): void;
  openPrompt(spec: ModalSpec): void;
  closePrompt(): void;
}

/** The one dialog slot: only one dialog is open at a time (plus a prompt over it), payloads type-checked. */
export const useModalStore = create<ModalState>()((set) => ({
  current: null,
  prompt: null,
  open: (current) => set({ current, prompt: null }),
  close: () => set({ current: null, prompt: null }),
  openPrompt: (prompt) => set({ prompt }),
  closePrompt: () => set({ prompt: null }),
}));

export const selectCurrentModal = (s: ModalState) => s.current;
export const selectPrompt = (s: ModalState) => s.prompt;

/** Calls `then` once `spec` has left its slot (closed, or replaced by another dialog). */
export function whenClosed(spec: ModalSpec, then: () => void): () => void {
  const unsubscribe = useModalStore.subscribe((s) => {
    if (s.current === spec || s.prompt === spec) return;
    unsubscribe();
    then();
  });
  return unsubscribe;
}
