import Link from 'next/link';
import { catalogueHref, type CatalogueQuery } from './catalogue-query';
import styles from './catalogue.module.css';

/** Page numbers around the current one, the first and the last; null marks a gap. */
export function pageWindow(current: number, last: number, radius = 2): (number | null)[] {
  const pages = new Set([1, last]);
  for (let p = current - radius; p <= current + radius; p += 1) if (p >= 1 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? [null, p] : [p]));
}

/** Real links (?page=N), so every page is crawlable and works without JavaScript. */
export function Pagination({ query, last }: { query: CatalogueQuery; last: number }) {
  if (last <= 1) return null;
  const href = (page: number) => catalogueHref(query, { page });
  const { page } = query;
  return (
    <nav className={styles.pager} aria-label="分页">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={styles.pageStep}>
          上一页
        </Link>
      ) : (
        <span className={`${styles.pageStep} ${styles.pageOff}`} aria-hidden="true">
          上一页
        </span>
      )}
      <ol className={styles.pageList}>
        {pageWindow(page, last).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link href={href(p)} className={styles.pageNum} aria-current={p === page ? 'page' : undefined} aria-label={`第 ${p} 页`}>
                {p}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < last ? (
        <Link href={href(page + 1)} rel="next" className={styles.pageStep}>
          下一页
        </Link>
      ) : (
        <span className={`${styles.pageStep} ${styles.pageOff}`} aria-hidden="true">
          下一页
        </span>
      )}
    </nav>
  );
}
