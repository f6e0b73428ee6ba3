import { hasVisibleText, normaliseCommentText } from '@/lib/comment-text';
import { COMMENT_MAX_LENGTH, commentLength } from '@/lib/emoji';
import type { CommentItem, CommentTargetType } from '@/lib/content-types';
import { db, mutate, now } from '../db';
import type { SandboxComment, SandboxUser } from '../types';

/**
 * The shared comment store (articles and games). Handlers of both domains go through these
 * functions so the length rule, the like toggle and the answer shape are the same everywhere.
 */

export function commentKey(targetType: CommentTargetType, targetId: number | string): string {
  return `${targetType}:${targetId}`;
}

export function toCommentItem(comment: SandboxComment, viewerPhone: string | null): CommentItem {
  return {
    id: comment.id,
    userNick: comment.userNick,
    userAvatar: comment.userAvatar,
    content: normaliseCommentText(comment.content),
    createTime: comment.createTime,
    praise: comment.seedPraise + comment.praisedBy.length,
    praised: viewerPhone !== null && comment.praisedBy.includes(viewerPhone),
  };
}

/** Newest first, as stored. */
export function commentsOf(key: string): SandboxComment[] {
  return db().comments[key] ?? [];
}

export type CommentCheck = { ok: true; content: string } | { ok: false; code: string; msg: string };

/**
 * Invisible and bidi controls removed (lib/comment-text.ts); then a comment with no visible
 * character (blank, or only fillers such as U+3164 and other invisible characters) or longer than
 * 200 counting characters (an emoji token counts 1) is refused.
 */
export function checkCommentContent(raw: string): CommentCheck {
  const content = normaliseCommentText(raw).trim();
  if (!hasVisibleText(content)) return { ok: false, code: 'COMMENT_EMPTY', msg: '评论内容不能为空' };
  if (commentLength(content) > COMMENT_MAX_LENGTH) return { ok: false, code: 'COMMENT_TOO_LONG', msg: '当前输入内容超出限制长度' };
  return { ok: true, content };
}

/** Stores a checked comment at the head of its list and returns it. */
export function addComment(key: string, user: SandboxUser, content: string): SandboxComment {
  return mutate((s) => {
    const comment: SandboxComment = {
      id: s.nextCommentId++,
      phone: user.phone,
      userNick: user.nickName,
      userAvatar: user.userUrlNn,
      content,
      createTime: now(),
      seedPraise: 0,
      praisedBy: [],
    };
    (s.comments[key] ??= []).unshift(comment);
    return comment;
  });
}

export function findComment(id: number): SandboxComment | undefined {
  for (const list of Object.values(db().comments)) {
    const found = list.find((c) => c.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Likes or un-likes for one user; answers the new state. */
export function togglePraise(comment: SandboxComment, phone: string): { praised: boolean; praise: number } {
  return mutate(() => {
    const at = comment.praisedBy.indexOf(phone);
    if (at >= 0) comment.praisedBy.splice(at, 1);
    else comment.praisedBy.push(phone);
    return { praised: at < 0, praise: comment.seedPraise + comment.praisedBy.length };
  });
}
