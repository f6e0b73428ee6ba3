import { useModalStore, type ModalSpec } from '@/stores/modal-store';
import type { DrawDialogKind } from './draw-result';
import type { GiftService } from './gift-service';
import type { DrawResultPayload, GiftAddressPayload, PrizeSlotData } from './payloads';

/** The openers of the draw engine's dialogs (re-exported by ../open-dialogs.ts, the domain's opener entry). */

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

