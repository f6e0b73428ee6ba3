import { http } from 'msw';
import { ARTICLE_TYPES, type ArticleDetail, type ArticleSummary, type ArticleType, type CommentTargetType, type HelpArticle, type HelpProblem } from '@/lib/content-types';
import { fail, ok } from '../envelope';
import { addComment, checkCommentContent, commentKey, commentsOf, findComment, toCommentItem, togglePraise } from '../model/comments';
import { checkToken } from '../model/tokens';
import { readBody, str, type Body } from '../request-body';
import { requireUser } from '../require-user';
import { bannersAt, contentCatalogue, type SeedArticle, type SeedHelpArticle } from '../seed/content';

/** Clients send 500-character pastes; the service looks at the first 50 (help search: the client cuts to 20). */
export const SEARCH_MAX_CHARS = 50;
export const HELP_SEARCH_LIMIT = 10;
export const MAX_PAGE_SIZE = 50;
const RELATED_COUNT = 4;

const ARTICLE_NOT_FOUND = () => fail('ARTICLE_NOT_FOUND', '文章不存在或已下线');
const PARAM_ERROR = () => fail('PARAM_ERROR', '参数错误');

/** A positive id from a body/query value; anything else (abc, -1, 1e3, 20 digits) is null. */
export function parseId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

function intOr(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

interface Page {
  pageNo: number;
  pageSize: number;
}

/** Tolerant paging: bad or missing values fall back to page 1 of 10; sizes are capped. */
export function pageOf(get: (key: string) => unknown): Page {
  const pageNo = Math.max(1, intOr(get('pageNo'), 1));
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, intOr(get('pageSize'), 10)));
  return { pageNo, pageSize };
}

function paged<T>(items: readonly T[], { pageNo, pageSize }: Page): Response {
  const start = (pageNo - 1) * pageSize;
  return ok(items.slice(start, start + pageSize), { total: items.length });
}

const fromBody = (body: Body) => (key: string) => body[key];
const fromQuery = (request: Request) => {
  const params = new URL(request.url).searchParams;
  return (key: string) => params.get(key) ?? undefined;
};

function summaryOf(article: SeedArticle): ArticleSummary {
  const { content: _content, ...summary } = article;
  return summary;
}

function isArticleType(value: string): value is ArticleType {
  return (ARTICLE_TYPES as readonly string[]).includes(value);
}

/** Literal, case-insensitive containment: no wildcard or regex meaning for `%`, `_`, `.*` … */
export function containsLiteral(haystack: string, needle: string): boolean {
  return haystack.toLocaleLowerCase('zh-CN').includes(needle.toLocaleLowerCase('zh-CN'));
}

/** Trimmed and cut by code point, so an emoji is never split in half. */
export function cutKeyword(raw: string, max = SEARCH_MAX_CHARS): string {
  return Array.from(raw.trim()).slice(0, max).join('').trim();
}

const articlePage = http.post('*/nn-assist/article/service/page', async ({ request }) => {
  const body = await readBody(request);
  const type = str(body, 'type');
  if (!isArticleType(type)) return PARAM_ERROR();
  const classId = parseId(body.classId);
  const gameId = parseId(body.gameId);
  const items = contentCatalogue().articles.filter(
    (a) => a.type === type && (classId === null || a.classId === classId) && (gameId === null || a.gameId === gameId),
  );
  return paged(items.map(summaryOf), pageOf(fromBody(body)));
});

const classPage = http.post('*/nn-assist/article/class/page', async ({ request }) => {
  const body = await readBody(request);
  const type = str(body, 'type');
  const classes = contentCatalogue().classes.filter((c) => !isArticleType(type) || c.type === type);
  return ok(classes, { total: classes.length });
});

function matchesKeyword(a: SeedArticle, keyword: string): boolean {
  return [a.title, a.summary, a.gameName ?? '', ...a.tags].some((field) => containsLiteral(field, keyword));
}

const search = http.post('*/nn-assist/article/search', async ({ request }) => {
  const body = await readBody(request);
  const keyword = cutKeyword(typeof body.keyword === 'string' ? body.keyword : str(body, 'keyword'));
  if (!keyword) return ok([], { total: 0 });
  const hits = contentCatalogue().articles.filter((a) => matchesKeyword(a, keyword)).sort((x, y) => y.publishTime - x.publishTime);
  return paged(hits.map(summaryOf), pageOf(fromBody(body)));
});

function relatedOf(article: SeedArticle, siblings: SeedArticle[]): ArticleSummary[] {
  const close = (a: SeedArticle) => (article.gameId !== undefined ? a.gameId === article.gameId : a.classId === article.classId);
  return siblings.filter((a) => a.id !== article.id && close(a)).slice(0, RELATED_COUNT).map(summaryOf);
}

export function articleDetail(id: number): ArticleDetail | null {
  const { articles, byId } = contentCatalogue();
  const article = byId.get(id);
  if (!article) return null;
  const siblings = articles.filter((a) => a.type === article.type);
  const at = siblings.indexOf(article);
  const link = (a: SeedArticle | undefined) => (a ? { id: a.id, title: a.title } : null);
  return { ...article, prev: link(siblings[at - 1]), next: link(siblings[at + 1]), related: relatedOf(article, siblings) };
}

const detail = http.get('*/nn-assist/article/detail', ({ request }) => {
  const id = parseId(new URL(request.url).searchParams.get('id'));
  const found = id === null ? null : articleDetail(id);
  return found ? ok(found) : ARTICLE_NOT_FOUND();
});

const classifyList = http.get('*/nn-assist/classify/article/list', ({ request }) => {
  const get = fromQuery(request);
  const classId = parseId(get('classId'));
  const items = classId === null ? [] : contentCatalogue().articles.filter((a) => a.classId === classId);
  return paged(items.map(summaryOf), pageOf(get));
});

export const articleHandlers = [articlePage, classPage, search, detail, classifyList];

function problemOf(h: SeedHelpArticle): HelpProblem {
  return { id: h.id, title: h.title, classifyId: h.classifyId, className: h.className, common: h.common, updateTime: h.updateTime };
}

function helpArticle(h: SeedHelpArticle): HelpArticle {
  const related = contentCatalogue()
    .help.filter((x) => x.classifyId === h.classifyId && x.id !== h.id)
    .slice(0, 5)
    .map((x) => ({ id: x.id, title: x.title }));
  return { ...problemOf(h), content: h.content, related };
}

const ADVERT = '*/nn-assist/pcAdvert';

export const helpHandlers = [
  http.post(`${ADVERT}/findAllClassify`, () => {
    const classes = contentCatalogue().helpClasses;
    return ok(classes, { total: classes.length });
  }),
  http.post(`${ADVERT}/findProblemByClassify`, async ({ request }) => {
    const body = await readBody(request);
    const classifyId = parseId(body.classifyId);
    const items = classifyId === null ? [] : contentCatalogue().help.filter((h) => h.classifyId === classifyId);
    return paged(items.map(problemOf), pageOf(fromBody(body)));
  }),
  http.post(`${ADVERT}/findArticleContent/:id`, ({ params }) => {
    const id = parseId(params.id);
    const found = id === null ? undefined : contentCatalogue().helpById.get(id);
    return found ? ok(helpArticle(found)) : ARTICLE_NOT_FOUND();
  }),
  http.post(`${ADVERT}/findArticleByChannel`, async ({ request }) => {
    const channel = str(await readBody(request), 'channel');
    const items = contentCatalogue().help.filter((h) => (h.channels as string[]).includes(channel)).map(problemOf);
    return ok(items, { total: items.length });
  }),
  http.post(`${ADVERT}/findAllCommonProblem`, () => {
    const items = contentCatalogue().help.filter((h) => h.common).map(problemOf);
    return ok(items, { total: items.length });
  }),
  http.post(`${ADVERT}/findArticleByTitle`, async ({ request }) => {
    const body = await readBody(request);
    const title = cutKeyword(typeof body.title === 'string' ? body.title : '');
    if (!title) return ok([], { total: 0 });
    const hits = contentCatalogue().help.filter((h) => containsLiteral(h.title, title));
    return ok(hits.slice(0, HELP_SEARCH_LIMIT).map((h) => ({ id: h.id, title: h.title })), { total: Math.min(hits.length, HELP_SEARCH_LIMIT) });
  }),
];

export const bannerHandlers = [
  http.get('*/nn-assist/banner/list', ({ request }) => {
    const banners = bannersAt(new URL(request.url).searchParams.get('position') ?? 'home');
    return ok(banners, { total: banners.length });
  }),
];

function targetOf(get: (key: string) => unknown): { key: string; type: CommentTargetType; id: number } | null {
  const type = get('targetType');
  const id = parseId(get('targetId'));
  if ((type !== 'article' && type !== 'game') || id === null) return null;
  return { key: commentKey(type, id), type, id };
}

/** The caller's phone when a valid token came along; comment lists are public, likes are personal. */
function viewerPhone(request: Request): string | null {
  const check = checkToken(request.headers.get('token'));
  return check.ok ? check.user.phone : null;
}

export const commentHandlers = [
  http.get('*/nn-assist/comment/list', ({ request }) => {
    const get = fromQuery(request);
    const target = targetOf(get);
    if (!target) return PARAM_ERROR();
    const phone = viewerPhone(request);
    return paged(commentsOf(target.key).map((c) => toCommentItem(c, phone)), pageOf(get));
  }),
  http.post('*/nn-assist/comment/add', async ({ request }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    const body = await readBody(request);
    const target = targetOf(fromBody(body));
    if (!target) return PARAM_ERROR();
    // Game ids are the catalogue's to check; article comments need a published article.
    if (target.type === 'article' && !contentCatalogue().byId.has(target.id)) return ARTICLE_NOT_FOUND();
    const check = checkCommentContent(typeof body.content === 'string' ? body.content : '');
    if (!check.ok) return fail(check.code, check.msg);
    return ok(toCommentItem(addComment(target.key, auth.user, check.content), auth.user.phone));
  }),
  http.post('*/nn-assist/comment/praise', async ({ request }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    const id = parseId((await readBody(request)).commentId);
    const comment = id === null ? undefined : findComment(id);
    if (!comment) return fail('COMMENT_NOT_FOUND', '评论不存在或已删除');
    return ok(togglePraise(comment, auth.user.phone));
  }),
];

/** Everything this domain registers. findServerById (topic serverId → game) is the game catalogue's. */
export const contentHandlers = [...articleHandlers, ...helpHandlers, ...bannerHandlers, ...commentHandlers];
