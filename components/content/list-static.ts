import type { GetStaticPaths, GetStaticProps } from 'next';
import type { ArticleType } from '@/lib/content-types';
import { REVALIDATE_ERROR_S, REVALIDATE_S } from '@/lib/loader';
import { pageHref } from '@/lib/pagination';
import { parsePositiveId } from '@/lib/routes';
import type { ListBase } from '@/lib/list-routes';
import { loadArticleList, type ArticleListProps } from './load-list';


type Params = { cls?: string; page?: string };

/**
 * The last list this process rendered without error, per list page. A background regeneration that
 * fails (an outage) must not replace a good cached page with the error view: Next caches whatever
 * getStaticProps returns, and its `revalidateReason` is 'stale' for the first blocking render and for
 * a background one alike, so the loader cannot tell them apart — it answers the last good list
 * instead (retried as soon as an error state would be). A page never rendered well here still gets
 * the error view. Bounded: only pages that exist are stored (hostile queries redirect or 404 first),
 * oldest dropped past LAST_GOOD_MAX.
 */
const lastGood = new Map<string, ArticleListProps>();
const LAST_GOOD_MAX = 500;

function remember(key: string, data: ArticleListProps) {
  lastGood.delete(key);
  lastGood.set(key, data);
  if (lastGood.size > LAST_GOOD_MAX) lastGood.delete(lastGood.keys().next().value!);
}

/** Tests: forget every remembered list. */
export function forgetListsForTests() {
  lastGood.clear();
}

/** No list page is built ahead: each is rendered on its first request, then cached (ISR). */
export const listStaticPaths: GetStaticPaths<Params> = async () => ({ paths: [], fallback: 'blocking' });

/** `/news?class=3&page=2` — the public URL of a list page (class 0 = all, page 1 bare). */
export function listPublicHref(base: ListBase, classId: number | null, page: number): string {
  return pageHref(base, page, { class: classId ?? undefined });
}

/**
 * getStaticProps of a list page (`/news`, and the `?class` / `?page` views that next.config rewrites
 * onto `/news/list/:cls/:page`). Only pages that exist are cached: a page past the end, or a class
 * that does not exist, redirects to the page the list would have clamped to, so hostile queries
 * (`?page=9999`, `?class=42`) cannot grow the ISR cache.
 */
export function listStaticProps(type: ArticleType, base: ListBase): GetStaticProps<{ data: ArticleListProps }, Params> {
  return async ({ params }) => {
    const wantedClass = params?.cls === undefined || params.cls === '0' ? null : parsePositiveId(params.cls);
    const wantedPage = params?.page === undefined ? 1 : parsePositiveId(params.page);
    if ((params?.cls !== undefined && params.cls !== '0' && wantedClass === null) || wantedPage === null) return { notFound: true, revalidate: REVALIDATE_S };
    const data = await loadArticleList(type, { page: String(wantedPage), class: wantedClass ? String(wantedClass) : undefined });
    const key = `${type}|${wantedClass ?? 0}|${wantedPage}`;
    if (data.error) return { props: { data: lastGood.get(key) ?? data }, revalidate: REVALIDATE_ERROR_S };
    if (data.page !== wantedPage || data.classId !== wantedClass) {
      return { redirect: { destination: listPublicHref(base, data.classId, data.page), permanent: false }, revalidate: REVALIDATE_S };
    }
    remember(key, data);
    return { props: { data }, revalidate: REVALIDATE_S };
  };
}
