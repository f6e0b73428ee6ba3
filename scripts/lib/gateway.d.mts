import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';

export type GatewayError = readonly [status: number, retCode: string, retMsg: string];
export declare const GATEWAY_PREFIX: '/api/gw';
export declare const PROXY_TIMEOUT_MS: number;
export declare const DEFAULT_MAX_BODY: number;
export declare const ALLOWED_METHODS: string[];
export declare const HOP_BY_HOP: string[];
export declare const GATEWAY_ERRORS: {
  badRequest: GatewayError;
  notFound: GatewayError;
  methodNotAllowed: GatewayError;
  tooLarge: GatewayError;
  badGateway: GatewayError;
  timeout: GatewayError;
  requestTimeout: GatewayError;
  unavailable: GatewayError;
};
export declare const DEFAULT_BODY_TIMEOUT_MS: number;
export declare function bodyTimeoutMs(env?: Record<string, string | undefined>): number;
export type GatewayErrorKind = keyof typeof GATEWAY_ERRORS;
type Env = Record<string, string | undefined>;
type NodeHeaders = Record<string, string | string[] | undefined>;
export declare function maxBodyBytes(env?: Env): number;
export declare function proxyTimeoutMs(env?: Env): number;
export declare function envelopeJson(retCode: string, retMsg: string): string;
export declare function splitGatewayUrl(url: string): { path: string; search: string };
export interface ApiTarget {
  /** Canonical API path after /api/gw (`/u-nnpc/registerLogin`). */
  path: string;
  search: string;
}
export declare function canonicalPath(raw: string): string | null;
export declare function canonicalTarget(url: string): { pathname: string; search: string } | null;
export declare function apiTarget(t: { pathname: string; search: string }): ApiTarget;
export declare function gatewayTarget(url: string): ApiTarget | null;
export declare function isControlPath(path: string): boolean;
export declare function gatewayMode(env?: Record<string, string | undefined>): 'proxy' | 'sandbox' | null;
export declare const FAIL_CLOSED_MESSAGE: string;
export declare function controlsOpen(env?: Record<string, string | undefined>): boolean;
export declare function trustProxyHops(env?: Record<string, string | undefined>): number;
export interface ClientInfo {
  ip: string;
  proto: string;
  host: string | undefined;
}
export declare function clientInfo(
  req: { headers: Record<string, string | string[] | undefined>; socket?: { remoteAddress?: string; encrypted?: boolean } },
  hops?: number,
): ClientInfo;
export declare class BodyTimeoutError extends Error {
  constructor(ms: number);
}
export declare function readBody(req: IncomingMessage, opts: { limit?: number; timeoutMs?: number }, done: (error: Error | null, body?: Buffer) => void): void;
export declare function hasRequestBody(req: IncomingMessage): boolean;
export declare function errorLine(error: unknown): string;
export declare function isGatewayUrl(url: string): boolean;
export declare const SANDBOX_CONTROL_PREFIX: '/__sandbox';
export declare function checkRequest(
  req: { method?: string; url?: string; headers: NodeHeaders },
  maxBody?: number,
  opts?: { sandbox?: boolean; target?: ApiTarget | null },
): GatewayError | null;
export declare class BodyTooLargeError extends Error {
  constructor(limit: number);
}
export declare function isBodyTooLarge(error: unknown): boolean;
export declare function limitBody(source: Readable, limit?: number): Readable;
export declare function upstreamHeaders(
  headers: NodeHeaders | Headers,
  opts?: { clientIp?: string; proto?: string; host?: string; passEncoding?: boolean; keepHost?: boolean; hasBody?: boolean },
): Record<string, string | string[]>;
export declare function downstreamHeaders(headers: NodeHeaders, skip?: Set<string>): string[];
export declare function upstreamTarget(apiOrigin: string): { origin: string; base: string };
export declare function gatewayDispatcher(): Dispatcher;
export declare function sendEnvelope(res: ServerResponse, error: GatewayError, extraHeaders?: string[], more?: string[]): void;
export declare function refuse(req: IncomingMessage, res: ServerResponse, error: GatewayError, extraHeaders?: string[]): void;
export interface UpstreamInfo {
  ms: number;
  outcome: 'ok' | 'error' | 'timeout' | 'aborted' | 'tooLarge';
  status?: number;
}
export declare function proxyNode(
  req: IncomingMessage,
  res: ServerResponse,
  opts: {
    origin: string;
    clientIp?: string;
    extraHeaders?: string[];
    maxBody?: number;
    timeoutMs?: number;
    dispatcher?: Dispatcher;
    /** `res`: the answer this outcome belongs to (one function can serve every request). */
    onUpstream?: (info: UpstreamInfo, res: ServerResponse) => void;
    logError?: (message: string, error: unknown) => void;
    /** The caller has applied checkRequest() already. */
    checked?: boolean;
    /** The upstream path and query (default: the request's canonical one, /api/gw taken off). */
    path?: string;
    /** A body read already (readBody()). */
    body?: Buffer;
    /** The client as clientInfo() decided it (default: the connection's). */
    client?: ClientInfo;
    /** A personal answer without Cache-Control gets `no-store`. */
    personalNoStore?: boolean;
    keepHost?: boolean;
    label?: string;
    onFailure?: (req: IncomingMessage, res: ServerResponse, kind: 'badGateway' | 'timeout' | 'tooLarge', error: unknown) => void;
  },
): Promise<void>;
export declare function proxyNodeCallback(
  req: IncomingMessage,
  res: ServerResponse,
  opts: {
    origin: string;
    clientIp?: string;
    extraHeaders?: string[];
    maxBody?: number;
    timeoutMs?: number;
    dispatcher?: Dispatcher;
    /** `res`: the answer this outcome belongs to (one function can serve every request). */
    onUpstream?: (info: UpstreamInfo, res: ServerResponse) => void;
    logError?: (message: string, error: unknown) => void;
    /** The caller has applied checkRequest() already. */
    checked?: boolean;
    /** The upstream path and query (default: the request's canonical one, /api/gw taken off). */
    path?: string;
    /** A body read already (readBody()). */
    body?: Buffer;
    /** The client as clientInfo() decided it (default: the connection's). */
    client?: ClientInfo;
    /** A personal answer without Cache-Control gets `no-store`. */
    personalNoStore?: boolean;
    keepHost?: boolean;
    label?: string;
    onFailure?: (req: IncomingMessage, res: ServerResponse, kind: 'badGateway' | 'timeout' | 'tooLarge', error: unknown) => void;
  },
  done?: () => void,
): void;
export declare function envelopeResponse(kind: GatewayErrorKind): Response;
export declare function proxyWeb(
  request: Request,
  opts: { origin: string; clientIp?: string; timeoutMs?: number; dispatcher?: Dispatcher; logError?: (message: string, error: unknown) => void },
): Promise<Response>;
