// @vitest-environment node
// Behaviour across files: the game pages' data loading over the sandbox — detail pages (ISR), the catalogue (SSR + CDN cache), the sitemap and the detail head (components/games/server/catalogue-loader.ts, detail-loader.ts, sitemap.ts; pages/yxxz/**).
import type { GetServerSidePropsContext, GetStaticPropsContext } from 'next';
import { beforeEach, describe, expect, it } from 'vitest';
import { CATALOGUE_CACHE_CONTROL, CATALOGUE_ERROR_CACHE_CONTROL, loadCatalogue } from '@/components/games/server/catalogue-loader';
import { getServerSideProps as catalogueProps } from '@/pages/yxxz/index';
import { getStaticPaths as pcPaths, getStaticProps as pcProps } from '@/pages/yxxz/pc/[id]';
import { getStaticProps as appProps } from '@/pages/yxxz/app/[id]';
import { getServerSideProps as pcDetailsProps } from '@/pages/yxxz/pc/details';
import { getServerSideProps as appDetailsProps } from '@/pages/yxxz/app/details';
import { discardSandboxRuntime } from '@/sandbox/db';
import { post } from '../../../support/sandbox-calls';

/** The pages' data loading over the real services, answered in-process by the sandbox. */

beforeEach(() => discardSandboxRuntime());

const staticCtx = (id: string) => ({ params: { id } }) as GetStaticPropsContext<{ id: string }>;

function ssrCtx(query: Record<string, string | string[]>) {
  const headers: Record<string, string> = {};
  const res = { setHeader: (k: string, v: string) => void (headers[k] = v) };
  return { ctx: { query, res } as unknown as GetServerSidePropsContext, headers };
}

describe('detail pages (ISR)', () => {
  it('pre-build a few ids and render the rest on first request', async () => {
    const paths = await pcPaths();
    expect(paths.fallback).toBe('blocking');
    expect(paths.paths).toContainEqual({ params: { id: '101' } });
  });

  it('load the game, score, remarks, combat records and related games with revalidate 60', async () => {
    const out = await pcProps(staticCtx('101'));
    if (!('props' in out)) throw new Error('expected props');
    expect(out.revalidate).toBe(60);
    const p = out.props;
    expect(p.game.gameName).toBe('绝地求生');
    expect(p.score.count).toBeGreaterThan(0);
    expect(p.score).not.toHaveProperty('myScore');
    expect(p.remarks.total).toBe(24);
    expect(p.remarks.list).toHaveLength(10);
    expect(p.remarks.list.every((r) => r.praised === false)).toBe(true);
    expect(p.combat.length).toBeGreaterThan(0);
    expect(p.mayBeLike.length).toBeGreaterThan(0);
    expect(p.sameLabel?.games.some((g) => g.gameId === 101)).toBe(false);
    expect(p.top.length).toBeGreaterThan(0);
    // Props must survive JSON (no undefined, no Dates).
    expect(JSON.parse(JSON.stringify(p))).toEqual(p);
  });

  it('app games have no combat records and render under /yxxz/app', async () => {
    const out = await appProps(staticCtx('145'));
    if (!('props' in out)) throw new Error('expected props');
    expect(out.props.game.gameName).toBe('王者荣耀');
    expect(out.props.game.platform).toBe('app');
  });

  it('404 for unknown or malformed ids', async () => {
    for (const id of ['99999', '0', 'abc', '-1', '101.5', '99999999999999999999']) {
      expect(await pcProps(staticCtx(id)), id).toMatchObject({ notFound: true });
    }
  });

  it('a game under the wrong platform redirects permanently to its own page', async () => {
    expect(await appProps(staticCtx('101'))).toMatchObject({ redirect: { destination: '/yxxz/pc/101.html', permanent: true } });
    expect(await pcProps(staticCtx('145'))).toMatchObject({ redirect: { destination: '/yxxz/app/145.html', permanent: true } });
  });

  it('details?id= redirects permanently to the .html page; no id renders; a bad id is 404', async () => {
    const run = (fn: typeof pcDetailsProps, query: Record<string, string>) => fn({ query } as unknown as GetServerSidePropsContext);
    expect(await run(pcDetailsProps, { id: '101' })).toEqual({ redirect: { destination: '/yxxz/pc/101.html', permanent: true } });
    expect(await run(appDetailsProps, { id: '101' })).toEqual({ redirect: { destination: '/yxxz/pc/101.html', permanent: true } });
    expect(await run(appDetailsProps, { id: '145' })).toEqual({ redirect: { destination: '/yxxz/app/145.html', permanent: true } });
    expect(await run(pcDetailsProps, {})).toEqual({ props: {} });
    expect(await run(pcDetailsProps, { id: 'x' })).toEqual({ notFound: true });
    expect(await run(pcDetailsProps, { id: '424242' })).toEqual({ notFound: true });
  });
});

describe('catalogue (SSR + CDN cache)', () => {
  it('sets the shared cache header and loads every block', async () => {
    const { ctx, headers } = ssrCtx({});
    const out = await catalogueProps(ctx);
    expect(headers['Cache-Control']).toBe(CATALOGUE_CACHE_CONTROL);
    if (!('props' in out)) throw new Error('expected props');
    const p = await out.props;
    expect(p.results?.list).toHaveLength(24);
    expect(p.results!.total).toBeGreaterThanOrEqual(77);
    expect(p.labels.map((l) => l.labelId)).toEqual(expect.arrayContaining([8, 9, 1]));
    expect(p.labels.find((l) => l.labelId === 1)?.count).toBeGreaterThan(0);
    expect(p.areas.length).toBeGreaterThan(5);
    expect(p.hotHall[0]?.rank).toBe(1);
    expect(p.top.length).toBeGreaterThan(0);
    expect(p.newGames.length).toBeGreaterThan(0);
    expect(p.comingSoon.some((g) => g.gameName === '侠盗猎车手6')).toBe(true);
    expect(p.banners.map((b) => b.sort)).toEqual([...p.banners.map((b) => b.sort)].sort((a, b) => a - b));
  });

  it('a failed search is shared for 5 s only (the error view must not stay a minute in a cache)', async () => {
    await post('/__sandbox/faults', { path: '/speed/mobile/game/seo/repo', status: 500, times: 20 });
    const { ctx, headers } = ssrCtx({});
    const out = await catalogueProps(ctx);
    if (!('props' in out)) throw new Error('expected props');
    expect((await out.props).results).toBeNull();
    expect(headers['Cache-Control']).toBe(CATALOGUE_ERROR_CACHE_CONTROL);
    expect(CATALOGUE_ERROR_CACHE_CONTROL).toBe('public, s-maxage=5');
  });

  it('searches by name, filters by label, platform and area, and pages', async () => {
    expect((await loadCatalogue({ keyword: '英雄' })).results?.list.map((g) => g.gameName)).toContain('英雄联盟');
    const shooters = await loadCatalogue({ labelIds: '1' });
    expect(shooters.results!.list.every((g) => g.labels.some((l) => l.labelId === 1))).toBe(true);
    const apps = await loadCatalogue({ platform: 'app' });
    expect(apps.results!.list.every((g) => g.platform === 'app')).toBe(true);
    const area = await loadCatalogue({ area: '8' });
    expect(area.results!.total).toBeGreaterThan(0);
    const p1 = await loadCatalogue({});
    const p2 = await loadCatalogue({ page: '2' });
    expect(p2.query.page).toBe(2);
    expect(p2.results!.list[0]?.gameId).not.toBe(p1.results!.list[0]?.gameId);
  });

  it('clamps the page: -1 and x → 1, 100000 → the last page', async () => {
    expect((await loadCatalogue({ page: '-1' })).query.page).toBe(1);
    expect((await loadCatalogue({ page: 'x' })).query.page).toBe(1);
    const far = await loadCatalogue({ page: '100000' });
    expect(far.query.page).toBe(Math.ceil(far.results!.total / 24));
    expect(far.results!.list.length).toBeGreaterThan(0);
  });

  it('unknown or junk labels and hostile keywords give the empty state, not an error', async () => {
    for (const query of [{ labelIds: '12345' }, { labelIds: 'abc' }, { labelIds: '1,99999' }, { keyword: '%' }, { keyword: '_' }, { keyword: '😀🎮' }, { keyword: '长'.repeat(500) }]) {
      const out = await loadCatalogue(query);
      expect(out.results, JSON.stringify(query).slice(0, 40)).toEqual({ list: [], total: 0 });
      expect(out.query.page).toBe(1);
    }
  });
});

describe('sitemap', () => {
  it('lists the catalogue, its platform and label views and every game once, in canonical form', async () => {
    const { listGameSitemapUrls } = await import('@/components/games/server');
    const urls = await listGameSitemapUrls();
    const paths = urls.map((u) => u.path);
    expect(paths).toContain('/yxxz');
    expect(paths).toContain('/yxxz?platform=app');
    expect(paths).toContain('/yxxz?labelIds=8');
    expect(paths).toContain('/yxxz/pc/101.html');
    expect(paths).toContain('/yxxz/app/145.html');
    expect(paths.filter((p) => /^\/yxxz\/(pc|app)\/\d+\.html$/.test(p))).toHaveLength(77);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('detail head', () => {
  it('carries the title, canonical and escaped VideoGame JSON-LD with aggregateRating', async () => {
    const out = await pcProps(staticCtx('101'));
    if (!('props' in out)) throw new Error('expected props');
    const { head, score } = out.props;
    expect(head.title).toBe('绝地求生下载 - 端游加速 - NN加速器');
    expect(head.canonicalPath).toBe('/yxxz/pc/101.html');
    expect(head.jsonLd).not.toContain('<');
    expect(JSON.parse(head.jsonLd)).toMatchObject({ '@type': 'VideoGame', name: '绝地求生', aggregateRating: { ratingValue: score.score, ratingCount: score.count } });
  });
});
