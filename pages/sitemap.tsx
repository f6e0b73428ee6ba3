import type { GetStaticProps } from 'next';
import { LegalLayout, SiteMap, type SiteMapProps } from '@/components/legal';
import { loadSiteMap } from '@/components/legal/server';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = (() => loadSiteMap()) satisfies GetStaticProps<SiteMapProps>;

export default function SiteMapPage(props: SiteMapProps) {
  const meta = PAGE_META['/sitemap'];
  return (
    <LegalLayout path="/sitemap" title={meta.title} description={meta.description}>
      <SiteMap {...props} />
    </LegalLayout>
  );
}
