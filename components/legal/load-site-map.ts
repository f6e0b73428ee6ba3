import type { ArticleType } from '@/lib/content-types';
import { formatChinaTime } from '@/lib/format';
import { QUIET } from '@/lib/http';
import { REVALIDATE_SITE_MAP_S } from '@/lib/loader';
import { listArticleClasses } from '@/services/content';
import { SITE_SECTIONS, type SiteSection } from './site-map-sections';

export interface SiteMapProps {
  sections: SiteSection[];
  /** ISO date this map was generated. */
  updated: string;
}

const CLASS_SECTIONS: Partial<Record<string, { type: ArticleType; base: string }>> = {
  news: { type: 'news', base: '/news' },
  guides: { type: 'guide', base: '/gl' },
};

async function classLinks(type: ArticleType, base: string) {
  try {
    const classes = (await listArticleClasses(type, QUIET)).data;
    return classes.map((c) => ({ href: `${base}?class=${c.id}`, label: c.name }));
  } catch {
    return []; // the section's fixed links still stand
  }
}

/** The HTML site map: the fixed sections plus the news and guide classes the content service has. */
export async function loadSiteMap(now = Date.now()): Promise<{ props: SiteMapProps; revalidate: number }> {
  const sections = await Promise.all(
    SITE_SECTIONS.map(async (s) => {
      const more = CLASS_SECTIONS[s.id];
      return more ? { ...s, links: [...s.links, ...(await classLinks(more.type, more.base))] } : s;
    }),
  );
  return { props: { sections, updated: formatChinaTime(now) }, revalidate: REVALIDATE_SITE_MAP_S };
}
