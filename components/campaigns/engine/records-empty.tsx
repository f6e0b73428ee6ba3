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

/** The head of a prize-record table (SPEC §2: prize, status, action), shared by both record lists. */
export function RecordsHead() {
  return (
    <thead>
      <tr>
        <th scope="col">奖品</th>
        <th scope="col">状态</th>
        <th scope="col">操作</th>
      </tr>
    </thead>
  );
}
