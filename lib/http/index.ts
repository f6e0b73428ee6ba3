import type { Method } from 'axios';
import type { Http } from './client';
import type { ApiResult, CallOptions, GetOptions, HttpHooks } from './types';

export type { ApiResult, ApiError, CallOptions, CallKind, GetOptions, HttpHooks } from './types';
export { normaliseEnvelope, isSuccessCode } from './envelope';
export { isApiError, QUIET } from './policy';

type RequestOptions = CallOptions & { params?: Record<string, unknown>; body?: unknown };

/**
 * The shared client's surface: what services call. A GET must say whether it may be retried
 * (`retry`, see GetOptions); a POST never is.
 */
export interface SharedHttp {
  get<T>(url: string, params: Record<string, unknown> | undefined, opts: GetOptions): Promise<ApiResult<T>>;
  post<T>(url: string, body?: unknown, opts?: CallOptions): Promise<ApiResult<T>>;
  request<T>(method: Method, url: string, opts: RequestOptions): Promise<ApiResult<T>>;
  setHooks(hooks: HttpHooks): void;
}

/**
 * Server-side rendering waits less than a visitor's browser would (SPEC §9's 20 s × 1 + 3 retries
 * ≈ 80 s for a hung backend): a page render gives up after 12 s and one retry, so the visitor gets
 * the error state (or ISR's previous copy) in ~25 s instead of a minute and a half; a backend that
 * is merely slow (the fault matrix's 10 s delay) still answers in time.
 */
export const SERVER_CALL = { timeoutMs: 12_000, retries: 1 } as const;

let hooks: HttpHooks | undefined;
let client: Promise<Http> | undefined;

/**
 * axios (≈20 KB gzip) is not in any page's first load: the client is built on the first call, which
 * in the browser always comes after hydration. Browser: every call goes to `/api/gw/<real path>`.
 * Server (getStaticProps/SSR): the same gateway in-process through an adapter, no HTTP hop.
 *
 * The condition must stay a literal `typeof window` test: Next's compiler folds it to a constant
 * in each bundle and webpack then never resolves the import of the dead branch, so the gateway and
 * the sandbox are not even built for the browser (e2e/smoke.spec.ts checks the chunks). The
 * gateway import is dynamic too because its graph is an async module (msw is ESM-only).
 */
function load(): Promise<Http> {
  client ??= import('./client').then(({ createHttp }) => {
    const instance =
      typeof window === 'undefined'
        ? createHttp({
            ...SERVER_CALL,
            baseURL: 'http://gateway.internal/api/gw',
            adapter: (config) => import('@/server/gateway/install-adapter').then((m) => m.serverAdapter(config)),
          })
        : createHttp({ baseURL: '/api/gw' });
    if (hooks) instance.setHooks(hooks);
    return instance;
  });
  return client;
}

export const http: SharedHttp = {
  get: (url, params, opts) => load().then((c) => c.get(url, params, opts)),
  post: (url, body, opts) => load().then((c) => c.post(url, body, opts)),
  request: (method, url, opts) => load().then((c) => c.request(method, url, opts)),
  setHooks: (h) => {
    hooks = h;
    void client?.then((c) => c.setHooks(h));
  },
};

/** The underlying client, loaded on demand (preloading, tests that watch the axios instance). */
export function loadHttp(): Promise<Http> {
  return load();
}

/** A GET that reads and changes nothing: retried on network errors, timeouts and 5xx. */
export function retryable(opts: CallOptions = {}): GetOptions {
  return { ...opts, retry: true };
}

/** A fresh random key (crypto.randomUUID exists only in secure contexts, getRandomValues everywhere). */
function freshKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The header a call sent once carries: one fresh key per call (the IETF Idempotency-Key field). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * A GET that changes state (a draw, a one-time gift, draws credited for orders): never sent twice
 * by the client, since a lost answer may hide a write the backend already committed. It carries a
 * fresh Idempotency-Key: the browser itself silently re-sends a GET whose reused connection
 * dropped before any answer (Chromium does, up to twice), and only the backend can recognise that
 * re-send — the sandbox answers it from the first (sandbox/idempotency.ts).
 */
export function sentOnce(opts: CallOptions = {}): GetOptions {
  return { ...opts, retry: false, headers: { ...opts.headers, [IDEMPOTENCY_HEADER]: freshKey() } };
}
