import { discardSandboxRuntime, setSandboxClock } from '@/sandbox/db';
import { gateway } from '@/server/gateway/handler';
import type { Envelope } from '@/sandbox/envelope';

export const ORIGIN = 'http://localhost:3000';

export interface CallInit {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A web Request to the gateway, as the API route builds it. */
export function gwRequest(path: string, init: CallInit = {}): Request {
  const headers = new Headers(init.headers);
  const hasBody = init.body !== undefined;
  if (hasBody && !headers.has('content-type')) headers.set('content-type', 'application/json');
  return new Request(`${ORIGIN}/api/gw${path}`, {
    method: init.method ?? (hasBody ? 'POST' : 'GET'),
    headers,
    body: hasBody ? (typeof init.body === 'string' ? init.body : JSON.stringify(init.body)) : undefined,
  });
}

export async function call<T = unknown>(path: string, init: CallInit = {}, clientIp?: string): Promise<{ status: number; body: Envelope<T> }> {
  const res = await gateway(gwRequest(path, init), { clientIp });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

export async function post<T = unknown>(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
  return (await call<T>(path, { method: 'POST', body, headers })).body;
}

/** `post` from a client at `clientIp` (the connection's address the API route hands the gateway). */
export async function postFrom<T = unknown>(clientIp: string, path: string, body: unknown = {}, headers: Record<string, string> = {}) {
  return (await call<T>(path, { method: 'POST', body, headers }, clientIp)).body;
}

/** A controllable clock for the sandbox rules; starts at a fixed moment (10:00 China time). */
export function useSandboxClock(start = Date.UTC(2025, 5, 1, 2, 0, 0)) {
  let t = start;
  setSandboxClock(() => t);
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
  };
}

/** Fresh in-memory sandbox per test. */
export function freshSandbox(): void {
  discardSandboxRuntime();
  delete process.env.SANDBOX_DATA_FILE;
  delete process.env.API_ORIGIN;
}

export async function sendSms(telNum: string, extra: Record<string, unknown> = {}) {
  return post('/u-nnpc/api/v2/userSms/sendSms', { type: 1, telNum, countryCode: '86', ...extra });
}

/** The latest code, read through the QA control like an e2e test would. */
export async function smsCode(telNum: string): Promise<string> {
  const res = await gateway(gwRequest(`/__sandbox/sms?telNum=${telNum}`));
  if (res.status !== 200) throw new Error(`no code for ${telNum}`);
  return ((await res.json()) as { code: string }).code;
}

export interface LoginData {
  token: string;
  nickName: string;
  nnNumber: string;
  userUrlNn: string;
}

export async function loginBySms(telNum: string, headers: Record<string, string> = {}) {
  await sendSms(telNum);
  return post<LoginData>('/u-nnpc/registerLogin', { countryCode: '86', telNum, smsCode: await smsCode(telNum) }, headers);
}
