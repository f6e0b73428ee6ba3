import type { GetStaticPropsContext } from 'next';
import { describe, expect, it } from 'vitest';
import { getStaticPaths as jointPaths, getStaticProps as jointProps } from '@/pages/jointActivityPage/[[...id]]';
import { getStaticPaths as modalPaths, getStaticProps as modalProps } from '@/pages/qmgogo/[modal]';
import ErrorPage from '@/pages/_error';
import type { NextPageContext } from 'next';

const ctx = (params: Record<string, string | string[]> | undefined) => ({ params }) as GetStaticPropsContext<never>;

describe('id pages', () => {
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
