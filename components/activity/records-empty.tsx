import { ACTIVITY_MSG } from '@/lib/activity';
import styles from './dialogs.module.css';

/** Empty record list: 您还未参与过抽奖 and a button that closes the dialog (SPEC §2). */
export function RecordsEmpty({ onParticipate }: { onParticipate(): void }) {
  return (
    <div className={styles.empty}>
      <p>{ACTIVITY_MSG.noRecords}</p>
      <button type="button" className={styles.primary} onClick={onParticipate}>
        去参与
      </button>
    </div>
  );
}
