import type { DialogProps } from '@/stores/modal-store';
import { openGiftAddress } from '../open-dialogs';
import type { DrawPrize } from '@/lib/activity-types';
import type { GiftService } from './gift-service';
import { DialogFrame } from './dialog-frame';
import { DrawResultView, drawDialogTitle, type DrawDialogKind } from './draw-result';

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

/** The draw dialog of the slot: win, CDK, not won, no draws, out of window, no benefits. */
export default function DrawResultDialog({ spec, onClose }: DialogProps<'draw-result'>) {
  const { recordId, activityId, service } = spec;
  const fillAddress =
    recordId && activityId && service
      ? () => openGiftAddress({ recordId, activityId, service })
      : undefined;
  return (
    <DialogFrame title={drawDialogTitle(spec.kind)} width={420} onClose={onClose}>
      <DrawResultView kind={spec.kind} prize={spec.prize} cdk={spec.cdk} chestStyle={spec.chestStyle} onFillAddress={fillAddress} onClose={onClose} />
    </DialogFrame>
  );
}
