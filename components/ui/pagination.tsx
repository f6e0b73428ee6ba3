import Link from 'next/link';
import { pageLinks } from '@/lib/pagination';
import styles from './pagination.module.css';

interface Props {
  page: number;
  count: number;
  /** The URL of page N (each list keeps its own filters in it). */
  href(page: number): string;
}

/** Real `?page=N` links (crawlable, work without JS); the current page is marked with aria-current. */
export function Pagination({ page, count, href }: Props) {
  if (count <= 1) return null;
  return (
    <nav aria-label="分页" className={styles.pager}>
      {page > 1 ? (
        <Link prefetch={false} href={href(page - 1)} rel="prev" className={styles.pageStep}>
          上一页
        </Link>
      ) : (
        <span className={`${styles.pageStep} ${styles.pageDisabled}`} aria-disabled="true">
          上一页
        </span>
      )}
      <ol>
        {pageLinks(page, count).map((l) =>
          l.kind === 'gap' ? (
            <li key={l.key} aria-hidden="true" className={styles.pageGap}>
              …
            </li>
          ) : (
            <li key={l.page}>
              <Link
                prefetch={false}
                href={href(l.page)}
                className={l.page === page ? `${styles.pageNum} ${styles.pageCurrent}` : styles.pageNum}
                aria-current={l.page === page ? 'page' : undefined}
                aria-label={`第 ${l.page} 页`}
              >
                {l.page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < count ? (
        <Link prefetch={false} href={href(page + 1)} rel="next" className={styles.pageStep}>
          下一页
        </Link>
      ) : (
        <span className={`${styles.pageStep} ${styles.pageDisabled}`} aria-disabled="true">
          下一页
        </span>
      )}
    </nav>
  );
}
