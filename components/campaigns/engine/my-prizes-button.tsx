import type { GiftService } from '@/components/campaigns/engine/activity-modal';
import { openLogin, useModalStore } from '@/stores/modal-store';
import { useUserStore } from '@/stores/user-store';
import styles from './activity.module.css';

/** 我的奖品: the gift-flow records in the slot (login first). */
export function MyPrizesButton({ activityId, service = 'gift', label = '我的奖品' }: { activityId: number; service?: GiftService; label?: string }) {
  const open = () => {
    if (!useUserStore.getState().user?.token) return openLogin();
    useModalStore.getState().open({ name: 'gift-records', activityId, service });
  };
  return (
    <button type="button" className={styles.ghost} onClick={open}>
      {label}
    </button>
  );
}
