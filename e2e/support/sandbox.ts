import type { APIRequestContext } from '@playwright/test';
import type { Fault } from '../../sandbox/types';

/**
 * Where the QA controls answer: through the site (embedded topology, the default) or, with
 * E2E_TOPOLOGY=proxy, on the standalone sandbox backend's own port (scripts/e2e.mjs sets
 * E2E_SANDBOX_URL=http://127.0.0.1:<port>/__sandbox; /api/gw/__sandbox is 404 in proxy mode).
 */
export const SANDBOX_BASE = (process.env.E2E_SANDBOX_URL || '/api/gw/__sandbox').replace(/\/+$/, '');
const BASE = SANDBOX_BASE;

/** True when the site proxies to a standalone sandbox (E2E_TOPOLOGY=proxy). */
export const isProxyTopology = () => !!process.env.E2E_SANDBOX_URL;

/** The URL the sandbox advertises for a package file (embedded: a same-site path; proxy: on the sandbox's origin). */
export const sandboxDownloadUrl = (file: string) => `${SANDBOX_BASE}/downloads/${file}`;

/** A fault rule of POST /api/gw/__sandbox/faults (ARCHITECTURE §2): the sandbox's own type. */
export type FaultSpec = Fault;

/** An analytics event as the sandbox recorded it. */
export type SandboxEvent = Record<string, unknown>;

/** An order as GET /__sandbox/orders lists it. */
export type SandboxOrderRow = {
  orderNo: string;
  phone: string;
  status: 1 | 2 | -1;
  payFailed: boolean;
  idempotencyKey?: string;
  orderType?: number;
  consumerType?: number;
  nbAmount?: number;
  actualCents?: number;
  createdAt: number;
};

export type SmsRecord = { telNum: string; code: string; sentAt: number };

async function ok<T>(what: string, res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  if (!res.ok()) {
    throw new Error(`${what} → HTTP ${res.status()}: ${(await res.text()).slice(0, 300)}`);
  }
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * A connection reset before any answer, on a kept-alive socket the server closed as it was reused
 * (seen under load on a 2-core box: `apiRequestContext.post: read ECONNRESET` on a fault call after
 * a long page step). The server never read that request, so it is sent again, once.
 */
const STALE_SOCKET = /ECONNRESET|socket hang up/;

function retryingStaleSocket(request: APIRequestContext): Pick<APIRequestContext, 'get' | 'post' | 'delete'> {
  const again =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        if (!STALE_SOCKET.test(String((error as Error)?.message))) throw error;
        return call(...args);
      }
    };
  return { get: again(request.get.bind(request)), post: again(request.post.bind(request)), delete: again(request.delete.bind(request)) };
}

/** Typed client of the sandbox's QA controls, through the test's APIRequestContext. */
export function sandboxClient(context: APIRequestContext) {
  const request = retryingStaleSocket(context);
  return {
    /** POST /__sandbox/reset — seed state again. */
    async reset(): Promise<void> {
      await ok('POST reset', await request.post(`${BASE}/reset`));
    },
    /**
     * GET /__sandbox/sms?telNum= — the latest code sent to that phone. Polls up to `timeoutMs`
     * because the UI's send call may still be in flight.
     */
    async sms(telNum: string, { timeoutMs = 5000 } = {}): Promise<string> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const res = await request.get(`${BASE}/sms`, { params: { telNum } });
        if (res.ok()) return ((await res.json()) as SmsRecord).code;
        if (res.status() !== 404 || Date.now() > deadline) {
          throw new Error(`GET sms?telNum=${telNum} → HTTP ${res.status()} (no code sent?)`);
        }
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    /** POST /__sandbox/faults — make matching calls fail. */
    async fault(spec: FaultSpec): Promise<void> {
      await ok('POST faults', await request.post(`${BASE}/faults`, { data: spec }));
    },
    /** DELETE /__sandbox/faults — clear all faults. */
    async clearFaults(): Promise<void> {
      await ok('DELETE faults', await request.delete(`${BASE}/faults`));
    },
    /** POST /__sandbox/revoke — revoke one token, or every token when none is given. */
    async revoke(token?: string): Promise<void> {
      const res = await request.post(`${BASE}/revoke`, token ? { data: { token } } : {});
      await ok('POST revoke', res);
    },
    /** GET /__sandbox/events — analytics events received, newest last. */
    async events(): Promise<SandboxEvent[]> {
      return ok<SandboxEvent[]>('GET events', await request.get(`${BASE}/events`));
    },
    /** GET /__sandbox/orders — every order (of one phone), oldest first. */
    async orders(phone?: string): Promise<SandboxOrderRow[]> {
      return ok<SandboxOrderRow[]>('GET orders', await request.get(`${BASE}/orders`, phone ? { params: { phone } } : {}));
    },
    /** POST /__sandbox/cashier/<orderNo> — settle an order as the payment page would. */
    async cashier(orderNo: string, action: 'pay' | 'fail' | 'expire'): Promise<void> {
      await ok(`POST cashier ${action}`, await request.post(`${BASE}/cashier/${encodeURIComponent(orderNo)}`, { data: { action } }));
    },
  };
}

export type SandboxClient = ReturnType<typeof sandboxClient>;
