import { http } from 'msw';

/**
 * The last request per path, for QA (GET /__sandbox/requests?apiPath=…): lets e2e assert the headers
 * and query a page really sent (the activity client's fixed headers, national21's `t`). Kept out of
 * the snapshot and the store: it is about this process's traffic, not the service's data.
 */
export interface LoggedRequest {
  method: string;
  path: string;
  /** Header names as the request carried them, lower-cased (fetch's Headers). */
  headers: Record<string, string>;
  query: Record<string, string>;
  at: number;
}

/** Never logged: credentials stay in the request. */
const SECRET_HEADERS = new Set(['token', 'cookie', 'authorization']);
const MAX_PATHS = 500;

declare global {
  var __sandboxRequestLog: Map<string, LoggedRequest> | undefined;
}

function log(): Map<string, LoggedRequest> {
  return (globalThis.__sandboxRequestLog ??= new Map());
}

export function recordRequest(request: Request): void {
  const url = new URL(request.url);
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    if (!SECRET_HEADERS.has(name)) headers[name] = value;
  });
  const query: Record<string, string> = {};
  url.searchParams.forEach((value, name) => {
    query[name] = value;
  });
  const entries = log();
  entries.delete(url.pathname); // re-insert: the map's order is recency
  entries.set(url.pathname, { method: request.method, path: url.pathname, headers, query, at: Date.now() });
  if (entries.size > MAX_PATHS) entries.delete(entries.keys().next().value!);
}

/** The last request to exactly this path, or null. */
export function lastRequest(path: string): LoggedRequest | null {
  return log().get(path) ?? null;
}

export function clearRequestLog(): void {
  log().clear();
}

/**
 * msw handlers that only record and fall through to the real handler (a resolver that returns
 * nothing passes the request on). Put them first in a domain's list.
 */
export function recordingHandlers(patterns: readonly string[]) {
  return patterns.map((pattern) =>
    http.all(pattern, ({ request }) => {
      recordRequest(request);
    }),
  );
}
