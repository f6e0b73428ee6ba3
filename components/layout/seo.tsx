import Head from 'next/head';
import { absoluteUrl, SITE } from '@/lib/site';

interface Props {
  title: string;
  description: string;
  /** Site path of the canonical URL, e.g. '/news/1001.html'. Query strings are not canonical. */
  path?: string;
  /** Keep the page out of search indexes (user pages, search results, error pages). */
  noindex?: boolean;
}

/** Title, description, canonical and Open Graph tags of a page. */
export function Seo({ title, description, path, noindex = false }: Props) {
  const canonical = path !== undefined ? absoluteUrl(path.split(/[?#]/, 1)[0]) : undefined;
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
