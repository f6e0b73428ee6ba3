import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerFromSandbox } from '@/sandbox';
import {
  GATEWAY_ERRORS, checkRequest, controlsOpen, envelopeResponse, gatewayTarget, isControlPath, maxBodyBytes, proxyNode, proxyWeb, refuse,
  sendEnvelope, splitGatewayUrl, type GatewayError, type GatewayErrorKind,
} from '@/server/gateway/proxy.ts';
import { requestIdOf } from '@/server/observability/request-id.ts';

// The header rules, envelopes, limits and the proxy itself live in server/gateway/proxy.ts, shared
// with the production server's fast path (server/front/site-server.ts): one implementation.
export { GATEWAY_PREFIX, PROXY_TIMEOUT_MS } from '@/server/gateway/proxy.ts';

export interface GatewayContext {
  /** Peer address of the incoming connection: appended to X-Forwarded-For, the sandbox's client address. */
  clientIp?: string;
}

/**
 * `/api/gw/u-nnpc/registerLogin` → `/u-nnpc/registerLogin`: the canonical API path
 * (server/gateway/proxy.ts gatewayTarget), or the path as sent when it has none (the gateway refuses those).
 */
export function apiPathOf(url: string): string {
  return gatewayTarget(url)?.path ?? splitGatewayUrl(url).path;
}

function kindOf(error: GatewayError): GatewayErrorKind {
  return (Object.keys(GATEWAY_ERRORS) as GatewayErrorKind[]).find((k) => GATEWAY_ERRORS[k] === error) ?? 'badGateway';
}

/**
 * Every API call of the site made in-process (server data loading through the axios adapter), and
 * the browser's calls in sandbox mode (pages/api/gw). Decided per request, not at build time:
 * API_ORIGIN set → proxy, else the sandbox.
 */
export async function gateway(request: Request, context: GatewayContext = {}): Promise<Response> {
  const target = gatewayTarget(request.url);
  if (!target) return envelopeResponse('badRequest');
  const origin = process.env.API_ORIGIN;
  if (origin) {
    if (isControlPath(target.path)) return envelopeResponse('notFound');
    return proxyWeb(request, { origin, clientIp: context.clientIp });
  }
  const refusal = checkRequest({ method: request.method, url: request.url, headers: Object.fromEntries(request.headers) }, maxBodyBytes(), { sandbox: true, target });
  if (refusal) return envelopeResponse(kindOf(refusal));
  if (isControlPath(target.path) && !controlsOpen()) return envelopeResponse('notFound');
  return fromSandbox(request, target.path, context.clientIp);
}

/**
 * The embedded sandbox answers the browser only when asked for: `next dev`, tests, or SANDBOX=on.
 * A production server without API_ORIGIN and without SANDBOX=on (`next start` run by hand: `npm
 * start` refuses to start then) answers 503 instead of readable SMS codes and a paying cashier.
 */
function sandboxRefused(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV === 'production' && env.SANDBOX !== 'on';
}

/**
 * The browser's side of the gateway on a Node request (pages/api/gw, `next dev` and sandbox
 * mode): the shared refusals (405, 400, 413), then in proxy mode the shared streaming proxy.
 * The request's X-Request-ID (kept when well-formed, else made) goes to the API and back.
 * Returns true when it answered, false when the sandbox must answer (no API_ORIGIN).
 */
export async function answerNode(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  // A well-formed X-Request-ID kept, else a new one: sent to the API, returned on every answer.
  requestIdOf(req);
  const origin = process.env.API_ORIGIN;
  const target = gatewayTarget(req.url ?? '/');
  const refusal = checkRequest(req, maxBodyBytes(), { sandbox: !origin, target });
  if (refusal || !target) {
    refuse(req, res, refusal ?? GATEWAY_ERRORS.badRequest);
    return true;
  }
  if (!origin) {
    if (sandboxRefused()) sendEnvelope(res, GATEWAY_ERRORS.unavailable);
    else if (isControlPath(target.path) && !controlsOpen()) sendEnvelope(res, GATEWAY_ERRORS.notFound);
    else return false;
    return true;
  }
  if (isControlPath(target.path)) sendEnvelope(res, GATEWAY_ERRORS.notFound);
  else await proxyNode(req, res, { origin, path: target.path + target.search, personalNoStore: true });
  return true;
}

/** Thrown by a `drop` fault; the API route destroys the connection when it sees one. */
export function isDropError(error: unknown): boolean {
  return error instanceof Error && error.name === 'SandboxDropError';
}

/** The body, or null when it passes `limit` bytes (reading stops there: the rest is never read). */
async function readLimited(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

async function fromSandbox(request: Request, apiPath: string, clientIp: string | undefined): Promise<Response> {
  const url = new URL(request.url);
  url.pathname = apiPath;
  // msw's http.get does not match HEAD: answer HEAD as GET and drop the body.
  const isHead = request.method === 'HEAD';
  const method = isHead ? 'GET' : request.method;
  const body = method === 'GET' ? null : await readLimited(request.body, maxBodyBytes());
  if (method !== 'GET' && body === null) return envelopeResponse('tooLarge');
  const sandboxRequest = new Request(url, { method, headers: request.headers, body: body?.byteLength ? body : null });
  // The connection's address, for the sandbox's per-address limits (never a header the client sent).
  const answer = await answerFromSandbox(sandboxRequest, { clientIp });
  const headers = new Headers(answer.headers);
  // Sandbox state changes with every call and QA control: never cache it anywhere.
  headers.set('cache-control', 'no-store');
  return new Response(isHead ? null : answer.body, { status: answer.status, statusText: answer.statusText, headers });
}
