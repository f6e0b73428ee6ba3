/**
 * Article lists are ISR: `/news`, `/news?page=2`, `/news?class=3&page=2` (and the same on `/gl`, and
 * their `.html` forms) are rewritten onto `/<base>/list/:cls/:page` (class 0 = all), which
 * getStaticProps can see; the public URL keeps its query (real, shareable pagination links).
 */
export const LIST_BASES = ['/news', '/gl'] as const;
export type ListBase = (typeof LIST_BASES)[number];

const PAGE = { type: 'query' as const, key: 'page', value: '(?<page>[1-9]\\d{0,3})' };
const CLASS = { type: 'query' as const, key: 'class', value: '(?<cls>[1-9]\\d{0,8})' };

type Rewrite = { source: string; destination: string; has?: (typeof PAGE | typeof CLASS)[] };

/** next.config `rewrites().beforeFiles` entries of the list pages (before the `.html` aliases). */
export function listRewrites(): Rewrite[] {
  return LIST_BASES.flatMap((base) =>
    [base, `${base}.html`].flatMap((source) => [
      { source, has: [CLASS, PAGE], destination: `${base}/list/:cls/:page` },
      { source, has: [PAGE], destination: `${base}/list/0/:page` },
      { source, has: [CLASS], destination: `${base}/list/:cls/1` },
    ]),
  );
}
