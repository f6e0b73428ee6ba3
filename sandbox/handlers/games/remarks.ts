import { http } from 'msw';
import type { GameRemark } from '@/lib/game-types';
import { db, mutate } from '../../db';
import { fail, ok } from '../../envelope';
import { addComment, checkCommentContent, commentKey, commentsOf, toCommentItem, togglePraise } from '../../model/comments';
import { readBody, type Body } from '../../request-body';
import { requireUser } from '../../require-user';
import type { SandboxComment } from '../../types';
import { findByGameId, findByServerId, GAME_NOT_FOUND, parseId, scoreOf, viewerPhone } from './model';
import { pageOf, parsePage } from './query';

/** Ratings, comments ("remarks") and likes of a game. Comments live in the shared comment store. */

const BASE = '*/nchannel/channel/business';
const REMARK_PAGE_SIZE = 10;
const REMARK_MAX_PAGE_SIZE = 50;

const remarkKey = (serverId: number) => commentKey('game', serverId);

/** A stored comment as the catalogue answers it: the article comment's answer, id and author renamed. */
function toRemark(comment: SandboxComment, viewer: string | null): GameRemark {
  const { id, userNick, userAvatar, ...rest } = toCommentItem(comment, viewer);
  return { remarkId: id, nickName: userNick, avatar: userAvatar, ...rest };
}

function remarkPage(request: Request, defaultSize: number): Response {
  const q = new URL(request.url).searchParams;
  const game = findByServerId(q.get('serverId'));
  if (!game) return GAME_NOT_FOUND();
  const all = commentsOf(remarkKey(game.serverId));
  const page = parsePage(q.get('pageNo'), q.get('pageSize'), defaultSize, REMARK_MAX_PAGE_SIZE);
  const viewer = viewerPhone(request);
  return ok(pageOf(all, page).map((c) => toRemark(c, viewer)), { total: all.length });
}

/** 1..5 as a number or a numeric string; 4.5, 0, 6, '' and junk are refused. */
function parseScore(body: Body): number | null {
  const raw = body.score;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;
}

/** A remark id of a game comment; article comments are not reachable through the game API. */
function findGameComment(remarkId: number | null): SandboxComment | undefined {
  if (remarkId === null) return undefined;
  for (const [key, list] of Object.entries(db().comments)) {
    if (!key.startsWith('game:')) continue;
    const found = list.find((c) => c.id === remarkId);
    if (found) return found;
  }
  return undefined;
}

export const remarkHandlers = [
  http.get(`${BASE}/findGameScore/:id`, ({ params, request }) => {
    const game = findByGameId(params.id);
    return game ? ok(scoreOf(game, viewerPhone(request))) : GAME_NOT_FOUND();
  }),
  http.post(`${BASE}/addGameScore`, async ({ request }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    const body = await readBody(request);
    const game = findByServerId(body.serverId);
    if (!game) return GAME_NOT_FOUND();
    const score = parseScore(body);
    if (score === null) return fail('SCORE_INVALID', '评分需在1~5分之间');
    // One rating per user and game: rating again replaces the earlier one.
    mutate((s) => {
      (s.games.scores[game.serverId] ??= {})[auth.user.phone] = score;
    });
    return ok(scoreOf(game, auth.user.phone));
  }),
  http.get(`${BASE}/findRemarkIndex`, ({ request }) => remarkPage(request, REMARK_PAGE_SIZE)),
  http.get(`${BASE}/findRemark`, ({ request }) => remarkPage(request, REMARK_PAGE_SIZE)),
  http.post(`${BASE}/addNoticeRemark`, async ({ request }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    const body = await readBody(request);
    const game = findByServerId(body.serverId);
    if (!game) return GAME_NOT_FOUND();
    const check = checkCommentContent(typeof body.content === 'string' ? body.content : '');
    if (!check.ok) return fail(check.code, check.msg);
    const comment = addComment(remarkKey(game.serverId), auth.user, check.content);
    return ok(toRemark(comment, auth.user.phone));
  }),
  http.post(`${BASE}/modifyRemarkPraise`, async ({ request }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    const body = await readBody(request);
    const comment = findGameComment(parseId(body.remarkId));
    if (!comment) return fail('REMARK_NOT_FOUND', '评论不存在或已删除');
    return ok(togglePraise(comment, auth.user.phone));
  }),
];

