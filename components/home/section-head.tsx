import Link from '@/components/ui/link';
import styles from './home.module.css';

/** A home section's h2 with its optional lead line and 更多 link. */
export function SectionHead({ id, title, lead, more }: { id: string; title: string; lead?: string; more?: { href: string; text: string } }) {
  return (
    <div className={styles.head}>
      <div>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
      {more && (
        <Link className={styles.more} href={more.href}>
          {more.text} <span aria-hidden="true">→</span>
        </Link>
      )}
    </div>
  );
}
