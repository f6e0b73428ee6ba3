import { Pagination } from '@/components/ui/pagination';
import { catalogueHref, isIndexableView, targetView, type CatalogueQuery } from './catalogue-query';
import { ViewLink } from './view-link';

/**
 * The pages of a catalogue view. An indexable view's pages are indexable too: the site's
 * Pagination with real links. Any other view's pages are form buttons (ViewLink), same look.
 */
export function CataloguePager({ query, count }: { query: CatalogueQuery; count: number }) {
  if (isIndexableView(query)) return <Pagination page={query.page} count={count} href={(page) => catalogueHref(query, { page })} />;
  return (
    <Pagination
      page={query.page}
      count={count}
      renderLink={({ page, children, ...rest }) => (
        <ViewLink to={targetView(query, { page })} {...rest}>
          {children}
        </ViewLink>
      )}
    />
  );
}
