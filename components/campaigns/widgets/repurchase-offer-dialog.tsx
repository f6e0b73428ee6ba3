import { Button } from 'antd';
import { DialogFrame } from '../engine/dialog-frame';
import { LIMITS } from '@/lib/constants';
import type { DialogProps } from '@/stores/modal-store';
import styles from './dialogs.module.css';

/** A returning buyer: the offer was used once, the package is offered again at the renewal price. */
export default function RepurchaseOfferDialog({ spec, onClose }: DialogProps<'repurchase-offer'>) {
  const footer = [
    <Button key="no" onClick={onClose}>
      暂不需要
    </Button>,
    <Button
      key="yes"
      type="primary"
      onClick={() => {
        onClose();
        spec.onAccept();
      }}
    >
      立即续费
    </Button>,
  ];
  return (
    <DialogFrame title="续费特惠" footer={footer} width={440} zIndex={LIMITS.dialogZIndex} onClose={onClose}>
      <p className={styles.lead}>您已参与过本次特惠，老用户续费「{spec.packageName}」仍可享活动价：</p>
      <p className={styles.price}>
        ¥<strong>{spec.priceText}</strong> <del>¥{spec.originalText}</del>
      </p>
    </DialogFrame>
  );
}
