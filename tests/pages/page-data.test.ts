import type { GetServerSidePropsContext, GetStaticPropsContext } from 'next';
import { describe, expect, it } from 'vitest';
import { getStaticPaths as jointPaths, getStaticProps as jointProps } from '@/pages/jointActivityPage/[[...id]]';
import { getStaticPaths as newsPaths, getStaticProps as newsProps } from '@/pages/news/[id]';
import { getStaticPaths as modalPaths, getStaticProps as modalProps } from '@/pages/qmgogo/[modal]';
import { getServerSideProps as searchProps } from '@/pages/content/search';
import { getStaticProps as ztProps } from '@/pages/zt/[id]';
import ErrorPage from '@/pages/_error';
import type { NextPageContext } from 'next';

const ctx = (params: Record<string, string | string[]> | undefined) => ({ params }) as GetStaticPropsContext<never>;

describe('id pages', () => {
  it('are built on demand (blocking) and 404 for a non-positive-integer id', async () => {
    expect(await newsPaths()).toEqual({ paths: [], fallback: 'blocking' });
    expect(await newsProps(ctx({ id: '1001' }))).toEqual({ props: { id: 1001 } });
    for (const id of ['0', 'abc', '1.5', '-3', '1001.html', '007']) expect(await newsProps(ctx({ id }))).toEqual({ notFound: true });
    expect(await ztProps(ctx({ id: '801' }))).toEqual({ props: { id: 801 } });
  });

  it('jointActivityPage: id optional, one positive integer segment at most', async () => {
    expect((await jointPaths()).fallback).toBe('blocking');
    expect(await jointProps(ctx(undefined))).toEqual({ props: { id: null } });
    expect(await jointProps(ctx({ id: [] }))).toEqual({ props: { id: null } });
    expect(await jointProps(ctx({ id: ['12'] }))).toEqual({ props: { id: 12 } });
    expect(await jointProps(ctx({ id: ['12', '3'] }))).toEqual({ notFound: true });
    expect(await jointProps(ctx({ id: ['x'] }))).toEqual({ notFound: true });
  });

  it('qmgogo modals: only alertModal, awardModal, otherModal', async () => {
    const paths = await modalPaths();
    expect(paths.fallback).toBe(false);
    expect(paths.paths.map((p) => p.params.modal).sort()).toEqual(['alertModal', 'awardModal', 'otherModal']);
    expect(await modalProps(ctx({ modal: 'awardModal' }))).toEqual({ props: { modal: 'awardModal' } });
    expect(await modalProps(ctx({ modal: 'toString' }))).toEqual({ notFound: true });
    expect(await modalProps(ctx({ modal: 'fooModal' }))).toEqual({ notFound: true });
  });
});

describe('search page', () => {
  it('cuts the keyword to 20 characters and sets a short shared cache', async () => {
    const headers: Record<string, string> = {};
    const res = { setHeader: (k: string, v: string) => (headers[k] = v) };
    const out = await searchProps({ query: { keyword: `  ${'延'.repeat(30)} ` }, res } as unknown as GetServerSidePropsContext);
    expect(out).toEqual({ props: { keyword: '延'.repeat(20) } });
    expect(headers['Cache-Control']).toMatch(/s-maxage=60/);
  });
});

describe('_error', () => {
  const initial = (c: Partial<NextPageContext>) => ErrorPage.getInitialProps(c as NextPageContext);
  it.each([
    [{ err: Object.assign(new Error('x'), { statusCode: 503 }) }, 503],
    [{ err: Object.assign(new Error('x'), { status: 502 }) }, 502],
    [{ err: Object.assign(new Error('x'), { response: { status: 504 } }) }, 504],
    [{ res: { statusCode: 404 } }, 404],
    [{ err: new Error('boom') }, 500],
    [{}, 500],
    [{ err: Object.assign(new Error('x'), { status: 'weird' }), res: { statusCode: 200 } }, 500],
  ])('%# → %i', (c, expected) => {
    expect(initial(c as Partial<NextPageContext>).statusCode).toBe(expected);
  });
});
