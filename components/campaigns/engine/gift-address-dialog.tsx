import type { DialogProps } from '@/stores/modal-store';
import { GiftAddressModal } from './gift-address-modal';

/** The 'gift-address' slot variant (opened from a physical win). */
export default function GiftAddressDialog({ spec, onClose }: DialogProps<'gift-address'>) {
  return <GiftAddressModal recordId={spec.recordId} activityId={spec.activityId} service={spec.service} onDone={spec.onDone} onClose={onClose} />;
}
