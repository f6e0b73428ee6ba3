// @vitest-environment node
import { REVALIDATE_ERROR_S, REVALIDATE_S } from '@/lib/loader';
import type { GetStaticPropsContext } from 'next';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetListsForTests, listPublicHref, listStaticProps } from '@/components/content/list-static';
import { listRewrites } from '@/lib/list-routes';
import { freshSandbox, post } from '../../support/sandbox-calls';

beforeEach(() => {
  forgetListsForTests();
  return freshSandbox();
});

const news = listStaticProps('news', '/news');
const run = (params?: { cls?: string; page?: string }) => news({ params } as GetStaticPropsContext<{ cls?: string; page?: string }>);

describe('listStaticProps (ISR lists)', () => {
  it('/news: page 1 of all classes, cached for 60 s', async () => {
    const out = await run();
    if (!('props' in out)) throw new Error('expected props');
    expect(out.props.data).toMatchObject({ page: 1, classId: null, error: false });
    expect(out.revalidate).toBe(REVALIDATE_S);
  });

  it('a page and a class that exist render as themselves', async () => {
    const out = await run({ cls: '1', page: '1' });
    if (!('props' in out)) throw new Error('expected props');
    expect(out.props.data).toMatchObject({ page: 1, classId: 1 });
    const two = await run({ cls: '0', page: '2' });
    if (!('props' in two)) throw new Error('expected props');
    expect(two.props.data).toMatchObject({ page: 2, classId: null });
  });

  it('a page past the end or an unknown class redirects to what exists (no cache entry of its own)', async () => {
    expect(await run({ cls: '0', page: '9999' })).toMatchObject({ redirect: { destination: '/news?page=3', permanent: false } });
    expect(await run({ cls: '999', page: '2' })).toMatchObject({ redirect: { destination: '/news?page=2', permanent: false } });
  });

  it('malformed params are 404', async () => {
    for (const params of [{ cls: 'x', page: '1' }, { cls: '0', page: '0' }, { cls: '0', page: '01' }]) {
      expect(await run(params), JSON.stringify(params)).toMatchObject({ notFound: true });
    }
  });

  it('an outage renders the error state and is retried after 5 s', async () => {
    await post('/__sandbox/faults', { path: '/nn-assist/article/service/page', status: 500, times: 20 });
    const out = await run({ cls: '0', page: '2' });
    if (!('props' in out)) throw new Error('expected props');
    expect(out.props.data.error).toBe(true);
    expect(out.revalidate).toBe(REVALIDATE_ERROR_S);
  });

  it('an outage during a regeneration keeps the last good list (the cached page is not replaced by the error view)', async () => {
    const good = await run({ cls: '0', page: '2' });
    if (!('props' in good)) throw new Error('expected props');
    await post('/__sandbox/faults', { path: '/nn-assist/article/service/page', status: 500, times: 20 });
    const out = await run({ cls: '0', page: '2' });
    if (!('props' in out)) throw new Error('expected props');
    expect(out.props.data).toEqual(good.props.data);
    expect(out.props.data.error).toBe(false);
    expect(out.revalidate).toBe(REVALIDATE_ERROR_S);
    // Another page of the list was never rendered well: it shows the error view.
    const other = await run({ cls: '0', page: '3' });
    if (!('props' in other)) throw new Error('expected props');
    expect(other.props.data.error).toBe(true);
  });
});

describe('list URLs', () => {
  it('public hrefs keep class and page in the query, page 1 bare', () => {
    expect(listPublicHref('/news', null, 1)).toBe('/news');
    expect(listPublicHref('/news', null, 3)).toBe('/news?page=3');
    expect(listPublicHref('/gl', 4, 2)).toBe('/gl?class=4&page=2');
  });

  it('rewrites each list and its .html form, class+page before page or class alone', () => {
    const r = listRewrites();
    const news = r.filter((x) => x.source === '/news');
    expect(news.map((x) => x.destination)).toEqual(['/news/list/:cls/:page', '/news/list/0/:page', '/news/list/:cls/1']);
    expect(r.filter((x) => x.source === '/gl.html')).toHaveLength(3);
    // Only digits reach the ISR route: anything else stays on /news (page 1) and cannot mint entries.
    const page = news[1].has![0];
    expect(new RegExp(`^${page.value}$`).test('12')).toBe(true);
    for (const bad of ['0', '01', '12345', 'x', '-1']) expect(new RegExp(`^${page.value}$`).test(bad), bad).toBe(false);
  });
});
