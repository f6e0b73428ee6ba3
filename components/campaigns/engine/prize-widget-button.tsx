import { toast } from '@/lib/toast';
import { requireLogin } from '@/components/auth';
import { openPrizeWidget } from '../open-dialogs';
import { ACCOUNT_FAILED, useLeigodAccount } from './use-leigod-account';
import styles from './activity.module.css';

interface Props {
  activityId: number;
  chestStyle: number;
  label?: string;
  desc?: string;
}

/** Opens the prize widget of a leigod activity for the signed-in user (login first). */
export function PrizeWidgetButton({ activityId, chestStyle, label = '我的奖品', desc }: Props) {
  const { ensure } = useLeigodAccount();
  const open = async () => {
    const accountToken = await ensure();
    if (!accountToken) return toast.warning(ACCOUNT_FAILED);
    openPrizeWidget({ id: activityId, account_token: accountToken, chestStyle, desc });
  };
  return (
    <button type="button" className={styles.ghost} onClick={() => requireLogin(() => void open())}>
      {label}
    </button>
  );
}
