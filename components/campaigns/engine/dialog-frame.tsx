import { Button, Modal, type ButtonProps, type ModalProps } from 'antd';
import type { ReactNode } from 'react';

interface Props extends Omit<ModalProps, 'centered' | 'onCancel' | 'closable' | 'footer'> {
  /** The close button, Esc and the mask (where the mask closes). */
  onClose(): void;
  /** The one primary button of the footer; without it, `footer` (none by default). */
  confirm?: { label: ReactNode; onClick: ButtonProps['onClick']; busy?: boolean; block?: boolean };
  footer?: ModalProps['footer'];
}

/**
 * The frame of every campaign dialog: antd's Modal centred, open while mounted (the dialog slot
 * mounts it), a close button labelled 关闭, and no footer or one primary button.
 */
export function DialogFrame({ onClose, confirm, footer = null, open = true, children, ...modal }: Props) {
  const actions = confirm ? (
    <Button type="primary" onClick={confirm.onClick} disabled={confirm.busy} aria-busy={confirm.busy} block={confirm.block}>
      {confirm.label}
    </Button>
  ) : (
    footer
  );
  return (
    <Modal open={open} centered onCancel={onClose} closable={{ 'aria-label': '关闭' }} footer={actions} {...modal}>
      {children}
    </Modal>
  );
}
