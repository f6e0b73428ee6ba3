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
};
export type GatewayErrorKind = keyof typeof GATEWAY_ERRORS;
type Env = Record<string, string | undefined>;
type NodeHeaders = Record<string, string | string[] | undefined>;
export declare function maxBodyBytes(env?: Env): number;
export declare function proxyTimeoutMs(env?: Env): number;
export declare function envelopeJson(retCode: string, retMsg: string): string;
export declare function splitGatewayUrl(url: string): { path: string; search: string };
export declare function isGatewayUrl(url: string): boolean;
export declare const SANDBOX_CONTROL_PREFIX: '/__sandbox';
export declare function checkRequest(
  req: { method?: string; url?: string; headers: NodeHeaders },
  maxBody?: number,
  opts?: { sandbox?: boolean },
): GatewayError | null;
export declare class BodyTooLargeError extends Error {
  constructor(limit: number);
}
export declare function isBodyTooLarge(error: unknown): boolean;
export declare function limitBody(source: Readable, limit?: number): Readable;
export declare function upstreamHeaders(headers: NodeHeaders | Headers, opts?: { clientIp?: string; passEncoding?: boolean }): Record<string, string | string[]>;
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
  },
  done?: () => void,
): void;
export declare function envelopeResponse(kind: GatewayErrorKind): Response;
export declare function proxyWeb(
  request: Request,
  opts: { origin: string; clientIp?: string; timeoutMs?: number; dispatcher?: Dispatcher; logError?: (message: string, error: unknown) => void },
): Promise<Response>;
