import { http, retryable, type CallOptions } from '@/lib/http';
import type {
  ArticleClass,
  ArticleDetail,
  ArticlePageQuery,
  ArticleSearchQuery,
  ArticleSummary,
  ArticleType,
  Banner,
  BannerPosition,
  ClassifyArticleQuery,
} from '@/lib/content-types';

/** POST /nn-assist/article/service/page — one page of article summaries of a type (optionally a class or game); `total` counts all. */
export function listArticles(query: ArticlePageQuery, opts?: CallOptions) {
  return http.post<ArticleSummary[]>('/nn-assist/article/service/page', query, opts);
}

/** POST /nn-assist/article/class/page — the classes of an article type with their article counts. */
export function listArticleClasses(type: ArticleType, opts?: CallOptions) {
  return http.post<ArticleClass[]>('/nn-assist/article/class/page', { type }, opts);
}

/** POST /nn-assist/article/search — articles of every type whose title, summary, tags or game contain the keyword literally. */
export function searchArticles(query: ArticleSearchQuery, opts?: CallOptions) {
  return http.post<ArticleSummary[]>('/nn-assist/article/search', query, opts);
}

/** GET /nn-assist/article/detail — an article with its HTML body, prev/next and related; rejects ARTICLE_NOT_FOUND. */
export function getArticle(id: number, opts?: CallOptions) {
  return http.get<ArticleDetail>('/nn-assist/article/detail', { id }, retryable(opts));
}

/**
 * GET /nn-assist/classify/article/list — one page of the article summaries of a class.
 * No screen in the spec makes this call (SPEC §7 lists it; §2 ties it to no screen), so no page calls it; it is kept, tested against the sandbox, for the screen that will.
 */
export function listClassifyArticles(query: ClassifyArticleQuery, opts?: CallOptions) {
  return http.get<ArticleSummary[]>('/nn-assist/classify/article/list', { ...query }, retryable(opts));
}

/** GET /nn-assist/banner/list — the banners of a position, by ascending `sort`, with site-relative links. */
export function listBanners(position: BannerPosition, opts?: CallOptions) {
  return http.get<Banner[]>('/nn-assist/banner/list', { position }, retryable(opts));
}
