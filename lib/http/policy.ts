import type { ApiError, CallOptions } from './types';

/**
 * The error policy's two words for callers. By default a failed call shows its message once (the
 * client owns that toast) and rejects with an ApiError; a caller that shows the failure itself, or
 * must show nothing (server-side loaders, background refreshes), passes QUIET.
 */
export const QUIET = { ignoreError: true } as const satisfies CallOptions;

/** A rejection of the shared client (every failure it reports has a string code and a message). */
export function isApiError(e: unknown): e is ApiError {
  if (typeof e !== 'object' || e === null) return false;
  const { code, msg } = e as { code?: unknown; msg?: unknown };
  return typeof code === 'string' && typeof msg === 'string';
}

/** Shown for an HTTP 429 that carries no message of its own. */
export const TOO_MANY_REQUESTS = '操作过于频繁，请稍后再试';

/**
 * The message of an HTTP 429 (the gateway's or nginx's edge limits): the envelope's own
 * (`验证码发送过于频繁，请60秒后再试`), else TOO_MANY_REQUESTS — never `网络异常:【429】`.
 */
export function tooManyRequestsMessage(body: unknown): string {
  let parsed = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      return TOO_MANY_REQUESTS;
    }
  }
  const o = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as { retMsg?: unknown; msg?: unknown };
  const msg = typeof o.retMsg === 'string' && o.retMsg ? o.retMsg : o.msg;
  return typeof msg === 'string' && msg ? msg : TOO_MANY_REQUESTS;
}
