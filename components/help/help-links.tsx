import Link from '@/components/ui/link';
import type { HelpSearchResult } from '@/lib/content-types';
import { helpPath } from '@/lib/content-seo';
import styles from './help.module.css';

export function HelpLinks({ items }: { items: readonly HelpSearchResult[] }) {
  return (
    <ul className={styles.links}>
      {items.map((p) => (
        <li key={p.id}>
          <Link href={helpPath(p.id)}>{p.title}</Link>
        </li>
      ))}
    </ul>
  );
}
