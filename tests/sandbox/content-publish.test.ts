// @vitest-environment node
// Behaviour across files: the CMS edit PATCH /__sandbox/articles/{id} and what the article API answers after it (sandbox/controls.ts, model/article-edits.ts, handlers/content.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import type { ArticleDetail, ArticleSummary } from '@/lib/content-types';
import { gateway } from '@/server/gateway/handler';
import { FIRST_GUIDE_ID, FIRST_NEWS_ID, FIRST_REVIEW_ID, FIRST_TOPIC_ID } from '@/sandbox/seed/content';
import { call, freshSandbox, gwRequest, post } from '../support/sandbox-calls';

const patch = async (id: string | number, body: unknown) => {
  const res = await gateway(gwRequest(`/__sandbox/articles/${id}`, { method: 'PATCH', body: typeof body === 'string' ? body : JSON.stringify(body) }));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const detail = async (id: number) => (await call<ArticleDetail>(`/nn-assist/article/detail?id=${id}`)).body.retData;

describe('PATCH /__sandbox/articles/{id} (the CMS edit)', () => {
  beforeEach(async () => {
    freshSandbox();
    await post('/__sandbox/reset');
  });

  it('edits the title and content of a news item, seen by the detail and the list', async () => {
    const res = await patch(FIRST_NEWS_ID, { title: '  发布测试：新标题  ', content: '<p>新的正文</p>' });
    expect(res).toEqual({ status: 200, body: { id: FIRST_NEWS_ID, type: 'news', title: '发布测试：新标题' } });
    const d = await detail(FIRST_NEWS_ID);
    expect(d.title).toBe('发布测试：新标题');
    expect(d.content).toBe('<p>新的正文</p>');
    const list = (await post<ArticleSummary[]>('/nn-assist/article/service/page', { type: 'news', pageNo: 1, pageSize: 50 })).retData;
    expect(list.find((a) => a.id === FIRST_NEWS_ID)?.title).toBe('发布测试：新标题');
  });

  it('edits guides, topics and reviews; a title alone keeps the content', async () => {
    for (const id of [FIRST_GUIDE_ID, FIRST_TOPIC_ID, FIRST_REVIEW_ID]) {
      const before = await detail(id);
      expect((await patch(id, { title: `改 ${id}` })).status).toBe(200);
      const after = await detail(id);
      expect(after.title).toBe(`改 ${id}`);
      expect(after.content).toBe(before.content);
    }
  });

  it('404 for an unknown or malformed id', async () => {
    expect((await patch(99999999, { title: 'x' })).status).toBe(404);
    expect((await patch('abc', { title: 'x' })).status).toBe(404);
    expect((await patch('0', { title: 'x' })).status).toBe(404);
  });

  it.each([
    ['not JSON', '{"title":'],
    ['an array', '["x"]'],
    ['nothing to change', '{}'],
    ['an unknown field', { title: 'x', views: 1 }],
    ['an empty title', { title: '   ' }],
    ['a title over 100 characters', { title: '字'.repeat(101) }],
    ['a multi-line title', { title: 'a\nb' }],
    ['a number title', { title: 7 }],
    ['a content that is not a string', { content: ['<p>'] }],
  ])('400 for %s, nothing changed', async (_name, body) => {
    const before = await detail(FIRST_NEWS_ID);
    expect((await patch(FIRST_NEWS_ID, body)).status).toBe(400);
    expect(await detail(FIRST_NEWS_ID)).toEqual(before);
  });

  it('reset undoes every edit', async () => {
    const before = await detail(FIRST_NEWS_ID);
    await patch(FIRST_NEWS_ID, { title: '临时', content: '<p>x</p>' });
    await patch(FIRST_NEWS_ID, { title: '再改' });
    await post('/__sandbox/reset');
    expect(await detail(FIRST_NEWS_ID)).toEqual(before);
  });
});
