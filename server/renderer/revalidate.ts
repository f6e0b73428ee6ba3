import { createHash, timingSafeEqual } from 'node:crypto';
import { LIST_BASES } from '../../lib/list-routes';
import { htmlRewrites, ID_PAGES, PAGE_META, parsePositiveId } from '../../lib/routes';

/**
 * The pure half of `POST /api/revalidate` (publish on demand, README "Scaling out"): who may call
 * it, what a body may hold, and which page each published path is.
 */

export const MAX_PATHS = 100;
export const MAX_PATH_LENGTH = 512;
export const MAX_BODY_BYTES = 64 * 1024;

export type Authorization = 'ok' | 'unset' | 'denied';

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/**
 * `Authorization: Bearer <secret>` against REVALIDATE_SECRET. Compared as SHA-256 digests with
 * timingSafeEqual: the time taken says nothing about the secret, its length included.
 */
export function authorize(header: string | string[] | undefined, secret: string | undefined): Authorization {
  if (!secret) return 'unset';
  const value = Array.isArray(header) ? header[0] : header;
  const m = /^Bearer[ ]+(\S+)\s*$/i.exec(value ?? '');
  const given = m?.[1] ?? '';
  const same = timingSafeEqual(digest(given), digest(secret));
  return m && same ? 'ok' : 'denied';
}

export type PageOf = { page: string } | { error: string };

const LIST_QUERY = { page: /^[1-9]\d{0,3}$/, class: /^[1-9]\d{0,8}$/ } as const;
const STATIC_PAGES: ReadonlySet<string> = new Set(Object.keys(PAGE_META).filter((p) => p !== '/404'));
const HTML_ALIASES = htmlRewrites.map(({ source, destination }) => ({
  pattern: new RegExp(`^${source.replace(/\./g, '\\.').replace(':id(\\d+)', '([1-9]\\d{0,15})')}$`),
  destination,
}));
const ID_BASES: readonly string[] = Object.values(ID_PAGES).map((p) => p.base);

/**
 * The page (the path `res.revalidate` takes) behind a public path of this site, or why it is not one:
 * `/news/10001.html` → `/news/10001`, `/news.html?class=3&page=2` → `/news/list/3/2` (the list
 * rewrites of lib/list-routes.ts), `/about/index.html` → `/about`. A query is accepted on list pages
 * only, with their `page`/`class` parameters.
 */
export function pageOf(input: unknown): PageOf {
  if (typeof input !== 'string' || input.length === 0) return { error: 'a path must be a non-empty string' };
  if (input.length > MAX_PATH_LENGTH) return { error: `a path is at most ${MAX_PATH_LENGTH} characters` };
  if (!input.startsWith('/') || input.startsWith('//') || !/^[\x21-\x7e]+$/.test(input)) return { error: 'a path is absolute, without spaces or host' };
  const q = input.indexOf('?');
  let pathname = q === -1 ? input : input.slice(0, q);
  const query = q === -1 ? '' : input.slice(q + 1);
  if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.slice(0, -1);

  const listBase = LIST_BASES.find((b) => pathname === b || pathname === `${b}.html`);
  if (listBase) {
    if (!query) return { page: listBase };
    const params = new URLSearchParams(query);
    const keys = [...params.keys()];
    if (keys.some((k) => !(k in LIST_QUERY)) || new Set(keys).size !== keys.length) return { error: `${input}: a list takes only page and class` };
    const page = params.get('page') ?? '1';
    const cls = params.get('class') ?? '0';
    if (!LIST_QUERY.page.test(page) || (cls !== '0' && !LIST_QUERY.class.test(cls))) return { error: `${input}: bad page or class` };
    return { page: `${listBase}/list/${cls}/${page}` };
  }
  if (query) return { error: `${input}: a query is only accepted on list pages` };

  for (const alias of HTML_ALIASES) {
    const m = alias.pattern.exec(pathname);
    if (m) return { page: alias.destination.replace(':id', m[1] ?? '') };
  }
  if (STATIC_PAGES.has(pathname)) return { page: pathname };
  const list = /^\/(news|gl)\/list\/(0|[1-9]\d{0,8})\/([1-9]\d{0,3})$/.exec(pathname);
  if (list) return { page: pathname };
  const slash = pathname.lastIndexOf('/');
  const base = pathname.slice(0, slash);
  if (ID_BASES.includes(base) && parsePositiveId(pathname.slice(slash + 1)) !== null) return { page: pathname };
  return { error: `${input} is not a page of this site` };
}

export interface PublishItem {
  /** As sent (and as reported back). */
  path: string;
  /** What `res.revalidate` is given. */
  page: string;
}

/** Parses the request body: `{"paths":[…]}` with 1 to 100 page paths; duplicates are published once. */
export function parseRevalidateBody(raw: string): { items: PublishItem[] } | { error: string } {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { error: 'the body is not JSON' };
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { error: 'the body must be {"paths":[…]}' };
  const keys = Object.keys(body);
  if (keys.length !== 1 || keys[0] !== 'paths') return { error: 'the body must be {"paths":[…]}' };
  const paths = (body as { paths: unknown }).paths;
  if (!Array.isArray(paths) || paths.length === 0) return { error: 'paths must be a non-empty array' };
  if (paths.length > MAX_PATHS) return { error: `at most ${MAX_PATHS} paths per request` };
  const items: PublishItem[] = [];
  const seen = new Set<string>();
  for (const p of paths) {
    const r = pageOf(p);
    if ('error' in r) return { error: r.error };
    const path = p as string;
    if (seen.has(path)) continue;
    seen.add(path);
    items.push({ path, page: r.page });
  }
  return { items };
}
