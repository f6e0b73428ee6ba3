import type { ReactNode } from 'react';
import { chineseDate } from '@/lib/legal-pages';
import styles from './legal.module.css';

export interface DocSection {
  id: string;
  heading: string;
  body: ReactNode;
}

interface Props {
  title: string;
  /** ISO date of the last change. */
  updated: string;
  effective?: string;
  intro?: ReactNode;
  sections: readonly DocSection[];
  /** More than a few sections: a table of contents first. */
  toc?: boolean;
}

/** A legal or service document: title, dates, optional contents, numbered sections. */
export function LegalDoc({ title, updated, effective, intro, sections, toc = true }: Props) {
  return (
    <article className={styles.doc} aria-labelledby="doc-title">
      <h1 id="doc-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.dates}>
        <span>
          更新日期：<time dateTime={updated}>{chineseDate(updated)}</time>
        </span>
        {effective && (
          <span>
            生效日期：<time dateTime={effective}>{chineseDate(effective)}</time>
          </span>
        )}
      </p>
      {intro && <div className={styles.intro}>{intro}</div>}
      {toc && sections.length > 3 && (
        <nav aria-label="目录" className={styles.toc}>
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {sections.map((s, i) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className={styles.section}>
          <h2 id={`${s.id}-h`} className={styles.heading}>
            {sections.length > 1 ? `${toChineseNumber(i + 1)}、` : ''}
            {s.heading}
          </h2>
          <div className={styles.body}>{s.body}</div>
        </section>
      ))}
    </article>
  );
}

const DIGITS = '零一二三四五六七八九';

/** 1 → 一, 12 → 十二, 20 → 二十 (section numbers, under 100). */
export function toChineseNumber(n: number): string {
  if (n < 10) return DIGITS[n];
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 1 ? '' : DIGITS[tens]}十${ones ? DIGITS[ones] : ''}`;
}
