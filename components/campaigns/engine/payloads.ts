import type { DrawPrize } from '@/lib/activity-types';
import type { DrawDialogKind } from './draw-result';
import type { GiftService } from './gift-service';

/**
 * What the engine's dialogs are opened with. A leaf: the dialogs, their openers and the registry
 * (../dialogs.ts) all import these, and none of them is imported back.
 */

/** Payload of the 'draw-result' dialog: one of the draw dialog variants of SPEC §4 / §8. */
export interface DrawResultPayload {
  kind: DrawDialogKind;
  prize?: DrawPrize;
  cdk?: string | null;
  /** The prize record a physical win created (its address is filled through 'gift-address'). */
  recordId?: number | null;
  activityId?: number;
  service?: GiftService;
  chestStyle?: number;
}

/** Payload of the 'gift-address' dialog: the prize record whose shipping address is filled. */
export interface GiftAddressPayload {
  recordId: number;
  activityId: number;
  service: GiftService;
  onDone?(): void;
}

/** SPEC §3 dialog slot data of the prize widget: activity id, account token, theme, gift, desc. */
export interface PrizeSlotData {
  id: number;
  account_token: string;
  /** 1 orange theme, otherwise yellow. */
  chestStyle: number;
  giftId?: number;
  desc?: string;
}

/** Payload of the 'prize-widget' dialog. */
export interface PrizeWidgetPayload {
  slot: PrizeSlotData;
}
