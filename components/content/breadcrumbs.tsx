import Link from '@/components/ui/link';
import type { Crumb } from '@/lib/content-seo';
import styles from './content.module.css';

/** Visible breadcrumb trail; the last crumb is the current page (not a link). */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="面包屑" className={styles.crumbs}>
      <ol>
        {crumbs.map((c, i) => (
          <li key={c.path}>
            {i < crumbs.length - 1 ? <Link href={c.path}>{c.name}</Link> : <span aria-current="page">{c.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
