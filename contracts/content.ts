import { t, type Contracts } from './schema';

/**
 * Content and help (/nn-assist, SPEC §7 "Content and help"; the banner list of "Game catalogue";
 * SPEC §3 "Help search result", "Game: … remark (comment), praise"): articles (news, guides,
 * special topics, reviews), the help centre, banners and the comments under articles and games.
 * General envelope (retCode "100"). The fields are the site's own wire types (lib/content-types.ts):
 * SPEC §7 names the calls but not their fields, beyond the help search's {id, title}.
 */

/** One row of an article list (ArticleSummary). gameId/gameName only on game articles, serverId only on topics. */
const articleSummaryFields = {
  id: t.number,
  type: t.string,
  title: t.string,
  summary: t.string,
  cover: t.string,
  classId: t.number,
  className: t.string,
  gameId: t.optional(t.number),
  gameName: t.optional(t.string),
  serverId: t.optional(t.number),
  tags: t.array(t.string),
  publishTime: t.number,
  source: t.string,
  views: t.number,
};
const articleSummary = t.object(articleSummaryFields);

/** prev/next neighbour: {id, title}, null at either end of the list. */
const articleLink = t.oneOf(t.object({ id: t.number, title: t.string }), t.null);

/** ArticleDetail: the summary's fields, the HTML body, neighbours and related articles. */
const articleDetail = t.object({
  ...articleSummaryFields,
  content: t.string,
  prev: articleLink,
  next: articleLink,
  related: t.array(articleSummary),
});

/** HelpProblem: one row of a help list. */
const helpProblemFields = {
  id: t.number,
  title: t.string,
  classifyId: t.number,
  className: t.string,
  common: t.boolean,
  updateTime: t.number,
};
const helpProblem = t.object(helpProblemFields);

/** SPEC §3 "Help search result: id, title". */
const helpLink = t.object({ id: t.number, title: t.string });

/**
 * What an article comment and a game remark (contracts/games.ts) both carry, the two being views of one
 * comment store: plain text with emoji tokens, its time, its likes; `praised` follows the caller's token.
 */
const commentFields = { content: t.string, createTime: t.number, praise: t.number, praised: t.boolean };
/** A like toggled on a comment or remark: the new state. */
const praiseState = t.object({ praised: t.boolean, praise: t.number });

/** CommentItem. */
const comment = t.object({ id: t.number, userNick: t.string, userAvatar: t.string, ...commentFields });

const PCA = '/nn-assist/pcAdvert';

export const contentContracts: Contracts = {
  // Articles
  'POST /nn-assist/article/service/page': { envelope: 'general', paged: true, data: t.array(articleSummary), spec: '§7 article/service/page (news, guide, topic, review lists)' },
  'POST /nn-assist/article/class/page': {
    envelope: 'general',
    data: t.array(t.object({ id: t.number, type: t.string, name: t.string, count: t.number })),
    spec: '§7 article/class/page (class tabs)',
  },
  'POST /nn-assist/article/search': { envelope: 'general', paged: true, data: t.array(articleSummary), spec: '§7 article/search' },
  'GET /nn-assist/article/detail': { envelope: 'general', data: articleDetail, spec: '§7 article/detail (article pages, /zt topics)' },
  'GET /nn-assist/classify/article/list': { envelope: 'general', paged: true, data: t.array(articleSummary), spec: '§7 classify/article/list' },
  'GET /nn-assist/banner/list': {
    envelope: 'general',
    data: t.array(t.object({ id: t.number, title: t.string, image: t.string, link: t.string, sort: t.number })),
    spec: '§7 banner/list',
  },

  // Help centre
  [`POST ${PCA}/findAllClassify`]: {
    envelope: 'general',
    data: t.array(t.object({ id: t.number, name: t.string, icon: t.string, count: t.number })),
    spec: '§7 pcAdvert/findAllClassify',
  },
  [`POST ${PCA}/findProblemByClassify`]: { envelope: 'general', paged: true, data: t.array(helpProblem), spec: '§7 pcAdvert/findProblemByClassify' },
  [`POST ${PCA}/findArticleContent/:id`]: {
    envelope: 'general',
    data: t.object({ ...helpProblemFields, content: t.string, related: t.array(helpLink) }),
    spec: '§7 pcAdvert/findArticleContent/{id}',
  },
  [`POST ${PCA}/findArticleByChannel`]: { envelope: 'general', data: t.array(helpProblem), spec: '§7 pcAdvert/findArticleByChannel' },
  [`POST ${PCA}/findAllCommonProblem`]: { envelope: 'general', data: t.array(helpProblem), spec: '§7 pcAdvert/findAllCommonProblem' },
  [`POST ${PCA}/findArticleByTitle`]: { envelope: 'general', data: t.array(helpLink), spec: '§7 findArticleByTitle (title; list with title); §3 help search result id, title' },

  // Comments (articles and games share the store)
  'GET /nn-assist/comment/list': { envelope: 'general', paged: true, data: t.array(comment), spec: 'not in §7; §3 Game: remark (comment), praise' },
  'POST /nn-assist/comment/add': { envelope: 'general', data: comment, spec: 'not in §7; §3 remark (comment); §5 comment length' },
  'POST /nn-assist/comment/praise': { envelope: 'general', data: praiseState, spec: 'not in §7; §3 praise' },
};

/** Shared with the game catalogue's contracts (contracts/games.ts): its remarks and their likes. */
export const commentShapes = { commentFields, praiseState };
