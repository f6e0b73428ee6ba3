// @vitest-environment node
// Behaviour across files: the data of the pages with an id or a modal in the path, and of the error page (pages/jointActivityPage/[[...id]].tsx, qmgogo/[modal].tsx, _error.tsx).
import type { GetStaticPropsContext } from 'next';
import { describe, expect, it } from 'vitest';
import { getStaticPaths as jointPaths, getStaticProps as jointProps } from '@/pages/jointActivityPage/[[...id]]';
import { getStaticPaths as modalPaths, getStaticProps as modalProps } from '@/pages/qmgogo/[modal]';
import ErrorPage from '@/pages/_error';
import type { NextPageContext } from 'next';

const ctx = (params: Record<string, string | string[]> | undefined) => ({ params }) as GetStaticPropsContext<never>;

describe('id pages', () => {
  it('jointActivityPage: id optional, one positive integer segment at most; a channel id shows its activity', async () => {
    expect((await jointPaths()).fallback).toBe('blocking');
    const hub = await jointProps(ctx(undefined));
    expect(hub).toMatchObject({ props: { id: null, channel: null, error: false } });
    expect('props' in hub && hub.props.channels.map((c) => c.channelId)).toEqual([501, 502, 503]);
    expect(await jointProps(ctx({ id: [] }))).toMatchObject({ props: { id: null, channel: null } });
    expect(await jointProps(ctx({ id: ['501'] }))).toMatchObject({ props: { id: 501, channel: { partnerName: '虎牙直播', activity: { partnerName: '虎牙直播' } } } });
    expect(await jointProps(ctx({ id: ['503'] }))).toMatchObject({ props: { id: 503, channel: { partnerName: '哔哩哔哩', activity: null } } });
    expect(await jointProps(ctx({ id: ['12'] }))).toMatchObject({ props: { id: 12, channel: { activity: null } } });
    expect(await jointProps(ctx({ id: ['12', '3'] }))).toEqual({ notFound: true });
    expect(await jointProps(ctx({ id: ['x'] }))).toEqual({ notFound: true });
  });

  it('qmgogo modals: only alertModal, awardModal, otherModal, each with the campaign', async () => {
    const paths = await modalPaths();
    expect(paths.fallback).toBe(false);
    expect(paths.paths.map((p) => p.params.modal).sort()).toEqual(['alertModal', 'awardModal', 'otherModal']);
    expect(await modalProps(ctx({ modal: 'awardModal' }))).toMatchObject({ props: { modal: 'awardModal', campaign: { activityId: 10032, chestStyle: 1 } } });
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
