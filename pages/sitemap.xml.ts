import type { GetServerSideProps } from 'next';
import { loadSitemapEntries } from '@/components/content/server';
import { listGameSitemapUrls } from '@/components/games/server';
import { sitemapXml } from '@/lib/content-seo';

/** /sitemap.xml: every content and game URL from the API (canonical `.html` forms), cached an hour at the edge. */
export const getServerSideProps = (async ({ res }) => {
  try {
    const [content, games] = await Promise.all([loadSitemapEntries(), listGameSitemapUrls()]);
    const xml = sitemapXml([...content, ...games]);
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Cache-Control', 'public, s-maxage=3600, stale-while-revalidate=86400');
    res.end(xml);
  } catch {
    res.statusCode = 503;
    res.setHeader('Retry-After', '60');
    res.setHeader('Cache-Control', 'no-store');
    res.end();
  }
  return { props: {} };
}) satisfies GetServerSideProps;

export default function Sitemap() {
  return null;
}
