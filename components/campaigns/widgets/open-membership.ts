import { useModalStore } from '@/stores/modal-store';

/** Opens the membership package dialog (components/commerce) from a campaign page. */
export function openMembership(): void {
  useModalStore.getState().open({ name: 'membership' });
}

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
