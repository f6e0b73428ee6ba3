import { Modal } from 'antd';
import { AntdProvider } from '@/components/ui/antd-provider';
import type { ActivityModalSpec } from '@/components/campaigns/engine/activity-modal';
import { useModalStore } from '@/stores/modal-store';
import { DrawResultView, drawDialogTitle } from './draw-result';

type Spec = Extract<ActivityModalSpec, { name: 'draw-result' }>;

/** The draw dialog of the slot: win, CDK, not won, no draws, out of window, no benefits. */
export default function DrawResultDialog({ spec, onClose }: { spec: Spec; onClose(): void }) {
  const { recordId, activityId, service } = spec;
  const fillAddress =
    recordId && activityId && service
      ? () => useModalStore.getState().open({ name: 'gift-address', recordId, activityId, service })
      : undefined;
  return (
    <AntdProvider>
      <Modal open centered title={drawDialogTitle(spec.kind)} footer={null} width={420} onCancel={onClose} closable={{ 'aria-label': '关闭' }}>
        <DrawResultView kind={spec.kind} prize={spec.prize} cdk={spec.cdk} chestStyle={spec.chestStyle} onFillAddress={fillAddress} onClose={onClose} />
      </Modal>
    </AntdProvider>
  );
}
