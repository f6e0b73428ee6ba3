import type { ParsedUrlQuery } from 'querystring';
import { safeHref } from './safe-href';

/**
 * Reduces a redirect target to a same-origin path + search + hash, or undefined. Absolute URLs are
 * accepted only when they point at `origin` (e.g. window.location.origin).
 */
export function sameOriginPath(input: unknown, origin?: string): string | undefined {
  if (typeof input !== 'string') return undefined;
  const value = input.trim();
  if (!value || /[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  const base = origin ?? 'http://same-origin.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(base).origin) return undefined;
  if (!value.startsWith('/') && !/^https?:\/\//i.test(value)) return undefined;
  if (value.startsWith('//')) return undefined;
  // The result must itself be a safe same-site path: dot segments can normalise into a
  // protocol-relative URL ('/.//evil.example' → '//evil.example'), and an encoded tab or slash
  // ('/%09/evil.example') turns into one when something decodes it once more.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return safeHref(path) === path ? path : undefined;
}

/** The current page's query as an object (repeated keys become arrays) — for router.replace({query}). */
export function queryFromSearch(search: string): ParsedUrlQuery {
  const query: ParsedUrlQuery = {};
  new URLSearchParams(search).forEach((value, key) => {
    const prev = query[key];
    if (prev === undefined) query[key] = value;
    else query[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  });
  return query;
}

/** A full page load (leaves the single-page app). Separate so tests can observe it. */
export function hardNavigate(url: string): void {
  window.location.assign(url);
}
