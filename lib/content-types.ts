/**
 * Wire types of the content, help, banner and comment calls (SPEC §7 "Content and help"), shared by
 * services/ and the sandbox. Pure types: lib never imports the sandbox.
 */

/** news → /news/:id.html, guide → /gl/:id.html, topic → /zt/:serverId.html, review → /pl/:id.html. */
export type ArticleType = 'news' | 'guide' | 'topic' | 'review';

export const ARTICLE_TYPES: readonly ArticleType[] = ['news', 'guide', 'topic', 'review'];

/** One row of an article list. */
export interface ArticleSummary {
  id: number;
  type: ArticleType;
  title: string;
  summary: string;
  /** Site-relative path of the cover image, e.g. `/covers/game-pubg.webp`. */
  cover: string;
  classId: number;
  className: string;
  gameId?: number;
  gameName?: string;
  /** Topics only: the game's serverId, the `{serverId}` of `/zt/{serverId}.html`. */
  serverId?: number;
  tags: string[];
  /** Epoch milliseconds. */
  publishTime: number;
  source: string;
  views: number;
}

export interface ArticleLink {
  id: number;
  title: string;
}

/** `prev` is the newer neighbour in the list order (上一篇), `next` the older one (下一篇). */
export interface ArticleDetail extends ArticleSummary {
  /** Rich HTML; render it only through the sanitising component. */
  content: string;
  prev: ArticleLink | null;
  next: ArticleLink | null;
  related: ArticleSummary[];
}

export interface ArticlePageQuery {
  pageNo: number;
  pageSize: number;
  type: ArticleType;
  classId?: number;
  gameId?: number;
}

export interface ArticleClass {
  id: number;
  type: ArticleType;
  name: string;
  /** Articles in the class. */
  count: number;
}

export interface ArticleSearchQuery {
  /** Matched literally (no wildcards, no regex) against title, summary, tags and game name; cut to 50 characters. */
  keyword: string;
  pageNo: number;
  pageSize: number;
}

export interface ClassifyArticleQuery {
  classId: number;
  pageNo: number;
  pageSize: number;
}

/** A help-centre class (安装与更新, 账号与登录 …). */
export interface HelpClass {
  id: number;
  name: string;
  /** Site-relative icon path. */
  icon: string;
  count: number;
}

/** One row of a help list. */
export interface HelpProblem {
  id: number;
  title: string;
  classifyId: number;
  className: string;
  /** Flagged as a common problem (常见问题). */
  common: boolean;
  /** Epoch milliseconds. */
  updateTime: number;
}

export interface HelpArticle extends HelpProblem {
  /** Rich HTML; render it only through the sanitising component. */
  content: string;
  /** Other articles of the same class. */
  related: HelpSearchResult[];
}

/** A help search hit (SPEC §3: id, title). */
export interface HelpSearchResult {
  id: number;
  title: string;
}

/**
 * Fixed help-article groups: `about` (关于NN加速器, /helpCenter/about), `directory` (the help
 * directory's featured entries), `newbie` (新手必读), `client` (shown inside the PC client).
 */
export type HelpChannel = 'about' | 'directory' | 'newbie' | 'client';

export type BannerPosition = 'home' | 'news' | 'yxxz';

export interface Banner {
  id: number;
  title: string;
  image: string;
  /** Site-relative link. */
  link: string;
  /** Ascending display order. */
  sort: number;
}

/** `game` comments belong to the game catalogue; both share the comment store. */
export type CommentTargetType = 'article' | 'game';

export interface CommentQuery {
  targetType: CommentTargetType;
  targetId: number;
  pageNo: number;
  pageSize: number;
}

export interface CommentItem {
  id: number;
  userNick: string;
  userAvatar: string;
  /** Plain text with emoji tokens like `[微笑]`; never render it as HTML. */
  content: string;
  /** Epoch milliseconds. */
  createTime: number;
  praise: number;
  /** Whether the caller (by token) has praised it; false for visitors. */
  praised: boolean;
}

export interface AddCommentBody {
  targetType: CommentTargetType;
  targetId: number;
  content: string;
}

export interface PraiseResult {
  praised: boolean;
  praise: number;
}

/** findServerById: which game a special-topic serverId belongs to. */
export interface ServerGame {
  serverId: number;
  gameId: number;
  gameName: string;
}
