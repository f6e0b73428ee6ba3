import { Button, Modal } from 'antd';
import { useState } from 'react';
import { LIMITS } from '@/lib/constants';
import { useModalStore, type ConfirmSpec } from '@/stores/modal-store';
import { AntdProvider } from './antd-provider';

/**
 * The promise dialog of SPEC §4: default title 温馨提示, cancel and confirm; resolves with the
 * action, rejects on cancel or close; the slot is freed after the 300 ms fade.
 */
export default function ConfirmDialog({ spec, onClose }: { spec: ConfirmSpec; onClose(): void }) {
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
    <AntdProvider>
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
    </AntdProvider>
  );
}
