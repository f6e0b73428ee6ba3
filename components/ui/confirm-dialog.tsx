import { Button, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { LIMITS } from '@/lib/constants';
import { useModalStore, type DialogProps } from '@/stores/modal-store';

export type DialogAction = 'confirm';

/** Payload of the promise dialog of SPEC §4 (default title 温馨提示). */
export interface ConfirmPayload {
  title?: string;
  content: ReactNode;
  okText?: string;
  cancelText?: string;
  /** Hide the cancel button (a notice with one button). */
  noCancel?: boolean;
  resolve(action: DialogAction): void;
  reject(reason: 'cancel' | 'close'): void;
}

/**
 * The promise dialog of SPEC §4: default title 温馨提示, cancel and confirm; resolves with the
 * action, rejects on cancel or close. The host fades it out (300 ms) like every dialog.
 */
export default function ConfirmDialog({ spec, onClose }: DialogProps<'confirm'>) {
  const [done, setDone] = useState(false);
  // Settle at once (the caller's answer must not depend on the animation), then free the slot.
  const finish = (settle: () => void) => {
    if (done) return;
    setDone(true);
    settle();
    if (useModalStore.getState().prompt === spec) onClose();
  };
  const footer = [
    spec.noCancel ? null : (
      <Button key="cancel" onClick={() => finish(() => spec.reject('cancel'))}>
        {spec.cancelText ?? '取消'}
      </Button>
    ),
    <Button key="ok" type="primary" onClick={() => finish(() => spec.resolve('confirm'))}>
      {spec.okText ?? '确定'}
    </Button>,
  ];
  return (
    <Modal
      open
      title={spec.title ?? LIMITS.dialogDefaultTitle}
      zIndex={LIMITS.dialogZIndex}
      onCancel={() => finish(() => spec.reject('close'))}
      footer={footer}
      centered
    >
      {spec.content}
    </Modal>
  );
}
