import { useRef, useState, type FormEvent } from 'react';
import type { GiftRecord } from '@/lib/activity-types';
import { copyText } from '@/lib/clipboard';
import { getActivityGift } from '@/services/activity';
import { requireLogin } from '@/components/auth';
import { selectToken, useUserStore } from '@/stores/user-store';
import { COMMAND_MAX, commandErrorMessage, commandInputError, normalizeCommand } from './command-code';
import shell from '../campaign.module.css';
import styles from './widgets.module.css';
import { QUIET } from '@/lib/http';

type Result = { kind: 'idle' } | { kind: 'error'; text: string } | { kind: 'ok'; record: GiftRecord };

/** 口令兑换: popu getGift with the command; Enter submits; bad / used / empty codes say so. */
export function CommandForm({ activityId }: { activityId: number }) {
  const token = useUserStore(selectToken);
  const formRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>({ kind: 'idle' });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const inputError = commandInputError(code);
    if (inputError) return setResult({ kind: 'error', text: inputError });
    // The store, not the render's token: after logging in, this runs again before a re-render.
    if (!useUserStore.getState().user?.token) return requireLogin(() => formRef.current?.requestSubmit());
    setBusy(true);
    try {
      const record = await getActivityGift(activityId, normalizeCommand(code), QUIET);
      setResult({ kind: 'ok', record });
      setCode('');
    } catch (error) {
      setResult({ kind: 'error', text: commandErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={shell.card} aria-labelledby="command-title">
      <h2 id="command-title" className={shell.cardTitle}>
        输入口令兑换礼包
      </h2>
      <form ref={formRef} onSubmit={submit} noValidate>
        <div className={styles.row}>
          <input
            className={styles.input}
            value={code}
            maxLength={COMMAND_MAX + 10}
            onChange={(e) => {
              setCode(e.target.value);
              if (result.kind === 'error') setResult({ kind: 'idle' });
            }}
            placeholder="请输入活动口令"
            aria-label="活动口令"
            aria-invalid={result.kind === 'error'}
            aria-describedby="command-result"
            autoComplete="off"
            enterKeyHint="send"
          />
          <button type="submit" className={styles.btn} disabled={busy} aria-busy={busy}>
            立即兑换
          </button>
        </div>
      </form>
      <div id="command-result" aria-live="polite">
        {result.kind === 'error' && (
          <p className={styles.error} role="alert">
            {result.text}
          </p>
        )}
        {result.kind === 'ok' && <Redeemed record={result.record} />}
      </div>
      {!token && <p className={`${styles.small} ${styles.mt}`}>兑换需要登录，每个账号限兑换 1 次。</p>}
    </section>
  );
}

function Redeemed({ record }: { record: GiftRecord }) {
  return (
    <div className={styles.mt} data-testid="command-success">
      <p className={styles.success}>兑换成功！获得「{record.giftName}」</p>
      {record.giftCode && (
        <div className={`${styles.row} ${styles.mt}`}>
          <code className={styles.link} aria-label="CDK">
            {record.giftCode}
          </code>
          <button type="button" className={styles.btn} onClick={() => void copyText(record.giftCode)}>
            复制CDK
          </button>
        </div>
      )}
    </div>
  );
}
