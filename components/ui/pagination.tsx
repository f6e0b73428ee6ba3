import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { pageLinks } from '@/lib/pagination';
import styles from './pagination.module.css';

/** What one page control of the pager needs, whatever element draws it. */
export interface PageLinkProps {
  page: number;
  className: string;
  current?: 'page';
  label?: string;
  rel?: 'prev' | 'next';
  children: ReactNode;
}

type Props = {
  page: number;
  count: number;
} & (
  | {
      /** The URL of page N (each list keeps its own filters in it): real links. */
      href(page: number): string;
      renderLink?: never;
    }
  | {
      /** Draws each page control itself (the catalogue's non-indexable views use form buttons). */
      renderLink(props: PageLinkProps): ReactNode;
      href?: never;
    }
);

/** Real `?page=N` links (crawlable, work without JS) unless told otherwise; the current page has aria-current. */
export function Pagination({ page, count, href, renderLink }: Props) {
  if (count <= 1) return null;
  const draw =
    renderLink ??
    (({ page: n, className, current, label, rel, children }: PageLinkProps) => (
      <Link href={href!(n)} rel={rel} className={className} aria-current={current} aria-label={label}>
        {children}
      </Link>
    ));
  return (
    <nav aria-label="分页" className={styles.pager}>
      {page > 1 ? (
        draw({ page: page - 1, rel: 'prev', className: styles.pageStep, children: '上一页' })
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
              {draw({
                page: l.page,
                className: l.page === page ? `${styles.pageNum} ${styles.pageCurrent}` : styles.pageNum,
                current: l.page === page ? 'page' : undefined,
                label: `第 ${l.page} 页`,
                children: l.page,
              })}
            </li>
          ),
        )}
      </ol>
      {page < count ? (
        draw({ page: page + 1, rel: 'next', className: styles.pageStep, children: '下一页' })
      ) : (
        <span className={`${styles.pageStep} ${styles.pageDisabled}`} aria-disabled="true">
          下一页
        </span>
      )}
    </nav>
  );
}
