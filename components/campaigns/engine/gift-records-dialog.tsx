import type { DialogProps } from '@/stores/modal-store';
import type { GiftService } from './gift-service';
import { DialogFrame } from './dialog-frame';
import { MyGiftList } from './my-gift-list';

/** Payload of the 'gift-records' dialog (我的奖品 of a gift-flow campaign). */
export interface GiftRecordsPayload {
  activityId: number;
  service: GiftService;
  title?: string;
}

/** 我的奖品 of a gift-flow campaign, in the slot. */
export default function GiftRecordsDialog({ spec, onClose }: DialogProps<'gift-records'>) {
  return (
    <DialogFrame title={spec.title ?? '我的奖品'} width={640} onClose={onClose}>
      <MyGiftList activityId={spec.activityId} service={spec.service} onParticipate={onClose} />
    </DialogFrame>
  );
}
