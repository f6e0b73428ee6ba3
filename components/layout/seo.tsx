import Head from 'next/head';
import { absoluteUrl, SITE } from '@/lib/site';

interface Props {
  title: string;
  description: string;
  /** Site path of the canonical URL, e.g. '/news/1001.html'. Its own query string is dropped. */
  path?: string;
  /**
   * The query parameters that are part of the canonical (a list's `class` and `page`, so page 2 is
   * its own canonical rather than page 1's); empty values are left out.
   */
  query?: Record<string, string | number | null | undefined>;
  /** Keep the page out of search indexes (user pages, search results, error pages). */
  noindex?: boolean;
}

function withQuery(path: string, query: Props['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** Title, description, canonical and Open Graph tags of a page. */
export function Seo({ title, description, path, query, noindex = false }: Props) {
  const canonical = path !== undefined ? absoluteUrl(withQuery(path.split(/[?#]/, 1)[0], query)) : undefined;
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      {canonical && <link rel="canonical" href={canonical} />}
      {noindex && <meta name="robots" content="noindex, follow" />}
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {canonical && <meta property="og:url" content={canonical} />}
      <meta name="viewport" content="width=device-width, initial-scale=1" />
    </Head>
  );
}
