import type { DrawPrize } from '@/lib/activity-types';

/**
 * Payloads of the activity dialogs in the one dialog slot (stores/modal-store.ts). Types only: the
 * dialogs live in components/activity and are registered in components/modal-host.tsx.
 */

/** The draw dialog variants of SPEC §4 / §8. */
export type DrawDialogKind = 'win' | 'lose' | 'no-draws' | 'out-of-window' | 'cdk' | 'empty-benefit';

/** Which records / address service a gift-flow activity uses. */
export type GiftService = 'gift' | 'national21';

/** SPEC §3 dialog slot data of the prize widget: activity id, account token, theme, gift, desc. */
export interface PrizeSlotData {
  id: number;
  account_token: string;
  /** 1 orange theme, otherwise yellow. */
  chestStyle: number;
  giftId?: number;
  desc?: string;
}

export type ActivityModalSpec =
  | {
      name: 'draw-result';
      kind: DrawDialogKind;
      prize?: DrawPrize;
      cdk?: string | null;
      /** The prize record a physical win created (its address is filled through 'gift-address'). */
      recordId?: number | null;
      activityId?: number;
      service?: GiftService;
      chestStyle?: number;
    }
  | { name: 'prize-widget'; slot: PrizeSlotData }
  | { name: 'gift-records'; activityId: number; service: GiftService; title?: string }
  | { name: 'gift-address'; recordId: number; activityId: number; service: GiftService; onDone?(): void };
