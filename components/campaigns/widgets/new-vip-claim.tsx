import { useState } from 'react';
import { getActivityGift } from '@/services/activity';
import { requireLogin } from '@/components/auth';
import { openBenefits } from '../open-dialogs';
import { commandErrorMessage } from './command-code';
import { openMembership } from '@/components/commerce';
import styles from './widgets.module.css';
import { QUIET } from '@/lib/http';

type Result = { kind: 'idle' } | { kind: 'ok'; text: string } | { kind: 'error'; text: string };

/**
 * The new-member gift (popu getGift). `member`: claim it; otherwise the non-member variant, whose
 * action is to open membership first.
 */
export function NewVipClaim({ activityId, member }: { activityId: number; member: boolean }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>({ kind: 'idle' });

  async function claim() {
    if (!member) return openMembership();
    setBusy(true);
    try {
      const record = await getActivityGift(activityId, undefined, QUIET);
      setResult({ kind: 'ok', text: `领取成功！「${record.giftName}」已发放到您的账号` });
    } catch (error) {
      setResult({ kind: 'error', text: commandErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.mt}>
      <div className={styles.row}>
        <button type="button" className={styles.btn} onClick={() => requireLogin(() => void claim())} disabled={busy} aria-busy={busy}>
          {member ? '立即领取见面礼' : '开通会员领取'}
        </button>
        <button type="button" className={styles.ghost} onClick={() => requireLogin(() => openBenefits())}>
          我的权益
        </button>
      </div>
      <div aria-live="polite">
        {result.kind === 'ok' && <p className={styles.success}>{result.text}</p>}
        {result.kind === 'error' && (
          <p className={styles.error} role="alert">
            {result.text}
          </p>
        )}
      </div>
    </div>
  );
}
