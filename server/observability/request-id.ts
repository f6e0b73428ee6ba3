// The request id: one id ties together nginx's access log, the front's, the
// renderer's error lines and the API's request log for one request. nginx (deploy/nginx.conf)
// makes one or keeps a well-formed one and sends it as X-Request-ID; the front
// (server/front/site-server.ts) keeps a well-formed incoming id — the same rule as nginx's map:
// 8–128 characters of [A-Za-z0-9._-] — or makes one (crypto.randomUUID), writes it back into the
// request's headers (so every forward, to the API or to the renderer, carries it), logs it and
// returns it on every answer. The renderer (server/renderer/render-server.ts) runs each request inside
// `requestContext` so its error lines and the API calls a page makes while rendering
// (server/gateway/handler.ts) carry the same id.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';
/** An id kept as it came (nginx's map in deploy/nginx.conf and the bench's nginx use the same pattern). */
export const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** True for an id this site keeps as it came: 8–128 characters of [A-Za-z0-9._-]. */
export function isRequestId(value: unknown): value is string {
  return typeof value === 'string' && WELL_FORMED_REQUEST_ID.test(value);
}

/**
 * The id of a Node request: its X-Request-ID when well-formed, else a new UUID, written into
 * `req.headers` so that what forwards the request's headers passes the id on. One header read; a
 * write and a UUID only when the id is missing or malformed.
 */
export function requestIdOf(req: { headers: Record<string, string | string[] | undefined> }): string {
  const value = req.headers[REQUEST_ID_HEADER];
  if (isRequestId(value)) return value;
  const id = randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  return id;
}

/** What requestContext holds while a request is handled. */
export interface RequestContext {
  id: string;
}

/**
 * The request being handled in this process, for code that has no `req` (Next's data loading
 * through the in-process axios adapter, console lines). One instance per process even when this
 * module is loaded twice (by server/renderer/render-server.ts and again inside Next's server bundle).
 */
export const requestContext: AsyncLocalStorage<RequestContext> = ((globalThis as Record<symbol, unknown>)[Symbol.for('nn.requestContext')] ??=
  new AsyncLocalStorage<RequestContext>()) as AsyncLocalStorage<RequestContext>;

/** The id of the request this code runs for, or undefined outside one. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.id;
}

/**
 * Prefixes every console.error/console.warn line written while a request is handled with
 * `[request_id=<id>]` (the renderer: Next's own error lines included).
 */
export function tagConsoleWithRequestId(target: Pick<Console, 'error' | 'warn'> = console): void {
  if ((target as { __nnRequestTagged?: boolean }).__nnRequestTagged) return;
  Object.defineProperty(target, '__nnRequestTagged', { value: true });
  for (const method of ['error', 'warn'] as const) {
    const original = target[method].bind(target);
    target[method] = (...args: unknown[]) => {
      const id = requestContext.getStore()?.id;
      return id === undefined ? original(...args) : original(`[request_id=${id}]`, ...args);
    };
  }
}
