// @vitest-environment node
// Behaviour across files: the content services through the in-process gateway against the sandbox (services/content.ts, comments.ts, help.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { addComment, listComments, toggleCommentPraise } from '@/services/comments';
import { getArticle, listArticleClasses, listArticles, listBanners, listClassifyArticles, searchArticles } from '@/services/content';
import { getHelpArticle, listCommonProblems, listHelpByChannel, listHelpClasses, listHelpProblems, searchHelpByTitle } from '@/services/help';
import { FIRST_HELP_ID, FIRST_NEWS_ID } from '@/sandbox/seed/content';
import { freshSandbox, loginBySms } from '../support/sandbox-calls';

const quiet = { ignoreError: true } as const;

describe('content services through the in-process gateway', () => {
  beforeEach(freshSandbox);

  it('lists, classes, classify list, search and banners', async () => {
    const news = await listArticles({ type: 'news', pageNo: 1, pageSize: 5 });
    expect(news.data).toHaveLength(5);
    expect(news.total).toBeGreaterThanOrEqual(30);
    expect((await listArticleClasses('news')).data.map((c) => c.name)).toEqual(['版本更新', '维护公告', '活动公告', '电竞资讯']);
    expect((await listClassifyArticles({ classId: 11, pageNo: 1, pageSize: 3 })).data.every((a) => a.classId === 11)).toBe(true);
    const found = await searchArticles({ keyword: '原神', pageNo: 1, pageSize: 10 });
    expect(found.total).toBeGreaterThan(0);
    expect((await listBanners('home')).data[0]).toMatchObject({ link: expect.stringMatching(/^\//) });
  });

  it('getArticle resolves a detail and rejects an unknown id with the code', async () => {
    const article = await getArticle(FIRST_NEWS_ID);
    expect(article.data).toMatchObject({ id: FIRST_NEWS_ID, prev: null, next: { id: FIRST_NEWS_ID + 1 } });
    await expect(getArticle(424242, quiet)).rejects.toMatchObject({ code: 'ARTICLE_NOT_FOUND', msg: '文章不存在或已下线' });
  });

  it('help calls', async () => {
    expect((await listHelpClasses()).data.length).toBeGreaterThanOrEqual(6);
    expect((await listHelpProblems({ classifyId: 1, pageNo: 1, pageSize: 3 })).data).toHaveLength(3);
    expect((await getHelpArticle(FIRST_HELP_ID, { activityId: '10024' })).data.id).toBe(FIRST_HELP_ID);
    expect((await listHelpByChannel('about')).data.length).toBeGreaterThan(0);
    expect((await listCommonProblems()).data.every((p) => p.common)).toBe(true);
    expect((await searchHelpByTitle('验证码')).data.length).toBeGreaterThan(0);
  });

  it('comments: add needs a token; praise toggles', async () => {
    await expect(addComment({ targetType: 'article', targetId: FIRST_NEWS_ID, content: '好' }, quiet)).rejects.toMatchObject({ code: 'auth_40001' });
    const { token } = (await loginBySms('13800138000')).retData;
    const withToken = { ...quiet, headers: { token } };
    const added = await addComment({ targetType: 'article', targetId: FIRST_NEWS_ID, content: '写得好[点赞]' }, withToken);
    expect(added.data.content).toBe('写得好[点赞]');
    expect((await toggleCommentPraise(added.data.id, withToken)).data).toEqual({ praised: true, praise: 1 });
    const page = await listComments({ targetType: 'article', targetId: FIRST_NEWS_ID, pageNo: 1, pageSize: 2 }, withToken);
    expect(page.data[0]).toMatchObject({ id: added.data.id, praised: true });
  });
});
