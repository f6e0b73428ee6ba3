import { describe, expect, it } from 'vitest';
import { catalogueHref, cleanKeyword, DEFAULT_QUERY, KEYWORD_MAX, labelHref, lastPage, parseCatalogueQuery } from '@/components/games/catalogue-query';
import { pageLinks } from '@/lib/pagination';

describe('catalogue query', () => {
  it('defaults for an empty query', () => {
    expect(parseCatalogueQuery({})).toEqual(DEFAULT_QUERY);
  });

  it.each([
    ['2', 2],
    ['-1', 1],
    ['x', 1],
    ['99999999999', 10_000],
  ])('page %s → %i (lib/pagination parsePage; the loader clamps it to the last page)', (raw, page) => {
    expect(parseCatalogueQuery({ page: raw }).page).toBe(page);
  });

  it('keyword: trimmed, 200 characters, emoji never halved, controls removed, % and _ kept', () => {
    expect(cleanKeyword('  原神  ')).toBe('原神');
    expect(Array.from(cleanKeyword('长'.repeat(300)))).toHaveLength(KEYWORD_MAX);
    const emoji = cleanKeyword('😀'.repeat(250));
    expect(Array.from(emoji)).toHaveLength(KEYWORD_MAX);
    expect(emoji).not.toMatch(/[\ud800-\udbff]$/);
    expect(cleanKeyword('a\u0000b\nc')).toBe('a b c');
    expect(cleanKeyword('100%_ok')).toBe('100%_ok');
  });

  it('labels: comma lists and repeats, junk marks the view empty', () => {
    expect(parseCatalogueQuery({ labelIds: '8,1' }).labelIds).toEqual([8, 1]);
    expect(parseCatalogueQuery({ labelIds: ['8', '8', '2'] }).labelIds).toEqual([8, 2]);
    expect(parseCatalogueQuery({ labelIds: 'abc' })).toMatchObject({ labelIds: [], badLabel: true });
    expect(parseCatalogueQuery({ labelIds: '-3' }).badLabel).toBe(true);
  });

  it('sort, platform and area fall back on junk; repeated scalars take the first', () => {
    expect(parseCatalogueQuery({ sort: 'score', platform: 'app', area: '2' })).toMatchObject({ sort: 'score', platform: 'app', area: 2 });
    expect(parseCatalogueQuery({ sort: 'drop table', platform: 'xbox', area: '0' })).toMatchObject({ sort: 'hot', platform: null, area: null });
    expect(parseCatalogueQuery({ keyword: ['a', 'b'] }).keyword).toBe('a');
  });

  it('hrefs leave defaults out, reset the page on a filter change and encode the keyword', () => {
    expect(catalogueHref(DEFAULT_QUERY)).toBe('/yxxz');
    const q = { ...DEFAULT_QUERY, keyword: '100% 吃鸡_', page: 3 };
    expect(catalogueHref(q, { sort: 'new' })).toBe('/yxxz?keyword=100%25+%E5%90%83%E9%B8%A1_&sort=new');
    expect(catalogueHref(q, { page: 4 })).toContain('page=4');
    expect(parseCatalogueQuery(Object.fromEntries(new URL(`http://x${catalogueHref(q, { page: 4 })}`).searchParams))).toMatchObject({ keyword: '100% 吃鸡_', page: 4 });
    expect(labelHref({ ...DEFAULT_QUERY, labelIds: [8] }, 8)).toBe('/yxxz');
    expect(labelHref(DEFAULT_QUERY, 8)).toBe('/yxxz?labelIds=8');
  });

  it('last page and the page window', () => {
    expect(lastPage(0)).toBe(1);
    expect(lastPage(24)).toBe(1);
    expect(lastPage(25)).toBe(2);
    const pages = (current: number, last: number) => pageLinks(current, last).map((l) => (l.kind === 'gap' ? null : l.page));
    expect(pages(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pages(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
  });
});
