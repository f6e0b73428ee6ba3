import { answerFromSandbox, isControlPath } from '@/sandbox';

/** Where the gateway route is mounted; everything after it is the real API path. */
export const GATEWAY_PREFIX = '/api/gw';
/** Above the client's 20 s per-attempt timeout, so the client's own timeout fires first. */
export const PROXY_TIMEOUT_MS = 25_000;

/** RFC 9110 §7.6.1: meaningful for one connection only, never forwarded. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

export interface GatewayContext {
  /** Peer address of the incoming connection, appended to X-Forwarded-For. */
  clientIp?: string;
}

/** `/api/gw/u-nnpc/registerLogin` → `/u-nnpc/registerLogin`. */
export function apiPathOf(url: string): string {
  return new URL(url).pathname.replace(/^\/api\/gw(?=\/|$)/, '') || '/';
}

/**
 * Every API call of the site, from the browser (through pages/api/gw) or from server data loading
 * (in-process). Decided per request, not at build time: API_ORIGIN set → proxy, else the sandbox.
 */
export async function gateway(request: Request, context: GatewayContext = {}): Promise<Response> {
  const apiPath = apiPathOf(request.url);
  const origin = process.env.API_ORIGIN;
  if (origin) {
    if (isControlPath(apiPath)) return jsonError(404, '404', '接口不存在');
    return proxy(request, origin, apiPath, context);
  }
  return fromSandbox(request, apiPath);
}

/** Thrown by a `drop` fault; the API route destroys the connection when it sees one. */
export function isDropError(error: unknown): boolean {
  return error instanceof Error && error.name === 'SandboxDropError';
}

function jsonError(status: number, retCode: string, retMsg: string): Response {
  return Response.json({ retCode, retMsg, retData: null, total: 0, retTime: Date.now(), success: false }, { status });
}

function withoutHopByHop(source: Headers, extra: string[]): Headers {
  const headers = new Headers(source);
  const listed = (source.get('connection') ?? '').split(',').map((h) => h.trim().toLowerCase());
  for (const name of [...HOP_BY_HOP, ...listed, ...extra]) if (name) headers.delete(name);
  return headers;
}

function upstreamHeaders(request: Request, clientIp?: string): Headers {
  // host/content-length are fetch's to set; accept-encoding too, since fetch decodes what it asked for.
  const headers = withoutHopByHop(request.headers, ['host', 'content-length', 'accept-encoding']);
  if (clientIp) {
    const prior = request.headers.get('x-forwarded-for');
    headers.set('x-forwarded-for', prior ? `${prior}, ${clientIp}` : clientIp);
  }
  const host = request.headers.get('host');
  if (host) headers.set('x-forwarded-host', host);
  return headers;
}

async function proxy(request: Request, origin: string, apiPath: string, context: GatewayContext): Promise<Response> {
  const target = `${origin.replace(/\/+$/, '')}${apiPath}${new URL(request.url).search}`;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers: upstreamHeaders(request, context.clientIp),
    body: hasBody ? request.body : undefined,
    duplex: 'half', // streams the body instead of buffering it
    redirect: 'manual',
    signal: AbortSignal.any([request.signal, AbortSignal.timeout(PROXY_TIMEOUT_MS)]),
  };
  let upstream: Response;
  try {
    upstream = await fetch(target, init);
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    console.error(`[gateway] ${request.method} ${target} failed`, error);
    return timedOut ? jsonError(504, '504', '网关超时') : jsonError(502, '502', '网关无法连接后端服务');
  }
  // fetch has already decoded the body, so its encoding and length no longer describe it.
  const headers = withoutHopByHop(upstream.headers, ['content-encoding', 'content-length']);
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers });
}

async function fromSandbox(request: Request, apiPath: string): Promise<Response> {
  const url = new URL(request.url);
  url.pathname = apiPath;
  // msw's http.get does not match HEAD: answer HEAD as GET and drop the body.
  const isHead = request.method === 'HEAD';
  const method = isHead ? 'GET' : request.method;
  const body = method === 'GET' ? null : await request.arrayBuffer();
  const sandboxRequest = new Request(url, { method, headers: request.headers, body: body?.byteLength ? body : null });
  const answer = await answerFromSandbox(sandboxRequest);
  const headers = new Headers(answer.headers);
  // Sandbox state changes with every call and QA control: never cache it anywhere.
  headers.set('cache-control', 'no-store');
  return new Response(isHead ? null : answer.body, { status: answer.status, statusText: answer.statusText, headers });
}
