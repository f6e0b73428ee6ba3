// @vitest-environment node
// Behaviour across files: the sandbox's comment API — list, add and praise (sandbox/handlers/content.ts, model/comments.ts, seed/content/comments.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import type { CommentItem, PraiseResult } from '@/lib/content-types';
import { FIRST_NEWS_ID } from '@/sandbox/seed/content';
import { mutate } from '@/sandbox/db';
import { freshSandbox, loginBySms, post } from '../support/sandbox-calls';
import { getJson, qs } from '../support/content-calls';

const list = (targetId: number, headers: Record<string, string> = {}, pageSize = 50) =>
  getJson<CommentItem[]>(`/nn-assist/comment/list?${qs({ targetType: 'article', targetId, pageNo: 1, pageSize })}`, headers);
const add = (content: unknown, token?: string, target: Record<string, unknown> = { targetType: 'article', targetId: FIRST_NEWS_ID }) =>
  post<CommentItem>('/nn-assist/comment/add', { ...target, content }, token ? { token } : {});
const praise = (commentId: unknown, token?: string) => post<PraiseResult>('/nn-assist/comment/praise', { commentId }, token ? { token } : {});

async function tokenOf(phone: string): Promise<string> {
  return (await loginBySms(phone)).retData.token;
}

describe('comments', () => {
  beforeEach(freshSandbox);

  it('seeded comments are listed newest first with total, plain text only', async () => {
    const res = await list(FIRST_NEWS_ID, {}, 4);
    expect(res.total).toBeGreaterThan(4);
    expect(res.retData).toHaveLength(4);
    const times = res.retData.map((c) => c.createTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(res.retData[0]).toMatchObject({ id: expect.any(Number), userNick: expect.any(String), userAvatar: expect.any(String), praised: false });
  });

  it('adding needs a login: auth_40001 without or with a bad token', async () => {
    expect((await add('你好')).retCode).toBe('auth_40001');
    expect((await add('你好', 'not-a-token')).retCode).toBe('auth_40001');
    expect((await praise(1)).retCode).toBe('auth_40001');
  });

  it('stores the text as typed, at the head of the list', async () => {
    const token = await tokenOf('13800138000');
    const text = '  <img src=x onerror=alert(1)> 好文[点赞]  ';
    const res = await add(text, token);
    expect(res.retCode).toBe('100');
    expect(res.retData).toMatchObject({ content: '<img src=x onerror=alert(1)> 好文[点赞]', userNick: '电竞小王', praise: 0, praised: false });
    const after = await list(FIRST_NEWS_ID);
    expect(after.retData[0]!.id).toBe(res.retData.id);
  });

  it('empty → COMMENT_EMPTY; 200 counting chars pass, 201 → COMMENT_TOO_LONG; an emoji token counts 1', async () => {
    const token = await tokenOf('13800138000');
    for (const empty of ['', '   ', null, 42]) {
      expect(await add(empty, token)).toMatchObject({ retCode: 'COMMENT_EMPTY', retMsg: '评论内容不能为空' });
    }
    expect((await add('好'.repeat(200), token)).retCode).toBe('100');
    expect(await add('好'.repeat(201), token)).toMatchObject({ retCode: 'COMMENT_TOO_LONG', retMsg: '当前输入内容超出限制长度' });
    // 199 characters + one emoji token (4 characters of text) = 200 counting characters.
    expect((await add('好'.repeat(199) + '[微笑]', token)).retCode).toBe('100');
    expect((await add('好'.repeat(200) + '[微笑]', token)).retCode).toBe('COMMENT_TOO_LONG');
    // 50 emoji tokens are 200 characters of text but count 50.
    expect((await add('[大笑]'.repeat(50), token)).retCode).toBe('100');
    // An unknown [name] is ordinary text: 4 characters each.
    expect((await add('[不存在]'.repeat(41), token)).retCode).toBe('COMMENT_TOO_LONG');
    // Astral emoji count one each, not two UTF-16 units.
    expect((await add('😀'.repeat(200), token)).retCode).toBe('100');
  });

  it('refuses a bad target: unknown article, bad type or id', async () => {
    const token = await tokenOf('13800138000');
    expect((await add('好', token, { targetType: 'article', targetId: 999999 })).retCode).toBe('ARTICLE_NOT_FOUND');
    expect((await add('好', token, { targetType: 'user', targetId: 1 })).retCode).toBe('PARAM_ERROR');
    expect((await add('好', token, { targetType: 'article', targetId: 'abc' })).retCode).toBe('PARAM_ERROR');
    expect((await getJson('/nn-assist/comment/list?targetType=article&targetId=x')).retCode).toBe('PARAM_ERROR');
  });

  it('praise toggles per user and the list shows the caller its own state', async () => {
    const [a, b] = [await tokenOf('13800138000'), await tokenOf('13900139000')];
    const target = (await list(FIRST_NEWS_ID)).retData[0]!;
    const base = target.praise;
    expect((await praise(target.id, a)).retData).toEqual({ praised: true, praise: base + 1 });
    expect((await praise(target.id, b)).retData).toEqual({ praised: true, praise: base + 2 });
    expect((await praise(target.id, a)).retData).toEqual({ praised: false, praise: base + 1 });
    const seenByB = (await list(FIRST_NEWS_ID, { token: b })).retData.find((c) => c.id === target.id)!;
    const seenByA = (await list(FIRST_NEWS_ID, { token: a })).retData.find((c) => c.id === target.id)!;
    const seenByVisitor = (await list(FIRST_NEWS_ID)).retData.find((c) => c.id === target.id)!;
    expect([seenByB.praised, seenByA.praised, seenByVisitor.praised]).toEqual([true, false, false]);
    expect(seenByVisitor.praise).toBe(base + 1);
    expect((await praise(99999999, a)).retCode).toBe('COMMENT_NOT_FOUND');
  });

  it('game comments share the store under their own key', async () => {
    const token = await tokenOf('13800138000');
    const res = await add('这游戏加速后很稳[666]', token, { targetType: 'game', targetId: 10231 });
    expect(res.retCode).toBe('100');
    const games = await getJson<CommentItem[]>(`/nn-assist/comment/list?${qs({ targetType: 'game', targetId: 10231, pageNo: 1, pageSize: 5 })}`);
    expect(games.retData[0]!.id).toBe(res.retData.id);
    expect((await list(FIRST_NEWS_ID)).retData.some((c) => c.id === res.retData.id)).toBe(false);
  });

  it('invisible and bidi controls are normalised on input: removed, U+2028/U+2029 a space; only them is empty', async () => {
    const token = await tokenOf('13800138071');
    const dirty = '\u200b好\u200d评\u200e\u202e反转\u2066隔离\u2069\u2060\ufeff\u2028下一行\u2029完';
    const added = await add(dirty, token);
    expect(added.retData.content).toBe('好评反转隔离 下一行 完');
    const [first] = (await list(FIRST_NEWS_ID)).retData;
    expect(first.content).toBe('好评反转隔离 下一行 完');
    expect((await add('\u200b\u200c\u200d\u200e\u200f\ufeff', token)).retCode).toBe('COMMENT_EMPTY');
  });

  it('a comment of characters that draw nothing (U+3164 and the like) is an empty comment', async () => {
    const token = await tokenOf('13800138073');
    for (const blank of ['\u3164', '\u3164\u3164 \u3164', '\u115f\u1160', '\uffa0', '\u2800\u2800', '\ufe0f\u{e0041}\u{e0042}', '\u00ad\u034f', '\u3000\u00a0\u3164']) {
      expect(await add(blank, token)).toMatchObject({ retCode: 'COMMENT_EMPTY', retMsg: '评论内容不能为空', success: false });
    }
    expect((await list(FIRST_NEWS_ID)).retData.some((c) => c.userNick === 'NN用户8073')).toBe(false);
    expect((await add('\u3164好评\u3164', token)).retCode).toBe('100');
  });

  it('a comment stored before the rule (or by another writer) is normalised on display', async () => {
    const token = await tokenOf('13800138072');
    await add('旧评论', token);
    mutate((s) => {
      s.comments[`article:${FIRST_NEWS_ID}`][0].content = '旧\u200b评\u202e论\u2028尾';
    });
    const [first] = (await list(FIRST_NEWS_ID)).retData;
    expect(first.content).toBe('旧评论 尾');
  });
});
