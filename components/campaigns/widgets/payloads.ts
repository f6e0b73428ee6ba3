import type { ActivityGiftItem } from '@/lib/activity-types';

/** What the widgets' dialogs are opened with: a leaf, so dialogs, openers and registry import it one way. */

/** Payload of the 'purchase-success' dialog: the package opened and the gifts that came with it. */
export interface PurchaseSuccessPayload {
  packageName: string;
  gifts: ActivityGiftItem[];
}

/** Payload of the 'repurchase-offer' dialog: the renewal price offered to a buyer of this activity. */
export interface RepurchaseOfferPayload {
  packageName: string;
  priceText: string;
  originalText: string;
  onAccept(): void;
}
