import type { DialogProps } from '@/stores/modal-store';
import { openGiftAddress } from './open-engine-dialogs';
import { DialogFrame } from './dialog-frame';
import { DrawResultView, drawDialogTitle } from './draw-result';

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
