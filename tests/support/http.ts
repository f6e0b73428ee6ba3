import axios, { type AxiosAdapter } from 'axios';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi, type Mock } from 'vitest';
import type { HttpHooks } from '@/lib/http';

/**
 * Same origin as the jsdom page (vitest.config.mts): the xhr adapter goes through jsdom's own
 * XMLHttpRequest, which enforces CORS with msw 3 as a browser does; the site's calls are
 * same-origin too (/api/gw), so a cross-origin mock host would test what the site never does.
 */
export const API = 'http://localhost:3000/api-test';

/** The hooks the client calls, as spies; `isOnline` true and no token unless overridden. */
export type SpyHooks = { [K in keyof HttpHooks]: Mock<HttpHooks[K]> };

export function makeHooks(overrides: Partial<HttpHooks> = {}): SpyHooks {
  return {
    getToken: vi.fn<HttpHooks['getToken']>(overrides.getToken ?? (() => undefined)),
    warn: vi.fn<HttpHooks['warn']>(overrides.warn ?? (() => undefined)),
    onAuthExpired: vi.fn<HttpHooks['onAuthExpired']>(overrides.onAuthExpired ?? (() => undefined)),
    isOnline: vi.fn<HttpHooks['isOnline']>(overrides.isOnline ?? (() => true)),
  };
}

/** The general services' envelope (SPEC §3 raw fields). */
export function retEnvelope(retCode: string | number, over: Partial<Record<'retMsg' | 'retData' | 'total' | 'retTime' | 'success', unknown>> = {}) {
  return { retCode, retMsg: 'ok', retData: { id: 1 }, total: 7, retTime: 1_700_000_000_000, success: true, ...over };
}

/** The activity services' envelope. */
export function actEnvelope(code: string | number, over: Partial<Record<'msg' | 'data', unknown>> = {}) {
  return { code, msg: 'ok', data: { id: 1 }, ...over };
}

/**
 * Adapters the policy is exercised through: `xhr` is what a browser uses (jsdom + msw's XHR
 * interceptor), `http` is Node's (the one msw can also time out, see the timeout tests).
 */
export const ADAPTERS: ReadonlyArray<readonly ['xhr' | 'http', AxiosAdapter]> = [
  ['xhr', axios.getAdapter('xhr')],
  ['http', axios.getAdapter('http')],
];

/**
 * An msw server for the whole file, unhandled requests failing the test, and a log of every
 * request that reached the network layer (to count attempts and read what was sent).
 */
export function useMockServer() {
  const server = setupServer();
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request);
  });
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());
  return { server, requests };
}
