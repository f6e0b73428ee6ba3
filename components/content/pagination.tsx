import Link from 'next/link';
import { pageHref, pageLinks } from '@/lib/pagination';
import styles from './content.module.css';

interface Props {
  base: string;
  page: number;
  count: number;
  params?: Record<string, string | number | undefined>;
}

/** Real `?page=N` links (crawlable, work without JS); the current page is marked, not linked. */
export function Pagination({ base, page, count, params }: Props) {
  if (count <= 1) return null;
  const href = (p: number) => pageHref(base, p, params);
  return (
    <nav aria-label="分页" className={styles.pager}>
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={styles.pageStep}>
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
              {l.page === page ? (
                <span aria-current="page" className={`${styles.pageNum} ${styles.pageCurrent}`}>
                  {l.page}
                </span>
              ) : (
                <Link href={href(l.page)} className={styles.pageNum} aria-label={`第 ${l.page} 页`}>
                  {l.page}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < count ? (
        <Link href={href(page + 1)} rel="next" className={styles.pageStep}>
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
