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
 * action, rejects on cancel or close; the slot is freed after the 300 ms fade.
 */
export default function ConfirmDialog({ spec, onClose }: DialogProps<'confirm'>) {
  const [open, setOpen] = useState(true);
  // Settle at once (the caller's answer must not depend on the animation); free the slot after
  // the 300 ms fade, and only if no other dialog has taken it meanwhile.
  const finish = (settle: () => void) => {
    if (!open) return;
    setOpen(false);
    settle();
    setTimeout(() => {
      if (useModalStore.getState().current === spec) onClose();
    }, LIMITS.dialogFadeMs);
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
      open={open}
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
