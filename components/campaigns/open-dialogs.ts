import { useModalStore, type ModalSpec } from '@/stores/modal-store';
import type { DrawDialogKind } from './engine/draw-result';
import type { DrawResultPayload } from './engine/draw-result-dialog';
import type { GiftAddressPayload } from './engine/gift-address-dialog';
import type { GiftService } from './engine/gift-service';
import type { PrizeSlotData } from './engine/prize-widget-dialog';
import type { PurchaseSuccessPayload } from './widgets/purchase-success-dialog';
import type { RepurchaseOfferPayload } from './widgets/repurchase-offer-dialog';

/** The openers of the campaign dialogs (components/campaigns/dialogs.ts): the only writers of the slot here. */

const open = (spec: ModalSpec) => useModalStore.getState().open(spec);

/** A draw dialog variant: win | lose | no-draws | out-of-window | cdk | empty-benefit. */
export function openDrawDialog(kind: DrawDialogKind, extra: Omit<DrawResultPayload, 'kind'> = {}): void {
  open({ name: 'draw-result', kind, ...extra });
}

/** The prize widget's winning record for a leigod account (SPEC §3 slot data). */
export function openPrizeWidget(slot: PrizeSlotData): void {
  open({ name: 'prize-widget', slot });
}

/** 我的奖品 of a gift-flow campaign. */
export function openGiftRecords(activityId: number, service: GiftService): void {
  open({ name: 'gift-records', activityId, service });
}

/** The shipping address of a physical win. */
export function openGiftAddress(payload: GiftAddressPayload): void {
  open({ name: 'gift-address', ...payload });
}

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
