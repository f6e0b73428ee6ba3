// @vitest-environment node
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { describe, expect, it } from 'vitest';
import { htmlRewrites, ID_PAGES, idPageProps, PAGE_META, pageName, parsePositiveId, staticPageOf } from '@/lib/routes';
import { EXAMPLE_IDS, ROUTES } from '../fixtures/routes';

/** Resolves a path through the rewrites the way Next does (same matcher), or null. */
function rewrite(path: string): string | null {
  for (const r of htmlRewrites) {
    const params = getPathMatch(r.source)(path);
    if (params) return r.destination.replace(/:(\w+)/g, (_, k: string) => String(params[k]));
  }
  return null;
}

describe('htmlRewrites', () => {
  it.each([
    ['/about/index.html', '/about'],
    ['/gl.html', '/gl'],
    ['/gl/2001.html', '/gl/2001'],
    ['/gl/more/2002.html', '/gl/more/2002'],
    ['/news.html', '/news'],
    ['/news/1001.html', '/news/1001'],
    ['/offlinehuyagogo.html', '/offlinehuyagogo'],
    ['/qmgogo.html', '/qmgogo'],
    ['/sem.html', '/sem'],
    ['/summer.html', '/summer'],
    ['/zqj.html', '/zqj'],
    ['/zchelp.html', '/zchelp'],
    ['/yxxz.html', '/yxxz'],
    ['/yxxz/app/501.html', '/yxxz/app/501'],
    ['/yxxz/pc/601.html', '/yxxz/pc/601'],
    ['/command.html', '/command/command'],
    ['/content/search.html', '/content/search'],
    ['/nn/activity.html', '/nn/activity'],
    ['/pl/701.html', '/pl/701'],
    ['/zt/all.html', '/zt/all'],
    ['/zt/801.html', '/zt/801'],
  ])('%s → %s', (from, to) => {
    expect(rewrite(from)).toBe(to);
  });

  it.each([
    '/news/abc.html',
    '/news/1001',
    '/news/1001xhtml',
    '/news/10a1.html',
    '/news/-1.html',
    '/gl/more/x.html',
    '/zt/all',
    '/zt/.html',
    '/zt/801.htm',
    '/pl/1.2.html',
    '/yxxz/app/details.html',
    '/newsXhtml',
    '/gl/2001.html/extra',
  ])('%s is not rewritten', (path) => {
    expect(rewrite(path)).toBeNull();
  });

  it('every destination is a page path of PAGE_META or an id page', () => {
    const bases: string[] = Object.values(ID_PAGES).map((p) => p.base);
    for (const { destination } of htmlRewrites) {
      const ok = destination in PAGE_META || bases.some((b) => destination === `${b}/:id`);
      expect(ok, destination).toBe(true);
    }
  });
});

describe('ROUTES', () => {
  it('titles end with the brand and are unique per page', () => {
    for (const r of ROUTES) expect(r.title).toMatch(/ - NN加速器$/);
    const byTitle = new Map<string, Set<string>>();
    for (const r of ROUTES) {
      const page = rewrite(r.path.split('?')[0]) ?? r.path.split('?')[0];
      byTitle.set(r.title, (byTitle.get(r.title) ?? new Set()).add(page));
    }
    for (const [title, pages] of byTitle) expect([...pages], title).toHaveLength(1);
  });

  it('covers every .html alias and the SPEC examples', () => {
    const paths = ROUTES.map((r) => r.path);
    for (const r of htmlRewrites) {
      const concrete = r.source.replace(/:id\(\\d\+\)/, () => {
        const kind = Object.entries(ID_PAGES).find(([, p]) => r.destination === `${p.base}/:id`)?.[0] as keyof typeof EXAMPLE_IDS;
        return String(EXAMPLE_IDS[kind]);
      });
      expect(paths).toContain(concrete);
    }
    expect(paths).toEqual(expect.arrayContaining(['/', '/jointActivityPage', '/jointActivityPage/12', '/helpCenter/601', '/news/10001.html', '/nn-user/userCenter?type=order&orderNo=NN202611220001', '/qmgogo/awardModal']));
  });
});

describe('page names', () => {
  it('pageName is the title without section and brand', () => {
    expect(pageName('/sem')).toBe('电竞会员特惠');
    expect(pageName('/helpCenter/about')).toBe('关于NN加速器');
    expect(pageName('/')).toBe('游戏加速器官网下载');
  });

  it('staticPageOf resolves a static page or its .html alias, nothing else', () => {
    expect(staticPageOf('/sem.html')).toBe('/sem');
    expect(staticPageOf('/command.html')).toBe('/command/command');
    expect(staticPageOf('/nnpay')).toBe('/nnpay');
    expect(staticPageOf('/news/1001.html')).toBeNull();
    expect(staticPageOf('/nope')).toBeNull();
  });
});

describe('ids', () => {
  it.each([
    ['1', 1],
    ['1001', 1001],
    [['42'], 42],
    ['0', null],
    ['01', null],
    ['-1', null],
    ['1e3', null],
    ['1.5', null],
    [' 1', null],
    ['abc', null],
    [['1', '2'], null],
    [undefined, null],
    ['99999999999999999', null],
  ])('parsePositiveId(%j) = %j', (raw, expected) => {
    expect(parsePositiveId(raw)).toBe(expected);
  });

  it('idPageProps: props for a positive id, notFound otherwise', () => {
    expect(idPageProps({ id: '1001' })).toEqual({ props: { id: 1001 } });
    expect(idPageProps({ id: 'x' })).toEqual({ notFound: true });
    expect(idPageProps(undefined)).toEqual({ notFound: true });
  });
});
