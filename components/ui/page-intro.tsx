import type { ReactNode } from 'react';
import styles from './ui.module.css';

interface Props {
  title: string;
  lead?: ReactNode;
  /** Small line above the heading (section name). */
  eyebrow?: string;
  /** Dark band (campaign pages) or light (content pages). */
  tone?: 'light' | 'dark';
  children?: ReactNode;
}

/** The page's h1 and one honest line of what it is. */
export function PageIntro({ title, lead, eyebrow, tone = 'light', children }: Props) {
  return (
    <section className={`${styles.intro} ${tone === 'dark' ? styles.introDark : ''}`} aria-labelledby="page-title">
      <div className={styles.container}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 id="page-title" className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
