// @vitest-environment node
import { clampPage, pageCount, pageHref, pageLinks, parsePage } from '@/lib/pagination';

describe('pagination', () => {
  it.each([
    ['2', 2],
    ['-1', 1],
    ['0', 1],
    ['x', 1],
    ['1.5', 1],
    ['', 1],
    [undefined, 1],
    [['3', '4'], 3],
    ['100000', 10000],
    ['99999999999999999999999', 10000],
    ['1e3', 1],
  ])('parsePage(%j) = %i', (raw, n) => {
    expect(parsePage(raw)).toBe(n);
  });

  it('clamps into 1…last', () => {
    expect(pageCount(33, 12)).toBe(3);
    expect(pageCount(0, 12)).toBe(1);
    expect(clampPage(100000, 33, 12)).toBe(3);
    expect(clampPage(-5, 33, 12)).toBe(1);
    expect(clampPage(2, 0, 12)).toBe(1);
  });

  it('links: first, last and two either side, with gaps', () => {
    const show = (c: number, n: number) => pageLinks(c, n).map((l) => (l.kind === 'gap' ? '…' : l.page)).join(' ');
    expect(show(1, 1)).toBe('1');
    expect(show(1, 3)).toBe('1 2 3');
    expect(show(10, 20)).toBe('1 … 8 9 10 11 12 … 20');
    expect(show(20, 20)).toBe('1 … 18 19 20');
  });

  it('hrefs: page 1 is the bare base; other params kept', () => {
    expect(pageHref('/news', 1)).toBe('/news');
    expect(pageHref('/news', 2)).toBe('/news?page=2');
    expect(pageHref('/news', 2, { class: 3 })).toBe('/news?class=3&page=2');
    expect(pageHref('/content/search', 2, { keyword: '原神 & <x>' })).toBe('/content/search?keyword=%E5%8E%9F%E7%A5%9E+%26+%3Cx%3E&page=2');
  });
});
