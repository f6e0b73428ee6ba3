import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import styles from './content.module.css';

/** Empty and error panels of lists. */
export function ListState({ kind, children, action }: { kind: 'empty' | 'error'; children: ReactNode; action?: { href: string; label: string } }) {
  return (
    <div className={styles.state} role={kind === 'error' ? 'alert' : 'status'}>
      <p className={styles.stateTitle}>{kind === 'error' ? '内容加载失败' : '暂无内容'}</p>
      <p>{children}</p>
      {action && (
        <Link className={styles.stateAction} href={action.href}>
          {action.label}
        </Link>
      )}
    </div>
  );
}
