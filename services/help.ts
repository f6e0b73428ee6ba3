import { http, type CallOptions } from '@/lib/http';
import type { HelpArticle, HelpChannel, HelpClass, HelpProblem, HelpSearchResult } from '@/lib/content-types';

/** SPEC §7: help calls may carry an activityId header. */
export interface HelpCallOptions extends CallOptions {
  activityId?: string;
}

function withActivity(opts: HelpCallOptions = {}): CallOptions {
  const { activityId, ...rest } = opts;
  return activityId ? { ...rest, headers: { activityId, ...rest.headers } } : rest;
}

const BASE = '/nn-assist/pcAdvert';

/** POST /nn-assist/pcAdvert/findAllClassify — every help class with its icon and article count. */
export function listHelpClasses(opts?: HelpCallOptions) {
  return http.post<HelpClass[]>(`${BASE}/findAllClassify`, {}, withActivity(opts));
}

/** POST /nn-assist/pcAdvert/findProblemByClassify — one page of the help articles (rows) of a class. */
export function listHelpProblems(query: { classifyId: number; pageNo: number; pageSize: number }, opts?: HelpCallOptions) {
  return http.post<HelpProblem[]>(`${BASE}/findProblemByClassify`, query, withActivity(opts));
}

/** POST /nn-assist/pcAdvert/findArticleContent/{id} — a help article with its HTML body; rejects ARTICLE_NOT_FOUND. */
export function getHelpArticle(id: number, opts?: HelpCallOptions) {
  return http.post<HelpArticle>(`${BASE}/findArticleContent/${encodeURIComponent(String(id))}`, {}, withActivity(opts));
}

/** POST /nn-assist/pcAdvert/findArticleByChannel — the help articles of a fixed group (about, directory, newbie, client). */
export function listHelpByChannel(channel: HelpChannel, opts?: HelpCallOptions) {
  return http.post<HelpProblem[]>(`${BASE}/findArticleByChannel`, { channel }, withActivity(opts));
}

/** POST /nn-assist/pcAdvert/findAllCommonProblem — the help articles flagged as common problems. */
export function listCommonProblems(opts?: HelpCallOptions) {
  return http.post<HelpProblem[]>(`${BASE}/findAllCommonProblem`, {}, withActivity(opts));
}

/** POST /nn-assist/pcAdvert/findArticleByTitle — up to 10 `{id, title}` whose title contains the text literally. */
export function searchHelpByTitle(title: string, opts?: HelpCallOptions) {
  return http.post<HelpSearchResult[]>(`${BASE}/findArticleByTitle`, { title }, withActivity(opts));
}
