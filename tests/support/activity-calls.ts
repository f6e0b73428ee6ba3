import { gateway } from '@/server/gateway/handler';
import { gwRequest, loginBySms, type CallInit } from './sandbox-calls';

/** The activity services' raw envelope. */
export interface ActEnvelope<T = unknown> {
  code: number | string;
  msg: string;
  data: T;
}

export async function act<T = unknown>(path: string, init: CallInit = {}): Promise<ActEnvelope<T>> {
  const res = await gateway(gwRequest(path, init));
  return (await res.json()) as ActEnvelope<T>;
}

/** GET with the activityId header and an optional token, as the pages call it. */
export function actGet<T = unknown>(path: string, activityId: number | null, token?: string) {
  const headers: Record<string, string> = {};
  if (activityId !== null) headers.activityId = String(activityId);
  if (token) headers.token = token;
  return act<T>(path, { headers });
}

export function actPost<T = unknown>(path: string, body: unknown, token?: string, activityId?: number) {
  const headers: Record<string, string> = {};
  if (token) headers.token = token;
  if (activityId !== undefined) headers.activityId = String(activityId);
  return act<T>(path, { method: 'POST', body, headers });
}

export async function siteToken(phone = '13800138000'): Promise<string> {
  return (await loginBySms(phone)).retData.token;
}

/** A leigod account token for `phone` (the sandbox's /leigod/api/user/login/token exchange of its site token). */
export async function leigodAccountToken(phone = '13800138000'): Promise<string> {
  const res = await actPost<{ account_token: string; expires_in: number }>('/leigod/api/user/login/token', { token_channel: 'nn', token: await siteToken(phone) });
  if (res.code !== 0) throw new Error(`leigod token exchange refused: ${res.code} ${res.msg}`);
  return res.data.account_token;
}
