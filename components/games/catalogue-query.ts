import type { ParsedUrlQuery } from 'querystring';
import { GAME_SEARCH_PAGE_SIZE, type GamePlatform, type GameSort } from '@/lib/game-types';
import { CATALOGUE_PATH } from '@/lib/game-seo';
import { parsePage } from '@/lib/pagination';

/**
 * The catalogue's state lives in the URL (/yxxz?keyword=&sort=&labelIds=&platform=&area=&page=),
 * so a result is shareable and crawlable. Parsing never throws: junk falls back to the default.
 */

/** The search API cuts longer keywords anyway (no game name is this long). */
export const KEYWORD_MAX = 200;

export interface CatalogueQuery {
  keyword: string;
  sort: GameSort;
  labelIds: number[];
  /** A labelIds value that cannot be an id (abc, -1): the answer is the empty state, not an error. */
  badLabel: boolean;
  platform: GamePlatform | null;
  area: number | null;
  page: number;
}

export const DEFAULT_QUERY: CatalogueQuery = {
  keyword: '',
  sort: 'hot',
  labelIds: [],
  badLabel: false,
  platform: null,
  area: null,
  page: 1,
};

export const SORTS: readonly { value: GameSort; text: string }[] = [
  { value: 'hot', text: '最热' },
  { value: 'new', text: '最新' },
  { value: 'score', text: '评分' },
];

const first = (v: string | string[] | undefined): string => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));

/** Trimmed, at most KEYWORD_MAX characters, cut on code points so an emoji is never halved. */
export function cleanKeyword(raw: string): string {
  // Control characters are never part of a game name; they would only garble the title.
  const text = raw.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return Array.from(text).slice(0, KEYWORD_MAX).join('').trim();
}

function parseLabels(raw: string | string[] | undefined): { labelIds: number[]; badLabel: boolean } {
  const parts = (Array.isArray(raw) ? raw : [raw ?? '']).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
  const labelIds: number[] = [];
  let badLabel = false;
  for (const part of parts) {
    if (/^[1-9]\d{0,8}$/.test(part)) {
      const id = Number(part);
      if (!labelIds.includes(id)) labelIds.push(id);
    } else badLabel = true;
  }
  return { labelIds, badLabel };
}

function parseArea(raw: string): number | null {
  return /^[1-9]\d{0,8}$/.test(raw.trim()) ? Number(raw.trim()) : null;
}

export function parseCatalogueQuery(query: ParsedUrlQuery): CatalogueQuery {
  const sort = first(query.sort);
  const platform = first(query.platform);
  return {
    keyword: cleanKeyword(first(query.keyword)),
    sort: sort === 'new' || sort === 'score' ? sort : 'hot',
    ...parseLabels(query.labelIds),
    platform: platform === 'pc' || platform === 'app' ? platform : null,
    area: parseArea(first(query.area)),
    page: parsePage(first(query.page)),
  };
}

export function lastPage(total: number, size = GAME_SEARCH_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** True when the view differs from the bare catalogue (any filter, keyword or page). */
export function isFiltered(q: CatalogueQuery): boolean {
  return Boolean(q.keyword || q.labelIds.length || q.badLabel || q.platform || q.area || q.sort !== 'hot');
}

/**
 * The URL of a catalogue view; defaults are left out so equal views have one URL. `changes`
 * resets the page to 1 unless it sets a page itself (a new filter starts from the top).
 */
export function catalogueHref(base: CatalogueQuery, changes: Partial<CatalogueQuery> = {}): string {
  const q = { ...base, page: 1, ...changes };
  const params = new URLSearchParams();
  if (q.keyword) params.set('keyword', q.keyword);
  if (q.sort !== 'hot') params.set('sort', q.sort);
  if (q.labelIds.length) params.set('labelIds', q.labelIds.join(','));
  if (q.platform) params.set('platform', q.platform);
  if (q.area) params.set('area', String(q.area));
  if (q.page > 1) params.set('page', String(q.page));
  const search = params.toString();
  return search ? `${CATALOGUE_PATH}?${search}` : CATALOGUE_PATH;
}

/**
 * The catalogue's crawl policy (without it, from /, sort × label × platform × area × page made
 * thousands of server-rendered URLs). A view is a page of its own for search engines — indexed,
 * canonical to itself, reached by a plain `<a href>` — when it narrows the catalogue by at most one
 * platform or one label, in the default order, without area or keyword; its pages (?page=N) are
 * too, so every game can be reached by links. That is /yxxz, 2 platform views and one view per
 * label with their few pages (≈ 30 URLs for the seed's 77 games). Every other view (a sort, an
 * area, a keyword, two filters at once) is still a URL — shareable, works without JavaScript — but
 * is reached through a GET form button rather than a link, answers `noindex`, names the nearest
 * indexable view as canonical, and is disallowed in robots.txt (scripts/write-robots.ts, whose
 * rules tests/components/games/crawl-policy.test.ts checks against this function).
 */
export function isIndexableView(q: CatalogueQuery): boolean {
  if (q.keyword || q.badLabel || q.sort !== 'hot' || q.area !== null) return false;
  return q.labelIds.length + (q.platform ? 1 : 0) <= 1;
}

/** The indexable view a view stands for: itself when indexable, else its one label, its platform, or /yxxz. */
export function canonicalView(q: CatalogueQuery): CatalogueQuery {
  if (isIndexableView(q)) return { ...DEFAULT_QUERY, labelIds: q.labelIds, platform: q.platform, page: q.page };
  if (q.labelIds.length === 1 && !q.badLabel) return { ...DEFAULT_QUERY, labelIds: q.labelIds };
  if (q.platform) return { ...DEFAULT_QUERY, platform: q.platform };
  return DEFAULT_QUERY;
}

/** The view a link or button leads to (same rules as catalogueHref: a change resets the page). */
export function targetView(base: CatalogueQuery, changes: Partial<CatalogueQuery> = {}): CatalogueQuery {
  return { ...base, page: 1, ...changes };
}

/** The target view of a label chip: picks that label, or clears it when it is the one picked. */
export function labelTarget(q: CatalogueQuery, labelId: number | null): CatalogueQuery {
  const on = labelId !== null && q.labelIds.length === 1 && q.labelIds[0] === labelId;
  return targetView({ ...q, badLabel: false }, { labelIds: labelId === null || on ? [] : [labelId] });
}

/** The URL of a label chip's view. */
export function labelHref(q: CatalogueQuery, labelId: number | null): string {
  return catalogueHref(labelTarget(q, labelId));
}

/** What the result list is, in words: “原神”的搜索结果 · 射击 · 端游. */
export function resultHeading(q: CatalogueQuery, labelNames: Map<number, string>): string {
  const parts = [
    ...q.labelIds.map((id) => labelNames.get(id) ?? `标签 ${id}`),
    ...(q.platform ? [q.platform === 'pc' ? '端游' : '手游'] : []),
  ];
  const base = q.keyword ? `“${q.keyword}”的搜索结果` : parts.length ? `${parts.join(' · ')}游戏` : '全部游戏';
  return q.keyword && parts.length ? `${base} · ${parts.join(' · ')}` : base;
}
