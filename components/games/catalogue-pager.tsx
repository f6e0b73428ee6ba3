import { Pagination } from '@/components/ui/pagination';
import { pageLinks } from '@/lib/pagination';
import { catalogueHref, isIndexableView, targetView, type CatalogueQuery } from './catalogue-query';
import { ViewLink } from './view-link';
import pager from '@/components/ui/pagination.module.css';

/**
 * The pages of a catalogue view. An indexable view's pages are indexable too: the site's
 * Pagination with real links. Any other view's pages are form buttons (ViewLink), same look.
 */
export function CataloguePager({ query, count }: { query: CatalogueQuery; count: number }) {
  if (isIndexableView(query)) return <Pagination page={query.page} count={count} href={(page) => catalogueHref(query, { page })} />;
  if (count <= 1) return null;
  const page = query.page;
  const to = (n: number) => targetView(query, { page: n });
  return (
    <nav aria-label="分页" className={pager.pager}>
      {page > 1 ? (
        <ViewLink to={to(page - 1)} className={pager.pageStep}>
          上一页
        </ViewLink>
      ) : (
        <span className={`${pager.pageStep} ${pager.pageDisabled}`} aria-disabled="true">
          上一页
        </span>
      )}
      <ol>
        {pageLinks(page, count).map((l) =>
          l.kind === 'gap' ? (
            <li key={l.key} aria-hidden="true" className={pager.pageGap}>
              …
            </li>
          ) : (
            <li key={l.page}>
              <ViewLink
                to={to(l.page)}
                className={l.page === page ? `${pager.pageNum} ${pager.pageCurrent}` : pager.pageNum}
                current={l.page === page ? 'page' : undefined}
                label={`第 ${l.page} 页`}
              >
                {l.page}
              </ViewLink>
            </li>
          ),
        )}
      </ol>
      {page < count ? (
        <ViewLink to={to(page + 1)} className={pager.pageStep}>
          下一页
        </ViewLink>
      ) : (
        <span className={`${pager.pageStep} ${pager.pageDisabled}`} aria-disabled="true">
          下一页
        </span>
      )}
    </nav>
  );
}
