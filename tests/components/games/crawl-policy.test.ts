// @vitest-environment node
// Behaviour across files: the catalogue's crawl policy — which views are indexable, their canonicals, and the robots.txt rules that match them (components/games/catalogue-query.ts, scripts/write-robots.ts).
import fc from 'fast-check';
import {
  canonicalView,
  catalogueHref,
  DEFAULT_QUERY,
  isIndexableView,
  parseCatalogueQuery,
  type CatalogueQuery,
} from '@/components/games/catalogue-query';
import { CATALOGUE_DISALLOW, robotsTxt } from '../../../scripts/write-robots.ts';

/** Google's robots.txt matching: `*` any run of characters, `$` the end, else a prefix. */
function matches(rule: string, pathAndQuery: string): boolean {
  const pattern = rule
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
    .replace(/\\\$$/, '$');
  return new RegExp(`^${pattern}`).test(pathAndQuery);
}

const disallowed = (url: string) => CATALOGUE_DISALLOW.some((rule) => matches(rule, url));

const view = fc.record<CatalogueQuery>({
  keyword: fc.constantFrom('', '原神'),
  sort: fc.constantFrom('hot', 'new', 'score'),
  labelIds: fc.constantFrom([], [1], [3], [1, 3]),
  badLabel: fc.constant(false),
  platform: fc.constantFrom(null, 'pc', 'app'),
  area: fc.constantFrom(null, 2),
  page: fc.constantFrom(1, 2, 3),
});

describe('the catalogue crawl policy', () => {
  it('indexable: /yxxz, one platform or one label, in the default order, with their pages', () => {
    const yes = ['/yxxz', '/yxxz?page=3', '/yxxz?platform=pc', '/yxxz?platform=app&page=2', '/yxxz?labelIds=3', '/yxxz?labelIds=3&page=2'];
    const no = ['/yxxz?sort=new', '/yxxz?area=2', '/yxxz?keyword=x', '/yxxz?labelIds=1,3', '/yxxz?labelIds=3&platform=pc', '/yxxz?labelIds=abc', '/yxxz?platform=pc&sort=score'];
    const parse = (u: string) => parseCatalogueQuery(Object.fromEntries(new URL(u, 'http://x').searchParams));
    for (const u of yes) expect(isIndexableView(parse(u)), u).toBe(true);
    for (const u of no) expect(isIndexableView(parse(u)), u).toBe(false);
  });

  it('robots.txt disallows exactly the non-indexable views (their canonical URLs and the .html alias)', () => {
    fc.assert(
      fc.property(view, (q) => {
        const url = catalogueHref(q, { page: q.page });
        expect(disallowed(url), url).toBe(!isIndexableView(q));
        expect(disallowed(url.replace('/yxxz', '/yxxz.html')), url).toBe(!isIndexableView(q));
      }),
    );
    // The form of a no-JS form submission (labelIds with a literal comma, any parameter order).
    expect(disallowed('/yxxz?platform=pc&labelIds=3')).toBe(true);
    expect(disallowed('/yxxz?labelIds=1,3')).toBe(true);
    expect(disallowed('/yxxz?page=2&sort=new')).toBe(true);
  });

  it('the rules are in robots.txt', () => {
    const txt = robotsTxt('https://www.nn.com');
    for (const rule of CATALOGUE_DISALLOW) expect(txt).toContain(`Disallow: ${rule}\n`);
  });

  it('the canonical of every view is indexable, and an indexable view is its own canonical', () => {
    fc.assert(
      fc.property(view, (q) => {
        const c = canonicalView(q);
        expect(isIndexableView(c)).toBe(true);
        expect(disallowed(catalogueHref(c, { page: c.page }))).toBe(false);
        if (isIndexableView(q)) expect(catalogueHref(c, { page: c.page })).toBe(catalogueHref(q, { page: q.page }));
      }),
    );
    expect(canonicalView({ ...DEFAULT_QUERY, labelIds: [3], platform: 'pc', sort: 'new', page: 2 })).toEqual({ ...DEFAULT_QUERY, labelIds: [3] });
    expect(canonicalView({ ...DEFAULT_QUERY, keyword: '原神' })).toEqual(DEFAULT_QUERY);
  });
});
