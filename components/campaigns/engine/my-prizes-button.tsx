import type { GiftService } from '@/components/campaigns/engine/gift-service';
import { requireLogin } from '@/components/auth';
import { openGiftRecords } from '../open-dialogs';
import styles from './activity.module.css';

/** 我的奖品: the gift-flow records in the slot (login first). */
export function MyPrizesButton({ activityId, service = 'gift', label = '我的奖品' }: { activityId: number; service?: GiftService; label?: string }) {
  const open = () => requireLogin(() => openGiftRecords(activityId, service));
  return (
    <button type="button" className={styles.ghost} onClick={open}>
      {label}
    </button>
  );
}
