import { Button, Modal } from 'antd';
import { useState } from 'react';
import { LIMITS } from '@/lib/constants';
import type { ConfirmSpec } from '@/stores/modal-store';
import { AntdProvider } from './antd-provider';

/**
 * The promise dialog of SPEC §4: default title 温馨提示, cancel and confirm; resolves with the
 * action, rejects on cancel or close; the slot is freed after the 300 ms fade.
 */
export default function ConfirmDialog({ spec, onClose }: { spec: ConfirmSpec; onClose(): void }) {
  const [open, setOpen] = useState(true);
  const finish = (settle: () => void) => {
    if (!open) return;
    setOpen(false);
    setTimeout(() => {
      settle();
      onClose();
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
