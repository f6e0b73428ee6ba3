import { useModalStore } from '@/stores/modal-store';

/**
 * Opens the membership package dialog of the commerce work. Its `membership` variant is not on
 * main yet, so the spec is cast here, in one place; once the variant lands this cast goes.
 */
export function openMembership(): void {
  useModalStore.getState().open({ name: 'membership' } as never);
}

/** Calls `then` once the membership dialog has left the slot (paid, closed or replaced). */
export function afterMembershipCloses(then: () => void): () => void {
  let seen = false;
  const unsubscribe = useModalStore.subscribe((s) => {
    const open = (s.current as { name: string } | null)?.name === 'membership';
    if (open) seen = true;
    else if (seen) {
      unsubscribe();
      then();
    }
  });
  return unsubscribe;
}
