import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import styles from './ui.module.css';

export interface InfoCard {
  title: string;
  text: ReactNode;
  href?: string;
  linkText?: string;
  icon?: ReactNode;
}

/** A responsive grid of short cards (features, categories, steps). */
export function InfoCards({ items, heading, tone = 'light' }: { items: readonly InfoCard[]; heading?: string; tone?: 'light' | 'dark' }) {
  return (
    <section className={`${styles.cardsSection} ${tone === 'dark' ? styles.cardsDark : ''}`} aria-label={heading}>
      <div className={styles.container}>
        {heading && <h2 className={styles.sectionTitle}>{heading}</h2>}
        <ul className={styles.cards}>
          {items.map((c) => (
            <li key={c.title} className={styles.card}>
              {c.icon && <span className={styles.cardIcon} aria-hidden="true">{c.icon}</span>}
              <h3 className={styles.cardTitle}>{c.title}</h3>
              <p className={styles.cardText}>{c.text}</p>
              {c.href && (
                <Link className={styles.cardLink} href={c.href}>
                  {c.linkText ?? '了解更多'} <span aria-hidden="true">→</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
