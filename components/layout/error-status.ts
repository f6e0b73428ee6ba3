const isErrorStatus = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 400 && n <= 599;

/**
 * Status of a page error (SPEC §8): the error's statusCode, status or response.status, then the
 * response's own status when it is an error status, else 500.
 */
export function errorStatus(err: unknown, resStatus?: number): number {
  if (typeof err === 'object' && err !== null) {
    const e = err as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } | null };
    if (isErrorStatus(e.statusCode)) return e.statusCode;
    if (isErrorStatus(e.status)) return e.status;
    if (isErrorStatus(e.response?.status)) return e.response.status;
  }
  return isErrorStatus(resStatus) ? resStatus : 500;
}

export function errorMessage(status: number): string {
  if (status === 404) return '页面不存在';
  if (status >= 500) return '服务器开小差了，请稍后再试';
  return '请求出错了，请稍后再试';
}

/** server/observability/request-id.ts's rule (nginx's too): 8–128 characters of [A-Za-z0-9._-]. */
const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * The id of the request an error page answers (X-Request-ID, which the front or nginx set), for
 * the visitor to quote to customer service. Only from a request rendered on the server: a page
 * built ahead of time or shown after a client-side navigation has none (an id in a stored page
 * would be another request's).
 */
export function requestIdOf(req: { headers: Record<string, string | string[] | undefined> } | undefined): string | undefined {
  const id = req?.headers['x-request-id'];
  return typeof id === 'string' && REQUEST_ID.test(id) ? id : undefined;
}
