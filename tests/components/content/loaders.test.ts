// @vitest-environment node
// Behaviour across files: the content pages' loaders over the sandbox — article, topic, list, collections and search (components/content/load-article.ts, load-list.ts, load-collections.ts, load-search.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { firstArticlePaths, loadArticle, loadTopic } from '@/components/content/load-article';
import { loadDetailsIndex, loadGuideCollection, loadTopics } from '@/components/content/load-collections';
import { LIST_PAGE_SIZE, loadArticleList } from '@/components/content/load-list';
import { cleanKeyword, loadSearch } from '@/components/content/load-search';
import { FIRST_NEWS_ID, HOSTILE_ARTICLE_ID } from '@/sandbox/seed/content';
import { freshSandbox, post } from '../../support/sandbox-calls';

beforeEach(freshSandbox);

const fault = (path: string, status = 500) => post('/__sandbox/faults', { path, status, times: 20 });

describe('loadArticle (news, guides, reviews)', () => {
  it('gives a news article with sanitised HTML, neighbours and related, without the raw body', async () => {
    const out = await loadArticle('news', { id: String(FIRST_NEWS_ID + 1) });
    if (!('props' in out)) throw new Error('expected props');
    const a = out.props.article;
    expect(out.revalidate).toBe(60);
    expect(a).toMatchObject({ id: FIRST_NEWS_ID + 1, type: 'news', path: `/news/${FIRST_NEWS_ID + 1}.html` });
    expect(a.prev).toEqual({ path: `/news/${FIRST_NEWS_ID}.html`, title: expect.any(String) });
    expect(a.next?.path).toBe(`/news/${FIRST_NEWS_ID + 2}.html`);
    expect(a.html).toContain('<h2>');
    expect(a).not.toHaveProperty('content');
    expect(a.related.every((r) => r.path.startsWith('/news/'))).toBe(true);
    expect(a.description.length).toBeGreaterThan(10);
  });

  it('renders the hostile fixture inert', async () => {
    const out = await loadArticle('news', { id: String(HOSTILE_ARTICLE_ID) });
    if (!('props' in out)) throw new Error('expected props');
    const { html } = out.props.article;
    expect(html).not.toMatch(/onerror|onmouseover|<script|<iframe|javascript:|alert\(/i);
    expect(html).toContain('如有疑问，请联系官方客服。');
  });

  it.each([['abc'], ['-1'], ['0'], ['99999999999999999999'], ['1.5'], [['1', '2']], ['424242']])('id %j → 404', async (id) => {
    expect(await loadArticle('news', { id })).toEqual({ notFound: true, revalidate: 60 });
  });

  it('an id of another type is a 404 on this route', async () => {
    expect(await loadArticle('guide', { id: String(FIRST_NEWS_ID) })).toMatchObject({ notFound: true });
    expect(await loadArticle('review', { id: '40001' })).toMatchObject({ props: { article: { type: 'review', path: '/pl/40001.html' } } });
  });

  it('an outage throws (ISR keeps serving the previous page) instead of caching a 404', async () => {
    await fault('/nn-assist/article/detail', 500);
    await expect(loadArticle('news', { id: String(FIRST_NEWS_ID) })).rejects.toMatchObject({ status: 500 });
  });

  it('pre-renders the newest few ids, the rest on demand', async () => {
    const paths = await firstArticlePaths('news', 3);
    expect(paths).toEqual({ fallback: 'blocking', paths: [0, 1, 2].map((i) => ({ params: { id: String(FIRST_NEWS_ID + i) } })) });
  });
});

describe('loadTopic', () => {
  it('resolves /zt/{serverId} through findServerById → gameId → topic, with serverId links', async () => {
    const out = await loadTopic({ id: '10231' });
    if (!('props' in out)) throw new Error('expected props');
    expect(out.props.article).toMatchObject({ type: 'topic', path: '/zt/10231.html', gameName: '绝地求生' });
    expect(out.props.article.next?.path).toMatch(/^\/zt\/\d+\.html$/);
    expect(out.props.article.next?.path).not.toBe('/zt/30002.html');
  });

  it('unknown or invalid serverId → 404', async () => {
    expect(await loadTopic({ id: '30001' })).toMatchObject({ notFound: true });
    expect(await loadTopic({ id: 'x' })).toMatchObject({ notFound: true });
  });
});

describe('loadArticleList', () => {
  it('page 1 of news with class tabs and cards', async () => {
    const data = await loadArticleList('news', {});
    expect(data).toMatchObject({ type: 'news', page: 1, classId: null, error: false });
    expect(data.items).toHaveLength(LIST_PAGE_SIZE);
    expect(data.items[0]).toMatchObject({ id: FIRST_NEWS_ID, path: `/news/${FIRST_NEWS_ID}.html`, cover: expect.stringMatching(/^\/covers\//) });
    expect(data.total).toBeGreaterThanOrEqual(30);
    expect(data.classes.map((c) => c.name)).toContain('版本更新');
  });

  it.each([
    ['-1', 1],
    ['x', 1],
    ['0', 1],
    ['2', 2],
    ['100000', 3],
    ['99999999999999999999999', 3],
  ])('?page=%s → page %i (clamped, never an error)', async (page, expected) => {
    const data = await loadArticleList('news', { page });
    expect(data.error).toBe(false);
    expect(data.page).toBe(expected);
    expect(data.items.length).toBeGreaterThan(0);
  });

  it('filters by a known class; an unknown class means all', async () => {
    const one = await loadArticleList('news', { class: '1' });
    expect(one.classId).toBe(1);
    expect(one.items.every((i) => i.className === one.classes.find((c) => c.id === 1)!.name)).toBe(true);
    expect((await loadArticleList('news', { class: '999' })).classId).toBeNull();
    expect((await loadArticleList('news', { class: '<script>' })).classId).toBeNull();
  });

  it('an outage gives the error state, not an exception', async () => {
    await fault('/nn-assist/article/service/page', 500);
    expect(await loadArticleList('guide', {})).toMatchObject({ error: true, items: [] });
  });
});

describe('collections', () => {
  it('/gl/more/:gameId lists that game’s guides; an unknown id is a 404', async () => {
    const out = await loadGuideCollection({ id: '101' });
    expect(out).toMatchObject({ props: { id: 101, name: '绝地求生', kind: 'game' } });
    if ('props' in out) expect(out.props.items.every((i) => i.type === 'guide' && i.gameName === '绝地求生')).toBe(true);
    expect(await loadGuideCollection({ id: '99999' })).toMatchObject({ notFound: true });
    expect(await loadGuideCollection({ id: 'abc' })).toMatchObject({ notFound: true });
  });

  it('/zt/all has every topic (by serverId) and the reviews', async () => {
    const { props } = await loadTopics();
    expect(props.topics.length).toBeGreaterThanOrEqual(6);
    expect(props.topics.map((t) => t.path)).toContain('/zt/10231.html');
    expect(props.reviews[0]?.path).toMatch(/^\/pl\/\d+\.html$/);
  });

  it('/news/details?id= redirects to the canonical page; without an id it lists the newest', async () => {
    expect(await loadDetailsIndex('news', { id: String(FIRST_NEWS_ID) })).toEqual({ redirect: { destination: `/news/${FIRST_NEWS_ID}.html`, permanent: true } });
    expect(await loadDetailsIndex('zt' === 'zt' ? 'topic' : 'news', { id: '10231' })).toEqual({ redirect: { destination: '/zt/10231.html', permanent: true } });
    const plain = await loadDetailsIndex('news', { id: 'nope' });
    expect(plain).toMatchObject({ props: { latest: expect.any(Array) } });
  });
});

describe('search', () => {
  it('cuts to 20 characters by code point and drops controls', () => {
    expect(cleanKeyword(`  ${'延'.repeat(30)} `)).toBe('延'.repeat(20));
    expect(Array.from(cleanKeyword('😀'.repeat(25)))).toHaveLength(20);
    expect(cleanKeyword(['原神', 'x'])).toBe('原神');
    expect(cleanKeyword('a\u0000b')).toBe('a b');
    expect(cleanKeyword(undefined)).toBe('');
  });

  it('finds articles and help titles literally; hostile input is harmless', async () => {
    const found = await loadSearch({ keyword: '原神' });
    expect(found.total).toBeGreaterThan(0);
    expect(found.items[0]?.path).toMatch(/\.html$/);
    for (const keyword of ['<script>alert(1)</script>', '.*', '(((', '%_', 'x'.repeat(500), '🎮🎮']) {
      const out = await loadSearch({ keyword, page: '-1' });
      expect(out.error).toBe(false);
      expect(Array.from(out.keyword).length).toBeLessThanOrEqual(20);
    }
    expect((await loadSearch({ keyword: '验证码' })).help.length).toBeGreaterThan(0);
  });
});
