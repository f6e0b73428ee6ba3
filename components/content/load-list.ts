import type { ArticleType } from '@/lib/content-types';
import { clampPage, pageCount, parsePage } from '@/lib/pagination';
import { parsePositiveId } from '@/lib/routes';
import { listArticleClasses, listArticles } from '@/services/content';
import { QUIET } from '@/lib/http';
import { toCard } from './to-page-data';
import type { ArticleCard, ClassTab } from './types';

export const LIST_PAGE_SIZE = 12;

export interface ArticleListProps {
  type: ArticleType;
  items: ArticleCard[];
  total: number;
  page: number;
  pageCount: number;
  classes: ClassTab[];
  /** The selected class, null for all. */
  classId: number | null;
  /** The content service failed: the page shows an error state (and is not cached long). */
  error: boolean;
}

export interface ListQuery {
  page?: unknown;
  class?: unknown;
}

/**
 * One page of a type's articles with its class tabs. `?page` is clamped into 1…last (never an
 * error); an unknown `?class` falls back to all classes.
 */
export async function loadArticleList(type: ArticleType, query: ListQuery = {}, pageSize = LIST_PAGE_SIZE): Promise<ArticleListProps> {
  const wanted = parsePage(query.page);
  const rawClass = parsePositiveId(query.class);
  const empty = { type, items: [], total: 0, page: 1, pageCount: 1, classes: [], classId: null };
  try {
    const classes = (await listArticleClasses(type, QUIET)).data.map((c) => ({ id: c.id, name: c.name, count: c.count }));
    const classId = classes.some((c) => c.id === rawClass) ? rawClass : null;
    const fetchPage = (pageNo: number) => listArticles({ type, pageNo, pageSize, ...(classId ? { classId } : {}) }, QUIET);
    let res = await fetchPage(wanted);
    const total = res.total ?? res.data.length;
    const page = clampPage(wanted, total, pageSize);
    if (page !== wanted) res = await fetchPage(page);
    return { type, items: res.data.map(toCard), total, page, pageCount: pageCount(total, pageSize), classes, classId, error: false };
  } catch {
    return { ...empty, error: true };
  }
}
