import type { HelpSearchResult } from '@/lib/content-types';
import { LIMITS } from '@/lib/constants';
import { clampPage, pageCount, parsePage } from '@/lib/pagination';
import { searchArticles } from '@/services/content';
import { searchHelpByTitle } from '@/services/help';
import { QUIET } from '@/lib/http';
import { toCard } from './to-page-data';
import type { ArticleCard } from './types';

export const SEARCH_PAGE_SIZE = 10;

export interface SearchProps {
  keyword: string;
  items: ArticleCard[];
  help: HelpSearchResult[];
  total: number;
  page: number;
  pageCount: number;
  error: boolean;
}

/** First value, control characters dropped, trimmed, cut to 20 by code point (SPEC §5). */
export function cleanKeyword(raw: unknown): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string') return '';
  const flat = value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return Array.from(flat).slice(0, LIMITS.helpSearchMax).join('').trim();
}

/** /content/search?keyword=&page=: articles of every type plus help titles; literal match, never an error page. */
export async function loadSearch(query: { keyword?: unknown; page?: unknown }): Promise<SearchProps> {
  const keyword = cleanKeyword(query.keyword);
  const base = { keyword, items: [], help: [], total: 0, page: 1, pageCount: 1, error: false };
  if (!keyword) return base;
  try {
    const wanted = parsePage(query.page);
    const run = (pageNo: number) => searchArticles({ keyword, pageNo, pageSize: SEARCH_PAGE_SIZE }, QUIET);
    const [first, help] = await Promise.all([run(wanted), searchHelpByTitle(keyword, QUIET)]);
    const total = first.total ?? first.data.length;
    const page = clampPage(wanted, total, SEARCH_PAGE_SIZE);
    const res = page === wanted ? first : await run(page);
    return { ...base, items: res.data.map(toCard), help: page === 1 ? help.data : [], total, page, pageCount: pageCount(total, SEARCH_PAGE_SIZE) };
  } catch {
    return { ...base, error: true };
  }
}
