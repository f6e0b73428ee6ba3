import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** A calm status panel (coming soon, empty, sign-in needed). */
export function Notice({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className={styles.container}>
      <div className={styles.notice} role="status">
        <h2 className={styles.noticeTitle}>{title}</h2>
        {children && <div className={styles.noticeText}>{children}</div>}
        {action && <div className={styles.noticeAction}>{action}</div>}
      </div>
    </div>
  );
}
