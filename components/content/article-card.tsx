import Link from '@/components/ui/link';
import { StaticIsland } from '@/components/ui/static-island';
import { isoDate } from './iso-date';
import type { ArticleCard as Card } from './types';
import styles from './content.module.css';

/** A list card: cover, class, title (the link), summary, date. */
export function ArticleCard({ item, headingLevel = 2, eager = false }: { item: Card; headingLevel?: 2 | 3; eager?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      {/* eslint-disable-next-line @next/next/no-img-element -- local SVG covers; next/image would add JS and nothing to gain */}
      <img className={styles.cardCover} src={item.cover} alt="" width={640} height={360} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      <div className={styles.cardBody}>
        <p className={styles.cardMeta}>
          <span className={styles.badge}>{item.className}</span>
          {item.gameName && <span>{item.gameName}</span>}
        </p>
        <Heading className={styles.cardTitle}>
          <Link href={item.path} className={styles.cardLink}>
            {item.title}
          </Link>
        </Heading>
        <p className={styles.cardSummary}>{item.summary}</p>
        <p className={styles.cardFoot}>
          <time dateTime={isoDate(item.publishTime)}>{item.dateText}</time>
          {item.tags.length > 0 && <span className={styles.tags}>{item.tags.map((t) => `#${t}`).join(' ')}</span>}
        </p>
      </div>
    </article>
  );
}

export function ArticleGrid({ items, headingLevel = 2 }: { items: readonly Card[]; headingLevel?: 2 | 3 }) {
  return (
    <StaticIsland as="ul" className={styles.grid} watch={[items, headingLevel]}>
      {items.map((item, i) => (
        <li key={item.id}>
          <ArticleCard item={item} headingLevel={headingLevel} eager={i < 3} />
        </li>
      ))}
    </StaticIsland>
  );
}
