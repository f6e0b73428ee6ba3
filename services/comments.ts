import { http, retryable, type CallOptions } from '@/lib/http';
import type { AddCommentBody, CommentItem, CommentQuery, PraiseResult } from '@/lib/content-types';

/** GET /nn-assist/comment/list — one page of an article's or game's comments, newest first; `praised` follows the token. */
export function listComments(query: CommentQuery, opts?: CallOptions) {
  return http.get<CommentItem[]>('/nn-assist/comment/list', { ...query }, retryable(opts));
}

/**
 * POST /nn-assist/comment/add — stores a plain-text comment (needs login) and answers it. Rejects
 * COMMENT_EMPTY / COMMENT_TOO_LONG (over 200, an emoji token counting 1) and the auth codes.
 */
export function addComment(body: AddCommentBody, opts?: CallOptions) {
  return http.post<CommentItem>('/nn-assist/comment/add', body, opts);
}

/** POST /nn-assist/comment/praise — likes or un-likes a comment for the logged-in user; answers the new state. */
export function toggleCommentPraise(commentId: number, opts?: CallOptions) {
  return http.post<PraiseResult>('/nn-assist/comment/praise', { commentId }, opts);
}
