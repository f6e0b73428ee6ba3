import Link from '@/components/ui/link';
import { pageHref } from '@/lib/pagination';
import type { ClassTab } from './types';
import styles from './content.module.css';

/** Class filter as links (`?class=N`), "全部" first. */
export function ClassTabs({ base, classes, current, label }: { base: string; classes: readonly ClassTab[]; current: number | null; label: string }) {
  if (classes.length < 2) return null;
  const tabs = [{ id: null, name: '全部', count: classes.reduce((n, c) => n + c.count, 0) }, ...classes];
  return (
    <nav aria-label={label} className={styles.tabs}>
      <ul>
        {tabs.map((c) => (
          <li key={c.id ?? 'all'}>
            <Link href={pageHref(base, 1, { class: c.id ?? undefined })} aria-current={c.id === current ? 'page' : undefined} className={styles.tab}>
              {c.name}
              <span className={styles.tabCount}>{c.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
