import { useModalStore } from '@/stores/modal-store';

/** Calls `then` once the membership dialog has left the slot (paid, closed or replaced). */
export function afterMembershipCloses(then: () => void): () => void {
  let seen = false;
  const unsubscribe = useModalStore.subscribe((s) => {
    const open = s.current?.name === 'membership';
    if (open) seen = true;
    else if (seen) {
      unsubscribe();
      then();
    }
  });
  return unsubscribe;
}
