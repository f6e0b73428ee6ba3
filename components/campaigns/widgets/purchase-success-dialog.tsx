import { Button } from 'antd';
import { DialogFrame } from '../engine/dialog-frame';
import { LIMITS } from '@/lib/constants';
import type { DialogProps } from '@/stores/modal-store';
import { openBenefits } from './open-widget-dialogs';
import styles from './dialogs.module.css';

/** After a campaign purchase: what was opened and the gifts that came with it, then 我的权益. */
export default function PurchaseSuccessDialog({ spec, onClose }: DialogProps<'purchase-success'>) {
  const showBenefits = () => openBenefits();
  const footer = [
    <Button key="close" onClick={onClose}>
      我知道了
    </Button>,
    <Button key="benefits" type="primary" onClick={showBenefits}>
      查看我的权益
    </Button>,
  ];
  return (
    <DialogFrame title="购买成功" footer={footer} width={480} zIndex={LIMITS.dialogZIndex} onClose={onClose}>
      <p className={styles.lead}>
        「{spec.packageName}」已开通，会员时长已到账，可在 NN加速器客户端中查看。
      </p>
      {spec.gifts.length > 0 && (
        <>
          <p className={styles.muted}>活动赠礼已发放：</p>
          <ul className={styles.list} aria-label="活动赠礼">
            {spec.gifts.map((g) => (
              <li key={g.giftId} className={styles.item}>
                <strong>{g.giftName}</strong>
                <p className={styles.meta}>{g.desc}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </DialogFrame>
  );
}
