/**
 * Article lists are query-driven (`?page=N`, `?class=N`), which getStaticProps cannot see, so list
 * pages use getServerSideProps with a short shared cache instead of ISR: a CDN (or any shared cache)
 * keeps each page/class URL for 60 s and serves it stale while refreshing, which costs the origin
 * about what ISR would. Rewriting `?page` onto an ISR route was the alternative; it mints one ISR
 * cache entry per distinct query string (unbounded: `?page=x1`, `?page=x2` …) and splits one list
 * over two routes. Details — the bulk of what crawlers fetch — stay ISR.
 */
export function listCacheHeader(error: boolean): string {
  return error ? 'public, s-maxage=5, stale-while-revalidate=30' : 'public, s-maxage=60, stale-while-revalidate=300';
}
