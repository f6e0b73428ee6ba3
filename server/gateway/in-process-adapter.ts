import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export type Gateway = (request: Request) => Promise<Response>;

/**
 * An axios adapter that answers from the gateway function in-process. It applies validateStatus
 * itself and returns the body as text (axios's transformResponse parses it), and builds the URL
 * with axios.getUri so params are kept.
 */
export function createInProcessAdapter(gateway: Gateway): AxiosAdapter {
  return async (config: InternalAxiosRequestConfig) => {
    const url = axios.getUri(config);
    const headers = new Headers();
    for (const [k, v] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (v !== undefined && v !== null) headers.set(k, String(v));
    }
    const method = (config.method ?? 'get').toUpperCase();
    const body = method === 'GET' || method === 'HEAD' ? undefined : (config.data as BodyInit | undefined);
    // The per-attempt timeout applies in-process too (a hung upstream in proxy mode).
    const signals = [config.signal as AbortSignal | undefined, config.timeout ? AbortSignal.timeout(config.timeout) : undefined];
    const signal = AbortSignal.any(signals.filter((s): s is AbortSignal => Boolean(s)));
    let res: Response;
    try {
      res = await raceAbort(gateway(new Request(url, { method, headers, body, signal })), signal);
    } catch (cause) {
      if ((cause as Error)?.name === 'TimeoutError') {
        throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config);
      }
      throw new AxiosError(String(cause), AxiosError.ERR_NETWORK, config);
    }
    const response = {
      data: await res.text(),
      status: res.status,
      statusText: res.statusText,
      headers: Object.fromEntries(res.headers.entries()),
      config,
      request: {},
    };
    const validate = config.validateStatus;
    if (!validate || validate(res.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${res.status}`,
      res.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
}

/** The sandbox may ignore the request signal (a delay fault): stop waiting when it fires. */
function raceAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
