/** Page numbers from the query (`?page=N`) and the page links of a list. */

/** Hard ceiling: a bigger `page` is treated like any other out-of-range value (clamped to the last page). */
const MAX_PAGE = 10_000;

/**
 * `?page=` as a page number: a positive integer, else 1 (`-1`, `x`, `1.5`, arrays, empty). Values
 * past MAX_PAGE come back as MAX_PAGE; `clampPage` then brings them to the last real page.
 */
export function parsePage(raw: unknown): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  const text = typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,64}$/.test(text)) return 1;
  const n = text.length > 9 ? MAX_PAGE : Number(text);
  return n < 1 ? 1 : Math.min(n, MAX_PAGE);
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), pageCount(total, pageSize));
}

export type PageLink = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/** 1 … 4 5 [6] 7 8 … 20: first, last and `span` pages either side of the current one. */
export function pageLinks(current: number, count: number, span = 2): PageLink[] {
  const pages = new Set<number>([1, count]);
  for (let p = current - span; p <= current + span; p += 1) if (p >= 1 && p <= count) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: PageLink[] = [];
  sorted.forEach((page, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && page - prev > 1) out.push({ kind: 'gap', key: `gap-${prev}` });
    out.push({ kind: 'page', page });
  });
  return out;
}

/** `base?page=N` (page 1 is the bare base, the canonical form), keeping other params such as `class`. */
export function pageHref(base: string, page: number, params: Record<string, string | number | undefined> = {}): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') qs.set(k, String(v));
  if (page > 1) qs.set('page', String(page));
  const query = qs.toString();
  return query ? `${base}?${query}` : base;
}
