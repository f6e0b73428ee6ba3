// @vitest-environment node
// Behaviour across files: the sandbox's article API — lists, search, detail and banners over the content seed (sandbox/handlers/content.ts, seed/content/*).
import { beforeEach, describe, expect, it } from 'vitest';
import type { ArticleClass, ArticleDetail, ArticleSummary, Banner } from '@/lib/content-types';
import { FIRST_GUIDE_ID, FIRST_NEWS_ID, FIRST_TOPIC_ID, HOSTILE_ARTICLE_ID } from '@/sandbox/seed/content';
import { freshSandbox, post } from '../support/sandbox-calls';
import { articlePage, getJson, qs, search } from '../support/content-calls';

describe('article lists', () => {
  beforeEach(freshSandbox);

  it('pages news newest first with the count in total', async () => {
    const first = await articlePage({ type: 'news', pageNo: 1, pageSize: 10 });
    const second = await articlePage({ type: 'news', pageNo: 2, pageSize: 10 });
    expect(first.retCode).toBe('100');
    expect(first.total).toBeGreaterThanOrEqual(30);
    expect(second.total).toBe(first.total);
    expect(first.retData).toHaveLength(10);
    expect(first.retData[0]!.id).toBe(FIRST_NEWS_ID);
    const times = [...first.retData, ...second.retData].map((a) => a.publishTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set([...first.retData, ...second.retData].map((a) => a.id)).size).toBe(20);
    const item = first.retData[0]!;
    expect(item).toMatchObject({ type: 'news', source: expect.any(String), className: expect.any(String), cover: expect.stringMatching(/^\/covers\//) });
    expect(item).not.toHaveProperty('content');
  });

  it('the last page is short and a page past the end is empty, not an error', async () => {
    const all = await articlePage({ type: 'news', pageNo: 1, pageSize: 50 });
    const last = await articlePage({ type: 'news', pageNo: Math.ceil(all.total / 10), pageSize: 10 });
    expect(last.retData.length).toBe(all.total % 10 || 10);
    const beyond = await articlePage({ type: 'news', pageNo: 100000, pageSize: 10 });
    expect(beyond).toMatchObject({ retCode: '100', retData: [], total: all.total });
  });

  it.each([
    [{ pageNo: -1, pageSize: 10 }, 10],
    [{ pageNo: 'x', pageSize: 'y' }, 10],
    [{ pageNo: 1, pageSize: 100000 }, 50],
    [{}, 10],
  ])('bad paging %j falls back to a sensible page', async (paging, size) => {
    const res = await articlePage({ type: 'guide', ...paging });
    expect(res.retCode).toBe('100');
    expect(res.retData).toHaveLength(Math.min(size, res.total));
  });

  it('filters by class and by game; an unknown type is a parameter error', async () => {
    const classes = await post<ArticleClass[]>('/nn-assist/article/class/page', { type: 'guide' });
    expect(classes.retData.map((c) => c.name)).toEqual(['网络优化', '卡顿掉线', '区服选择', '新手入门']);
    const lag = await articlePage({ type: 'guide', classId: 12, pageNo: 1, pageSize: 50 });
    expect(lag.total).toBe(classes.retData.find((c) => c.id === 12)!.count);
    expect(lag.retData.every((a) => a.classId === 12)).toBe(true);
    const pubg = await articlePage({ type: 'guide', gameId: 101, pageNo: 1, pageSize: 50 });
    expect(pubg.total).toBe(3);
    expect(pubg.retData.every((a) => a.gameName === '绝地求生')).toBe(true);
    expect((await articlePage({ type: 'video', pageNo: 1, pageSize: 10 })).retCode).toBe('PARAM_ERROR');
  });

  it('topics carry their serverId; the classify list pages one class', async () => {
    const topics = await articlePage({ type: 'topic', pageNo: 1, pageSize: 50 });
    for (const t of topics.retData) expect(t.serverId).toEqual(expect.any(Number));
    const res = await getJson<ArticleSummary[]>(`/nn-assist/classify/article/list?${qs({ classId: 1, pageNo: 1, pageSize: 5 })}`);
    expect(res.retData).toHaveLength(5);
    expect(res.retData.every((a) => a.className === '版本更新')).toBe(true);
    expect((await getJson(`/nn-assist/classify/article/list?classId=abc`)).retData).toEqual([]);
  });
});

describe('article search', () => {
  beforeEach(freshSandbox);

  it('finds by title, tag and game name', async () => {
    const res = await search('永劫无间');
    expect(res.total).toBeGreaterThanOrEqual(4);
    expect(res.retData.every((a) => JSON.stringify(a).includes('永劫无间'))).toBe(true);
    expect((await search('apex')).total).toBeGreaterThan(0); // case-insensitive
  });

  it.each(['%', '_', '.*', '(', '[', '\\', '^$', '?', '+', '<script>alert(1)</script>', '😀🎮', "' OR 1=1 --"])(
    'treats %j literally without an error',
    async (keyword) => {
      const res = await search(keyword, 1, 50);
      expect(res.retCode).toBe('100');
      // A wildcard or regex reading would match (nearly) everything; literal hits really contain the text.
      expect(res.total).toBeLessThan(3);
      for (const a of res.retData) expect([a.title, a.summary, a.gameName, ...a.tags].join('\n')).toContain(keyword);
    },
  );

  it('cuts a 500-character keyword to 50 characters', async () => {
    const long = await search('延'.repeat(500));
    expect(long).toMatchObject({ retCode: '100', total: 0 });
    // The first 50 characters of this input are a real phrase followed by padding that is cut away.
    const phrase = '网络优化全攻略';
    const cut = await search(phrase + ' '.repeat(43) + 'x'.repeat(450));
    expect(cut.total).toBe((await search(phrase)).total);
    expect(cut.total).toBeGreaterThan(0);
  });

  it('an empty or non-string keyword answers an empty list', async () => {
    expect(await search('   ')).toMatchObject({ retCode: '100', retData: [], total: 0 });
    expect(await search({ $ne: 1 })).toMatchObject({ retCode: '100', retData: [], total: 0 });
  });
});

describe('article detail', () => {
  beforeEach(freshSandbox);

  it('answers the body with prev (newer) / next (older) and related items', async () => {
    const list = (await articlePage({ type: 'news', pageNo: 1, pageSize: 3 })).retData;
    const middle = await getJson<ArticleDetail>(`/nn-assist/article/detail?id=${list[1]!.id}`);
    expect(middle.retData.prev).toEqual({ id: list[0]!.id, title: list[0]!.title });
    expect(middle.retData.next).toEqual({ id: list[2]!.id, title: list[2]!.title });
    expect(middle.retData.content).toMatch(/<h2>/);
    const first = await getJson<ArticleDetail>(`/nn-assist/article/detail?id=${FIRST_NEWS_ID}`);
    expect(first.retData.prev).toBeNull();
    const all = await articlePage({ type: 'news', pageNo: 1, pageSize: 50 });
    const oldest = await getJson<ArticleDetail>(`/nn-assist/article/detail?id=${all.retData.at(-1)!.id}`);
    expect(oldest.retData.next).toBeNull();
  });

  it('related items are of the same type and game, never the article itself', async () => {
    const guide = (await getJson<ArticleDetail>(`/nn-assist/article/detail?id=${FIRST_GUIDE_ID}`)).retData;
    expect(guide.related.length).toBeGreaterThan(0);
    for (const r of guide.related) {
      expect(r).toMatchObject({ type: 'guide', gameId: guide.gameId });
      expect(r.id).not.toBe(guide.id);
      expect(r).not.toHaveProperty('content');
    }
    const topic = (await getJson<ArticleDetail>(`/nn-assist/article/detail?id=${FIRST_TOPIC_ID}`)).retData;
    const topicGuides = await articlePage({ type: 'guide', gameId: topic.gameId, pageNo: 1, pageSize: 10 });
    for (const g of topicGuides.retData) expect(topic.content).toContain(`href="/gl/${g.id}.html"`);
  });

  it.each(['99999', 'abc', '-1', '1.5', '99999999999999999999', '', '10001 OR 1=1'])('id %j → ARTICLE_NOT_FOUND', async (id) => {
    const res = await getJson(`/nn-assist/article/detail?id=${encodeURIComponent(id)}`);
    expect(res).toMatchObject({ retCode: 'ARTICLE_NOT_FOUND', retMsg: '文章不存在或已下线', success: false });
  });

  it('serves the hostile security fixture verbatim (the sanitiser, not the API, neutralises it)', async () => {
    const res = (await getJson<ArticleDetail>(`/nn-assist/article/detail?id=${HOSTILE_ARTICLE_ID}`)).retData;
    expect(res.title).toBe('客户端安全公告');
    for (const needle of ['<img src=x onerror=alert(1)>', '<script>alert(1)</script>', 'href="javascript:alert(1)"', '<iframe srcdoc=']) {
      expect(res.content).toContain(needle);
    }
  });
});

describe('banners', () => {
  beforeEach(freshSandbox);

  it.each(['home', 'news', 'yxxz'])('%s banners are sorted with site-relative links', async (position) => {
    const res = await getJson<Banner[]>(`/nn-assist/banner/list?position=${position}`);
    expect(res.retData.length).toBeGreaterThanOrEqual(3);
    expect(res.retData.map((b) => b.sort)).toEqual([...res.retData.map((b) => b.sort)].sort((a, b) => a - b));
    for (const b of res.retData) {
      expect(b.link).toMatch(/^\/(?!\/)/);
      expect(b.image).toMatch(/^\/covers\/.+\.webp$/);
    }
  });

  it('an unknown position answers an empty list', async () => {
    expect((await getJson('/nn-assist/banner/list?position=nowhere')).retData).toEqual([]);
  });
});
