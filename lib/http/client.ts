import axios, { type AxiosError, type AxiosAdapter, type AxiosInstance, type AxiosRequestConfig, type Method } from 'axios';
import axiosRetry, { exponentialDelay } from 'axios-retry';
import { AUTH_CODES, FIXED_HEADERS, LIMITS, MSG } from '@/lib/constants';
import { normaliseEnvelope } from './envelope';
import { tooManyRequestsMessage } from './policy';
import type { ApiError, ApiResult, CallOptions, HttpHooks } from './types';

const IDEMPOTENT = new Set(['get', 'head', 'options']);

const noHooks: HttpHooks = {
  getToken: () => undefined,
  warn: () => undefined,
  onAuthExpired: () => undefined,
  isOnline: () => true,
};

export interface HttpOptions {
  baseURL?: string;
  adapter?: AxiosAdapter;
  /** Per-attempt timeout (default SPEC §9's 20 s). */
  timeoutMs?: number;
  /** Retries of idempotent calls (default SPEC §9's 3). */
  retries?: number;
  /** Backoff between retries; tests pass a short one. */
  retryDelay?: (retryCount: number, error: AxiosError) => number;
  hooks?: HttpHooks;
}

/** The request config carries the call's own answer to "may I be sent again?". */
type RetryConfig = { nnRetry?: boolean };

/**
 * Retry is a property of the call, not of the method: a GET may change state (a draw, a one-time
 * gift, order draws credited), and when its answer is lost (a 502 from a proxy, a dropped
 * connection) the backend has already committed it — sending it again spends a second draw. So a
 * call is retried only when its service function declared it `retry: true` (it reads and changes
 * nothing) and the method is idempotent; then on network errors, timeouts and 5xx. A POST is never
 * retried. This is the project's reading of "failed requests retried up to 3 times" (ARCHITECTURE §4).
 */
export function shouldRetry(error: AxiosError): boolean {
  if (axios.isCancel(error)) return false;
  if ((error.config as RetryConfig | undefined)?.nnRetry !== true) return false;
  const method = (error.config?.method ?? 'get').toLowerCase();
  if (!IDEMPOTENT.has(method)) return false;
  const status = error.response?.status;
  return status === undefined || status >= 500;
}

function fail(code: string | number, msg: string, status?: number, data: unknown = null): ApiError {
  return { code: String(code), msg, data, success: false, status };
}

export interface Http {
  get<T>(url: string, params?: Record<string, unknown>, opts?: CallOptions): Promise<ApiResult<T>>;
  post<T>(url: string, body?: unknown, opts?: CallOptions): Promise<ApiResult<T>>;
  request<T>(method: Method, url: string, opts: CallOptions & { params?: Record<string, unknown>; body?: unknown }): Promise<ApiResult<T>>;
  setHooks(hooks: HttpHooks): void;
  readonly instance: AxiosInstance;
}

/** The one axios client factory: envelope, error policy, retries, auth codes (ARCHITECTURE §4). */
export function createHttp(options: HttpOptions = {}): Http {
  let hooks = options.hooks ?? noHooks;
  const instance = axios.create({
    baseURL: options.baseURL,
    adapter: options.adapter,
    timeout: options.timeoutMs ?? LIMITS.requestTimeoutMs,
  });
  axiosRetry(instance, {
    retries: options.retries ?? LIMITS.retries,
    retryCondition: shouldRetry,
    retryDelay: options.retryDelay ?? ((n, e) => exponentialDelay(n, e, 300)),
    shouldResetTimeout: true,
  });
  function report(err: ApiError, opts: CallOptions): never {
    // The toaster shows an identical message once while it is open (lib/toast), so repeated
    // failures of one outage stay one toast.
    if (!opts.ignoreError) hooks.warn(err.msg);
    throw err;
  }

  function httpFailure(error: unknown, opts: CallOptions): never {
    if (axios.isCancel(error)) throw fail('canceled', 'canceled');
    const e = error as AxiosError;
    const status = e.response?.status;
    if (status === undefined) {
      if (!hooks.isOnline()) return report(fail(500, MSG.offline), opts);
      return report(fail(e.code ?? 'ERR_NETWORK', MSG.network(e.code === 'ECONNABORTED' ? 'timeout' : 'ERR_NETWORK')), opts);
    }
    if (status === 429) return report(fail(429, tooManyRequestsMessage(e.response?.data), 429), opts);
    return report(fail(status, status === 500 ? MSG.server500(500) : MSG.network(status), status), opts);
  }

  async function request<T>(
    method: Method,
    url: string,
    opts: CallOptions & { params?: Record<string, unknown>; body?: unknown },
  ): Promise<ApiResult<T>> {
    const kind = opts.kind ?? 'default';
    const token = hooks.getToken();
    const headers: Record<string, string> = {
      reqChannel: LIMITS.reqChannel,
      appId: FIXED_HEADERS.appId,
      busiType: FIXED_HEADERS.busiType,
      ...(token ? { token } : {}),
    };
    for (const [k, v] of Object.entries(opts.headers ?? {})) if (v !== undefined) headers[k] = v;
    const isGet = method.toLowerCase() === 'get';
    const params = isGet && opts.timestamp !== false ? { ...opts.params, _t: Date.now() } : opts.params;
    const config: AxiosRequestConfig & RetryConfig = {
      nnRetry: opts.retry === true,
      method,
      url,
      params,
      data: opts.body,
      headers,
      timeout: opts.timeout ?? options.timeoutMs ?? LIMITS.requestTimeoutMs,
      signal: opts.signal,
      responseType: 'text',
      transformResponse: [(d: unknown) => d],
    };
    // Offline: rejects {msg:'请检查网络！', success:false, code:500} without sending (ARCHITECTURE
    // §4) and says so once, like every other failure, unless the call ignores errors — a like or a
    // rating clicked offline must not look like it did nothing.
    if (!hooks.isOnline()) return report(fail(500, MSG.offline), opts);
    let raw: unknown;
    let status = 0;
    try {
      const res = await instance.request(config);
      raw = res.data;
      status = res.status;
    } catch (error) {
      return httpFailure(error, opts);
    }
    const result = normaliseEnvelope(raw, kind);
    if (!result) return report(fail(status, MSG.network(status), status), opts);
    if (result.success) return result as ApiResult<T>;
    if (AUTH_CODES.includes(result.code)) {
      const silent = kind !== 'default';
      hooks.onAuthExpired(silent);
      if (!silent) hooks.warn(MSG.authExpired);
      throw result;
    }
    return report(result as ApiError, opts);
  }

  return {
    instance,
    request,
    get: (url, params, opts = {}) => request('get', url, { ...opts, params }),
    post: (url, body, opts = {}) => request('post', url, { ...opts, body }),
    setHooks: (h) => {
      hooks = h;
    },
  };
}
