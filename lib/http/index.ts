import { createHttp } from './client';

export type { ApiResult, ApiError, CallOptions, CallKind, HttpHooks } from './types';
export { createHttp, shouldRetry } from './client';
export { normaliseEnvelope, isSuccessCode } from './envelope';

/**
 * Browser: every call goes to `/api/gw/<real path>`. Server (getStaticProps/SSR): the same gateway
 * in-process through an adapter, with no HTTP hop to ourselves.
 *
 * The condition must stay a literal `typeof window` test: Next's compiler folds it to a constant
 * in each bundle and webpack then never resolves the import of the dead branch, so the gateway and
 * the sandbox are not even built for the browser (e2e/smoke.spec.ts checks the chunks). The import
 * is dynamic because the gateway graph is an async module (msw is ESM-only).
 */
export const http = createHttp(
  typeof window === 'undefined'
    ? {
        baseURL: 'http://gateway.internal/api/gw',
        adapter: (config) => import('@/lib/server/install-adapter').then((m) => m.serverAdapter(config)),
      }
    : { baseURL: '/api/gw' },
);
