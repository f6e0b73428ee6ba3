import { ARTICLE_TYPES, type ArticleSummary, type ArticleType, type HelpProblem } from '@/lib/content-types';
import { articlePath, helpPath, type SitemapEntry } from '@/lib/content-seo';
import { listArticles } from '@/services/content';
import { listHelpClasses, listHelpProblems } from '@/services/help';
import { LEGAL_PAGES } from '@/lib/legal-pages';
import { QUIET } from '@/lib/http';

const PAGE = 50;

/** Every page of a paged call (the service caps pageSize at 50). */
async function all<T>(fetch: (pageNo: number) => Promise<{ data: T[]; total?: number }>): Promise<T[]> {
  const first = await fetch(1);
  const pages = Math.min(200, Math.ceil((first.total ?? first.data.length) / PAGE));
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => fetch(i + 2)));
  return [first, ...rest].flatMap((r) => r.data);
}

const STATIC: SitemapEntry[] = [
  { path: '/', changefreq: 'daily', priority: 1 },
  { path: '/news.html', changefreq: 'hourly', priority: 0.9 },
  { path: '/gl.html', changefreq: 'daily', priority: 0.9 },
  { path: '/zt/all.html', changefreq: 'weekly', priority: 0.8 },
  { path: '/helpCenter', changefreq: 'weekly', priority: 0.8 },
  { path: '/helpCenter/helpDirectory', changefreq: 'weekly', priority: 0.6 },
  { path: '/helpCenter/about', changefreq: 'monthly', priority: 0.5 },
  // The footer's pages: documents dated by their last change, the two lists by their content.
  ...Object.values(LEGAL_PAGES).map((p): SitemapEntry => {
    const updated = 'updated' in p ? Date.parse(`${p.updated}T00:00:00+08:00`) : undefined;
    return { path: p.path, changefreq: updated === undefined ? 'daily' : 'monthly', priority: 0.4, ...(updated === undefined ? {} : { lastmod: updated }) };
  }),
];

/** Every content URL the API knows, in canonical (`.html`) form: articles of each type, guide collections, help articles. */
export async function loadSitemapEntries(): Promise<SitemapEntry[]> {
  const [articles, classes] = await Promise.all([
    Promise.all(ARTICLE_TYPES.map((type: ArticleType) => all<ArticleSummary>((pageNo) => listArticles({ type, pageNo, pageSize: PAGE }, QUIET)))),
    listHelpClasses(QUIET),
  ]);
  const help = (await Promise.all(classes.data.map((c) => all<HelpProblem>((pageNo) => listHelpProblems({ classifyId: c.id, pageNo, pageSize: PAGE }, QUIET))))).flat();
  const flat = articles.flat();
  const games = [...new Set(flat.filter((a) => a.type === 'guide' && a.gameId).map((a) => a.gameId!))];
  return [
    ...STATIC,
    ...flat.map((a): SitemapEntry => ({ path: articlePath(a), lastmod: a.publishTime, changefreq: 'weekly', priority: a.type === 'news' ? 0.7 : 0.6 })),
    ...games.map((id): SitemapEntry => ({ path: `/gl/more/${id}.html`, changefreq: 'weekly', priority: 0.5 })),
    ...help.map((h): SitemapEntry => ({ path: helpPath(h.id), lastmod: h.updateTime, changefreq: 'monthly', priority: 0.5 })),
  ];
}
