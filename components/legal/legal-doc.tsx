import type { ReactNode } from 'react';
import { TitledSection } from '@/components/ui/titled-section';
import { chineseDate } from '@/lib/legal-pages';
import styles from './legal.module.css';

const SECTION = { section: styles.section, title: styles.heading };

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

interface FrameProps {
  title: string;
  /** ISO date of the last change; null: no date shown. */
  updated: string | null;
  /** More of the dates line after the update date (the effective date, related links). */
  meta?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}

/** A dated document of the legal pages: title, the dates line, the intro, then its body. */
export function DocFrame({ title, updated, meta, intro, children }: FrameProps) {
  return (
    <article className={styles.doc} aria-labelledby="doc-title">
      <h1 id="doc-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.dates}>
        {updated ? <DocDate label="更新日期" date={updated} /> : null}
        {meta}
      </p>
      {intro && <div className={styles.intro}>{intro}</div>}
      {children}
    </article>
  );
}

function DocDate({ label, date }: { label: string; date: string }) {
  return (
    <span>
      {label}：<time dateTime={date}>{chineseDate(date)}</time>
    </span>
  );
}

/** A legal or service document: title, dates, optional contents, numbered sections. */
export function LegalDoc({ title, updated, effective, intro, sections, toc = true }: Props) {
  const numbered = sections.length > 1;
  return (
    <DocFrame title={title} updated={updated} meta={effective && <DocDate label="生效日期" date={effective} />} intro={intro}>
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
        <TitledSection key={s.id} id={s.id} titleId={`${s.id}-h`} title={numbered ? `${toChineseNumber(i + 1)}、${s.heading}` : s.heading} classes={SECTION}>
          <div className={styles.body}>{s.body}</div>
        </TitledSection>
      ))}
    </DocFrame>
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
