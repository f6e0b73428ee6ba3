import type { AxiosAdapter } from 'axios';
import { createHttp } from './client';

export type { ApiResult, ApiError, CallOptions, CallKind, HttpHooks } from './types';
export { createHttp, shouldRetry } from './client';
export { normaliseEnvelope, isSuccessCode } from './envelope';

declare global {
  // Registered by lib/server/register.ts on the server only, so the sandbox never reaches a browser.
  var __nnServerAdapter: AxiosAdapter | undefined;
}

const onServer = typeof window === 'undefined';

/**
 * Browser: every call goes to `/api/gw/<real path>`. Server (getStaticProps/SSR): the same gateway
 * in-process through an adapter, with no HTTP hop to ourselves.
 */
export const http = createHttp(
  onServer
    ? {
        baseURL: 'http://gateway.internal/api/gw',
        adapter: (config) => {
          const adapter = globalThis.__nnServerAdapter;
          if (!adapter) throw new Error('Server-side call without the gateway: import "@/lib/server/register" in the data loader');
          return adapter(config);
        },
      }
    : { baseURL: '/api/gw' },
);
