import type { ReactNode } from 'react';
import { ColumnHeads } from '@/components/ui/column-heads';
import { ACTIVITY_MSG } from '@/lib/activity';
import { PRIZE_PAGE_SIZE } from '@/services/activity';
import { RecordPager } from './record-pager';
import type { PagedState } from './use-paged';
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

/** The columns of a prize-record table (SPEC §2). */
const RECORD_COLUMNS = ['奖品', '状态', '操作'] as const;

/** What a record shows in each column. */
export interface RecordCells {
  prize: ReactNode;
  status: ReactNode;
  action: ReactNode;
}

/**
 * A page of prize records (both record lists: gift flow and prize widget): prize, status, action
 * a row, the load failure under it and the pager.
 */
export function RecordsTable<T extends { id: number }>({ list, cells }: { list: PagedState<T>; cells(record: T): RecordCells }) {
  return (
    <>
      <table className={styles.table}>
        <ColumnHeads columns={RECORD_COLUMNS} />
        <tbody>
          {list.rows.map((r) => {
            const { prize, status, action } = cells(r);
            return (
              <tr key={r.id}>
                <td>{prize}</td>
                <td>{status}</td>
                <td>{action}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {list.failed ? <p className={styles.muted}>加载失败，请稍后重试</p> : null}
      <RecordPager page={list.page} total={list.total} pageSize={PRIZE_PAGE_SIZE} onPage={list.load} />
    </>
  );
}
