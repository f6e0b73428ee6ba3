import type { ActivityModalSpec } from '@/components/campaigns/engine/activity-modal';
import { GiftAddressModal } from './gift-address-modal';

type Spec = Extract<ActivityModalSpec, { name: 'gift-address' }>;

/** The 'gift-address' slot variant (opened from a physical win). */
export default function GiftAddressDialog({ spec, onClose }: { spec: Spec; onClose(): void }) {
  return <GiftAddressModal recordId={spec.recordId} activityId={spec.activityId} service={spec.service} onDone={spec.onDone} onClose={onClose} />;
}
