import { useModalStore, type ModalSpec } from '@/stores/modal-store';
import type { PurchaseSuccessPayload, RepurchaseOfferPayload } from './payloads';

/** The openers of the campaign widgets' dialogs (re-exported by ../open-dialogs.ts, the domain's opener entry). */

const open = (spec: ModalSpec) => useModalStore.getState().open(spec);

/** 我的权益. */
export function openBenefits(activityId?: number): void {
  open({ name: 'benefits', activityId });
}

export function openPurchaseSuccess(payload: PurchaseSuccessPayload): void {
  open({ name: 'purchase-success', ...payload });
}

export function openRepurchaseOffer(payload: RepurchaseOfferPayload): void {
  open({ name: 'repurchase-offer', ...payload });
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
