import { useToastStore, type ToastType } from '@/lib/toast';
import styles from './toaster.module.css';

const ICON: Record<ToastType, string> = { success: '✓', info: 'i', warning: '!', error: '×' };

/** Renders the toast queue; warnings and errors are announced assertively. */
export function Toaster() {
  const items = useToastStore((s) => s.items);
  return (
    <div className={styles.region} aria-live="polite">
      {items.map((t) => (
        <div
          key={t.id}
          className={`${styles.toast} ${styles[t.type]}`}
          role={t.type === 'warning' || t.type === 'error' ? 'alert' : 'status'}
        >
          <span className={styles.icon} aria-hidden="true">
            {ICON[t.type]}
          </span>
          <span>{t.text}</span>
        </div>
      ))}
    </div>
  );
}
