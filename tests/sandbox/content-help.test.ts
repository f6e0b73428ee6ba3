// @vitest-environment node
// Behaviour across files: the sandbox's help-centre API over the help seed (sandbox/handlers/content.ts, seed/content/help.ts, help-data.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import type { HelpArticle, HelpClass, HelpProblem, HelpSearchResult } from '@/lib/content-types';
import { FIRST_HELP_ID } from '@/sandbox/seed/content';
import { freshSandbox, post } from '../support/sandbox-calls';

const BASE = '/nn-assist/pcAdvert';
const byTitle = (title: unknown) => post<HelpSearchResult[]>(`${BASE}/findArticleByTitle`, { title });

describe('help centre', () => {
  beforeEach(freshSandbox);

  it('classes with icon and count; the counts add up to every article', async () => {
    const res = await post<HelpClass[]>(`${BASE}/findAllClassify`);
    expect(res.retData.length).toBeGreaterThanOrEqual(6);
    expect(res.retData.map((c) => c.name)).toEqual(expect.arrayContaining(['安装与更新', '账号与登录', '加速问题', '会员与充值', '语音开黑', '常见故障']));
    for (const c of res.retData) expect(c.icon).toMatch(/^\/covers\/help\/.+\.webp$/);
    const total = res.retData.reduce((n, c) => n + c.count, 0);
    expect(total).toBeGreaterThanOrEqual(40);
  });

  it('problems of a class are paged with total', async () => {
    const first = await post<HelpProblem[]>(`${BASE}/findProblemByClassify`, { classifyId: 3, pageNo: 1, pageSize: 4 });
    expect(first.retData).toHaveLength(4);
    expect(first.total).toBeGreaterThan(4);
    expect(first.retData.every((p) => p.classifyId === 3 && p.className === '加速问题')).toBe(true);
    const second = await post<HelpProblem[]>(`${BASE}/findProblemByClassify`, { classifyId: 3, pageNo: 2, pageSize: 4 });
    expect(second.retData.length).toBe(first.total - 4);
    expect((await post(`${BASE}/findProblemByClassify`, { classifyId: 'x' })).retData).toEqual([]);
  });

  it('article content with related entries of its class; unknown id → ARTICLE_NOT_FOUND', async () => {
    const res = await post<HelpArticle>(`${BASE}/findArticleContent/${FIRST_HELP_ID}`);
    expect(res.retData).toMatchObject({ id: FIRST_HELP_ID, title: '如何下载并安装NN加速器客户端', classifyId: 1, common: true });
    expect(res.retData.content).toMatch(/<ol>.*<\/ol>/s);
    expect(res.retData.related.length).toBeGreaterThan(0);
    expect(res.retData.related.some((r) => r.id === FIRST_HELP_ID)).toBe(false);
    for (const id of ['9999', 'abc', '-1']) {
      expect(await post(`${BASE}/findArticleContent/${id}`)).toMatchObject({ retCode: 'ARTICLE_NOT_FOUND', retMsg: '文章不存在或已下线' });
    }
  });

  it('common problems are the flagged ones; channels group fixed entries', async () => {
    const common = await post<HelpProblem[]>(`${BASE}/findAllCommonProblem`);
    expect(common.retData.length).toBeGreaterThanOrEqual(8);
    expect(common.retData.every((p) => p.common)).toBe(true);
    const about = await post<HelpProblem[]>(`${BASE}/findArticleByChannel`, { channel: 'about' });
    expect(about.retData.map((p) => p.title)).toContain('NN加速器是什么');
    expect((await post(`${BASE}/findArticleByChannel`, { channel: 'nowhere' })).retData).toEqual([]);
  });

  it('title search is a literal contains match, at most 10 {id, title}', async () => {
    const res = await byTitle('怎么');
    expect(res.retData.length).toBeGreaterThan(0);
    for (const hit of res.retData) {
      expect(Object.keys(hit).sort()).toEqual(['id', 'title']);
      expect(hit.title).toContain('怎么');
    }
    const many = await byTitle('如何');
    expect(many.retData).toHaveLength(10); // more than 10 titles contain 如何
    expect(many.total).toBe(10);
  });

  it.each(['%', '_', '.*', '[', '(', '😀', '<script>', 'a'.repeat(500)])('hostile title %j → no error, nothing matched loosely', async (title) => {
    const res = await byTitle(title);
    expect(res.retCode).toBe('100');
    for (const hit of res.retData) expect(hit.title).toContain(title.slice(0, 50));
  });

  it('an empty or missing title answers an empty list', async () => {
    expect((await byTitle('')).retData).toEqual([]);
    expect((await byTitle(null)).retData).toEqual([]);
  });
});
