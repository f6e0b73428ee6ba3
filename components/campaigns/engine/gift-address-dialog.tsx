import type { DialogProps } from '@/stores/modal-store';
import type { GiftService } from './gift-service';
import { GiftAddressModal } from './gift-address-modal';

/** Payload of the 'gift-address' dialog: the prize record whose shipping address is filled. */
export interface GiftAddressPayload {
  recordId: number;
  activityId: number;
  service: GiftService;
  onDone?(): void;
}

/** The 'gift-address' slot variant (opened from a physical win). */
export default function GiftAddressDialog({ spec, onClose }: DialogProps<'gift-address'>) {
  return <GiftAddressModal recordId={spec.recordId} activityId={spec.activityId} service={spec.service} onDone={spec.onDone} onClose={onClose} />;
}
