import { Modal } from 'antd';
import { AntdProvider } from '@/components/ui/antd-provider';
import type { ActivityModalSpec } from '@/components/campaigns/engine/activity-modal';
import { MyGiftList } from './my-gift-list';

type Spec = Extract<ActivityModalSpec, { name: 'gift-records' }>;

/** 我的奖品 of a gift-flow campaign, in the slot. */
export default function GiftRecordsDialog({ spec, onClose }: { spec: Spec; onClose(): void }) {
  return (
    <AntdProvider>
      <Modal open centered title={spec.title ?? '我的奖品'} footer={null} width={640} onCancel={onClose} closable={{ 'aria-label': '关闭' }}>
        <MyGiftList activityId={spec.activityId} service={spec.service} onParticipate={onClose} />
      </Modal>
    </AntdProvider>
  );
}
