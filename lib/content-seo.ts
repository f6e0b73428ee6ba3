import type { ArticleSummary, ArticleType } from './content-types';
import { contentPageTitle } from './routes';
import { absoluteUrl, SITE } from './site';

/** Canonical (`.html`) paths, labels, titles and JSON-LD of content pages. No React. */

export const TYPE_LABEL: Record<ArticleType, string> = { news: '新闻资讯', guide: '游戏攻略', topic: '游戏专题', review: '游戏评测' };

/** The list page of each type (the `.html` form is canonical). */
export const TYPE_LIST: Record<ArticleType, { path: string; canonical: string }> = {
  news: { path: '/news', canonical: '/news.html' },
  guide: { path: '/gl', canonical: '/gl.html' },
  topic: { path: '/zt/all', canonical: '/zt/all.html' },
  review: { path: '/zt/all', canonical: '/zt/all.html' },
};

type Linkable = Pick<ArticleSummary, 'id' | 'type'> & { serverId?: number };

/** news → /news/:id.html, guide → /gl/:id.html, topic → /zt/:serverId.html, review → /pl/:id.html. */
export function articlePath(a: Linkable): string {
  switch (a.type) {
    case 'news':
      return `/news/${a.id}.html`;
    case 'guide':
      return `/gl/${a.id}.html`;
    case 'topic':
      return `/zt/${a.serverId ?? a.id}.html`;
    case 'review':
      return `/pl/${a.id}.html`;
  }
}

export const helpPath = (id: number) => `/helpCenter/${id}`;

/** "<title> - <section> - NN加速器" (lib/routes style). */
export const contentTitle = contentPageTitle;

/** A description of at most ~120 characters from a summary or plain text. */
export function describe(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : flat;
}

/** Plain text of trusted-or-sanitised HTML, for descriptions (tags dropped, common entities decoded). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbLd(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(c.path) })),
  };
}

export interface ArticleLdInput {
  kind: 'NewsArticle' | 'Article' | 'TechArticle';
  title: string;
  description: string;
  path: string;
  image?: string;
  published: number;
  modified?: number;
  author?: string;
  section?: string;
  keywords?: readonly string[];
}

export function articleLd(a: ArticleLdInput) {
  const url = absoluteUrl(a.path);
  return {
    '@context': 'https://schema.org',
    '@type': a.kind,
    headline: a.title.slice(0, 110),
    description: a.description,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(a.image ? { image: [absoluteUrl(a.image)] } : {}),
    datePublished: new Date(a.published).toISOString(),
    dateModified: new Date(a.modified ?? a.published).toISOString(),
    inLanguage: 'zh-CN',
    ...(a.section ? { articleSection: a.section } : {}),
    ...(a.keywords?.length ? { keywords: a.keywords.join(',') } : {}),
    author: { '@type': 'Organization', name: a.author ?? SITE.name, url: SITE.url },
    publisher: { '@type': 'Organization', name: SITE.name, url: SITE.url, logo: { '@type': 'ImageObject', url: absoluteUrl('/favicon.svg') } },
  };
}

/**
 * JSON for a `<script type="application/ld+json">` data block: `<`, `>`, `&` and the JS line
 * separators escaped, so no text inside can close the element or be read as markup.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface SitemapEntry {
  /** Site path, e.g. `/news/10001.html`. */
  path: string;
  lastmod?: number;
  changefreq?: 'hourly' | 'daily' | 'weekly' | 'monthly';
  priority?: number;
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A sitemaps.org urlset with absolute URLs (NEXT_PUBLIC_SITE_URL); duplicates dropped. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls = entries
    .filter((e) => !seen.has(e.path) && seen.add(e.path))
    .map((e) => {
      const parts = [`<loc>${xmlEscape(absoluteUrl(e.path))}</loc>`];
      if (e.lastmod !== undefined) parts.push(`<lastmod>${new Date(e.lastmod).toISOString()}</lastmod>`);
      if (e.changefreq) parts.push(`<changefreq>${e.changefreq}</changefreq>`);
      if (e.priority !== undefined) parts.push(`<priority>${e.priority.toFixed(1)}</priority>`);
      return `<url>${parts.join('')}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
