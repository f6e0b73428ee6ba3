/**
 * Build step (next.config.ts, browser bundles): a getStaticProps page opened without a query string
 * is ready when it hydrates, and is not rendered a second time to update a query it already has.
 *
 * Next's pages router cannot tell, in the browser, whether a rewrite in next.config added a query to
 * the URL the visitor opened. So when a site has rewrites (ours: the `.html` aliases, the list pages'
 * `?class=&page=` routes, the captcha stand-ins), it marks every getStaticProps page not ready at
 * first (`router.isReady === false`) and, once the page has mounted, calls `router.replace` on the
 * same URL with its internal `_h` flag: the router resolves the rewrites, writes the history entry
 * again, and renders the whole app a second time, right after hydration. On Lighthouse's 4×-slowed
 * phone that second pass was one of the longest tasks after the first paint (docs/decisions/0021).
 *
 * Here no rewrite gives a page a query beyond its path's own parameters, which a getStaticProps
 * page's data already carries, unless the URL has a query string itself (the list routes match on
 * one); tests/lib/ssg-hydration.test.ts checks that against next.config's rewrites. So a
 * getStaticProps page opened without `?` has nothing for that pass to learn:
 * this step drops the rewrites from Next's two decisions for such a page (mark it ready at once; skip
 * the replace). With a query string, for an automatically static page, a fallback page or with
 * middleware, Next does what it always did.
 *
 * It edits Next's own files as webpack reads them. Each edit names the exact text it replaces and
 * fails the build if that text is gone (a Next upgrade that moves it must be looked at, not skipped).
 */

interface Edit {
  /** The end of the module's path (`/` separated). */
  file: string;
  from: string;
  to: string;
}

export const EDITS: readonly Edit[] = [
  {
    // The query update after mount (client/index.js, Container's componentDidMount).
    file: 'next/dist/client/index.js',
    from: 'initialData.props && initialData.props.__N_SSG && (location.search || process.env.__NEXT_HAS_REWRITES || initialMatchesMiddleware)',
    to: 'initialData.props && initialData.props.__N_SSG && (location.search || initialMatchesMiddleware)',
  },
  {
    // The router's first readiness (the Router constructor).
    file: 'next/dist/shared/lib/router/router.js',
    from: '!autoExportDynamic && !self.location.search && !process.env.__NEXT_HAS_REWRITES);',
    to: '!autoExportDynamic && !self.location.search && (!process.env.__NEXT_HAS_REWRITES || !!self.__NEXT_DATA__.gsp && !self.__NEXT_DATA__.isFallback));',
  },
];

/** The modules this step edits, for webpack's `test`. */
export const EDITED_MODULES = /[\\/]next[\\/]dist[\\/](?:client[\\/]index|shared[\\/]lib[\\/]router[\\/]router)\.js$/;

/** `source` of the module at `resourcePath` with its edits made; throws when an edit's text is missing. */
export function editNextSource(resourcePath: string, source: string): string {
  const where = resourcePath.split('\\').join('/');
  let out = source;
  for (const edit of EDITS) {
    if (!where.endsWith(`/${edit.file}`)) continue;
    const at = out.indexOf(edit.from);
    if (at < 0 || out.indexOf(edit.from, at + 1) >= 0) {
      throw new Error(`lib/ssg-hydration: ${edit.file} no longer has, exactly once, the text this build step edits (a Next upgrade?): ${edit.from}`);
    }
    out = out.slice(0, at) + edit.to + out.slice(at + edit.from.length);
  }
  return out;
}

/** The webpack loader (next.config.ts applies it, before Next's own loaders, to EDITED_MODULES). */
export default function ssgHydrationLoader(this: { resourcePath: string }, source: string): string {
  return editNextSource(this.resourcePath, source);
}
