// The gateway's one implementation (ARCHITECTURE §1, §7): the header rules, the error envelopes,
// the request limits and the proxy to API_ORIGIN. Erasable TypeScript that Node runs as it is, so
// that both the production server (server/front/site-server.ts, started by server/index.ts, which
// answers /api/gw/* before Next's handler) and the Next side (server/gateway/handler.ts: the API
// route of `next dev` and the in-process axios adapter of server rendering) load this same file.
//
// - proxyNode(req, res): Node request → Node response, bodies streamed both ways through undici's
//   pooled keep-alive dispatcher (`dispatcher.dispatch` with a handler object that writes each
//   upstream chunk into `res`, pausing the backend socket while `res` is full).
//   Used by server/front/site-server.ts and server/renderer/renderer.ts (its callback form
//   proxyNodeCallback) and by pages/api/gw in proxy mode.
// - proxyWeb(request): a Web Request → a Web Response (the in-process adapter), same dispatcher and
//   rules; it decodes a compressed answer, since its callers read the body as text.
// - checkRequest(): 405 for methods other than GET/HEAD/POST/OPTIONS, 400 for a malformed
//   percent-encoding, 413 for a declared Content-Length over GATEWAY_MAX_BODY; limitBody() counts
//   the bytes of a chunked body and stops it at the limit (never buffers the rest).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough, Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import { Agent, type Dispatcher } from 'undici';
import { maskText } from '../observability/mask.ts';
import { REQUEST_ID_HEADER, currentRequestId, isRequestId } from '../observability/request-id.ts';

/** The environment variables read here (process.env, or a test's own). */
export type Env = Readonly<Record<string, string | undefined>>;
/** Node's lowercase header object (IncomingMessage.headers), or undici's answer headers. */
export type HeaderRecord = Record<string, string | string[] | undefined>;

/** Where the gateway is mounted; everything after it is the real API path. */
export const GATEWAY_PREFIX = '/api/gw';
/** Above the client's 20 s per-attempt timeout, so the client's own timeout fires first. */
export const PROXY_TIMEOUT_MS = 25_000;
/** Request bodies above this many bytes are refused with 413 (GATEWAY_MAX_BODY overrides). */
export const DEFAULT_MAX_BODY = 1024 * 1024;
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];
/** RFC 9110 §7.6.1: meaningful for one connection only, never forwarded. */
export const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];
const HOP_SET = new Set(HOP_BY_HOP);

/** One of the gateway's own answers. */
export type GatewayError = readonly [status: number, retCode: string, retMsg: string];

/** The gateway's own answers. */
export const GATEWAY_ERRORS = {
  badRequest: [400, '400', '请求地址无效'],
  notFound: [404, '404', '接口不存在'],
  methodNotAllowed: [405, '405', '不支持的请求方法'],
  tooLarge: [413, '413', '请求体过大'],
  badGateway: [502, '502', '网关无法连接后端服务'],
  timeout: [504, '504', '网关超时'],
  requestTimeout: [408, '408', '请求超时，请重试'],
  unavailable: [503, '503', '服务暂不可用'],
} satisfies Record<string, GatewayError>;

export type GatewayErrorKind = keyof typeof GATEWAY_ERRORS;

/** Request bodies must arrive whole within this (GATEWAY_BODY_TIMEOUT_MS overrides); else 408. */
export const DEFAULT_BODY_TIMEOUT_MS = 10_000;

/** GATEWAY_BODY_TIMEOUT_MS or 10 s. */
export function bodyTimeoutMs(env: Env = process.env): number {
  const n = Number(env.GATEWAY_BODY_TIMEOUT_MS);
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_BODY_TIMEOUT_MS;
}

/** GATEWAY_MAX_BODY (bytes) or 1 MB. */
export function maxBodyBytes(env: Env = process.env): number {
  const n = Number(env.GATEWAY_MAX_BODY);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : DEFAULT_MAX_BODY;
}

/** GATEWAY_TIMEOUT_MS or 25 s. */
export function proxyTimeoutMs(env: Env = process.env): number {
  const n = Number(env.GATEWAY_TIMEOUT_MS);
  return Number.isFinite(n) && n > 0 ? n : PROXY_TIMEOUT_MS;
}

/** The JSON text of an envelope the site's http client understands. */
export function envelopeJson(retCode: string, retMsg: string): string {
  return JSON.stringify({ retCode, retMsg, retData: null, total: 0, retTime: Date.now(), success: false });
}

/** The gateway's view of a request target: the API path after `/api/gw` and the query. */
export interface ApiTarget {
  /** The API path after /api/gw (`/u-nnpc/registerLogin`). */
  path: string;
  /** The query with its `?`, or ''. */
  search: string;
}

/** A request target split into its pathname and its query (`?…`, or ''). */
export interface RequestTarget {
  pathname: string;
  search: string;
}

/**
 * `/api/gw/u-nnpc/x?y=1` (or an absolute URL) → { path: '/u-nnpc/x', search: '?y=1' }, the path as
 * sent (see gatewayTarget() for the canonical one every decision uses).
 */
export function splitGatewayUrl(url: string): ApiTarget {
  const { pathname, search } = splitTarget(url);
  const path = pathname.startsWith(GATEWAY_PREFIX) && (pathname.length === GATEWAY_PREFIX.length || pathname[GATEWAY_PREFIX.length] === '/')
    ? pathname.slice(GATEWAY_PREFIX.length) || '/'
    : pathname;
  return { path, search };
}

const ABSOLUTE = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/;

/** A request target (origin-form, or an absolute URL from in-process callers) → its raw pathname and search. */
function splitTarget(url: string): RequestTarget {
  let rest = url;
  if (rest[0] !== '/') {
    const m = ABSOLUTE.exec(rest);
    rest = m ? rest.slice(m[0].length) || '/' : rest;
  }
  const q = rest.indexOf('?');
  return q === -1 ? { pathname: rest, search: '' } : { pathname: rest.slice(0, q), search: rest.slice(q) };
}

// RFC 3986 path characters that may appear as they are: unreserved, sub-delims, ':', '@', and '/'
// between segments ('%' is handled apart). Everything else (space, '"', '<', '>', '\\', '^', '`',
// '{', '|', '}', '#', controls, non-ASCII) is refused: browsers and the site's clients encode them.
const RAW_OK = new Uint8Array(128);
for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/") RAW_OK[c.charCodeAt(0)] = 1;
const UNRESERVED = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~') UNRESERVED[c.charCodeAt(0)] = 1;
const HEX_DIGITS = '0123456789ABCDEF';
const DOUBLE_ENCODED = /%25[0-9A-Fa-f]{2}/;

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

/**
 * The one canonical form of a request path (`raw`: a pathname starting with '/'), or null when the
 * path must be refused. Normalised the way RFC 3986 §6.2.2 says a standards-following server
 * compares paths — percent-encoded unreserved characters decoded (`%2e` → `.`, `%7E` → `~`), the
 * hex of the other escapes in upper case — and then refused when it still carries anything a
 * server, proxy or framework behind the gateway could read as a different path:
 * - a dot segment (`.`, `..`, also as `%2e`, `.%2E`, or before a `;` parameter: `..;`),
 * - an empty segment (`//`, a trailing `/`),
 * - an encoded `/` or `\` (`%2F`, `%5C`), a double encoding (`%25` + two hex digits),
 * - a control character (raw or encoded), a malformed escape or invalid UTF-8,
 * - a raw character outside RFC 3986's path characters (`\`, space, non-ASCII, …).
 * So the path a backend sees is the path this gateway decided on: no backend can resolve it to
 * anything else (a WHATWG URL parser gives the same string back).
 */
export function canonicalPath(raw: string): string | null {
  if (raw.charCodeAt(0) !== 47) return null;
  let out: string | null = null; // built only when the path changes
  let highBytes = false;
  const n = raw.length;
  for (let i = 0; i < n; i += 1) {
    const c = raw.charCodeAt(i);
    if (c === 37) {
      const hi = i + 2 < n ? hexValue(raw.charCodeAt(i + 1)) : -1;
      const lo = hi === -1 ? -1 : hexValue(raw.charCodeAt(i + 2));
      if (lo === -1) return null;
      const v = hi * 16 + lo;
      if (v < 0x20 || v === 0x7f || v === 0x2f || v === 0x5c) return null;
      out ??= raw.slice(0, i);
      if (v < 128 && UNRESERVED[v]) out += String.fromCharCode(v);
      else {
        if (v >= 128) highBytes = true;
        out += `%${HEX_DIGITS[hi]}${HEX_DIGITS[lo]}`;
      }
      i += 2;
    } else if (c >= 128 || !RAW_OK[c]) {
      return null;
    } else if (out !== null) {
      out += raw[i];
    }
  }
  const path = out ?? raw;
  if (highBytes) {
    try {
      decodeURIComponent(path);
    } catch {
      return null;
    }
  }
  if (path.includes('%25') && DOUBLE_ENCODED.test(path)) return null;
  return path === '/' || segmentsOk(path) ? path : null;
}

/** No empty segment and no dot segment (`.`/`..`, also before a `;` path parameter, raw or `%3B`). */
function segmentsOk(path: string): boolean {
  let from = 1;
  for (;;) {
    const next = path.indexOf('/', from);
    const end = next === -1 ? path.length : next;
    if (end === from) return false;
    if (path.charCodeAt(from) === 46) {
      const dots = end > from + 1 && path.charCodeAt(from + 1) === 46 ? 2 : 1;
      const after = from + dots;
      if (after === end || path[after] === ';' || path.startsWith('%3B', after)) return false;
    }
    if (next === -1) return true;
    from = next + 1;
  }
}

/**
 * The gateway's view of a request target, decided once: the canonical API path (after `/api/gw`)
 * and the query, or null when the target must be refused (400). Routing (QA controls or not), the
 * edge limits, the forward and the logs all use this.
 */
export function gatewayTarget(url: string): ApiTarget | null {
  const t = canonicalTarget(url);
  return t && apiTarget(t);
}

/**
 * A request target with its path in canonical form (canonicalPath()) and its query checked, or
 * null when it must be refused.
 */
export function canonicalTarget(url: string): RequestTarget | null {
  const { pathname, search } = splitTarget(url);
  const canonical = canonicalPath(pathname);
  if (canonical === null || !wellEncoded(search) || !queryOk(search)) return null;
  return { pathname: canonical, search };
}

/** A canonicalTarget() → the API path after the mount point (`/api/gw/a` → `/a`, `/api/gw` → `/`). */
export function apiTarget({ pathname, search }: RequestTarget): ApiTarget {
  if (!pathname.startsWith(GATEWAY_PREFIX)) return { path: pathname, search };
  const rest = pathname.slice(GATEWAY_PREFIX.length);
  if (rest === '') return { path: '/', search };
  return rest[0] === '/' ? { path: rest, search } : { path: pathname, search };
}

/** A query without control characters (raw or encoded) and without a fragment. */
function queryOk(search: string): boolean {
  for (let i = 0; i < search.length; i += 1) {
    const c = search.charCodeAt(i);
    if (c < 0x21 || c === 0x7f || c === 35 || c >= 128) return false;
  }
  return !search.includes('%') || !/%(?:[01][0-9A-Fa-f]|7[Ff])/.test(search);
}

/** True for `/api/gw`, `/api/gw/…`, `/api/gw?…`. */
export function isGatewayUrl(url: string): boolean {
  if (!url.startsWith(GATEWAY_PREFIX)) return false;
  const c = url[GATEWAY_PREFIX.length];
  return c === undefined || c === '/' || c === '?';
}

function wellEncoded(s: string): boolean {
  if (!s.includes('%')) return true;
  try {
    decodeURIComponent(s);
    return true;
  } catch {
    return false;
  }
}

/** The sandbox's QA controls (sandbox/index.ts CONTROL_PREFIX): not the API, their own methods (DELETE). */
export const SANDBOX_CONTROL_PREFIX = '/__sandbox';

/** True for a canonical API path (gatewayTarget()'s `path`) of the sandbox's QA controls. */
export function isControlPath(path: string): boolean {
  return path.startsWith(SANDBOX_CONTROL_PREFIX) && (path.length === SANDBOX_CONTROL_PREFIX.length || path[SANDBOX_CONTROL_PREFIX.length] === '/');
}

/** Who answers the gateway: the API behind API_ORIGIN, or the embedded sandbox. */
export type GatewayMode = 'proxy' | 'sandbox';

/**
 * Who answers the gateway: 'proxy' (API_ORIGIN set), 'sandbox' (SANDBOX=on, said in so many words),
 * or null — a production server with neither refuses to start (it fails closed).
 */
export function gatewayMode(env: Env = process.env): GatewayMode | null {
  if (env.API_ORIGIN) return 'proxy';
  return env.SANDBOX === 'on' ? 'sandbox' : null;
}

/** What `npm start` says when it has neither API_ORIGIN nor SANDBOX=on. */
export const FAIL_CLOSED_MESSAGE = 'Refusing to start: set API_ORIGIN to the real API gateway (e.g. API_ORIGIN=https://gw.example.com), '
  + 'or SANDBOX=on to serve the built-in sandbox (readable SMS codes, a cashier that marks orders paid: demos and QA only; '
  + '`npm run sandbox` sets it).';

/** The embedded sandbox's QA controls are open unless SANDBOX_QA=off (a public demo closes them). */
export function controlsOpen(env: Env = process.env): boolean {
  return env.SANDBOX_QA !== 'off';
}

/** What checkRequest() reads of a request: its request line and headers. */
export interface RequestHead {
  method?: string;
  url?: string;
  headers: HeaderRecord;
}

export interface CheckOptions {
  /** The embedded sandbox answers, whose QA controls take any method. */
  sandbox?: boolean;
  /** gatewayTarget(req.url) when the caller has it already (null: refused). */
  target?: ApiTarget | null;
}

/**
 * The gateway's refusals, decided from the request line and headers alone (nothing read yet).
 * Returns a GATEWAY_ERRORS entry or null.
 */
export function checkRequest(req: RequestHead, maxBody = maxBodyBytes(), { sandbox = false, target = gatewayTarget(req.url || '/') }: CheckOptions = {}): GatewayError | null {
  if (!target) return GATEWAY_ERRORS.badRequest;
  const control = sandbox && isControlPath(target.path);
  if (!control && !ALLOWED_METHODS.includes(req.method || 'GET')) return GATEWAY_ERRORS.methodNotAllowed;
  const length = req.headers['content-length'];
  if (length !== undefined && Number(length) > maxBody) return GATEWAY_ERRORS.tooLarge;
  return null;
}

/** Raised by limitBody() when a streamed body passes the limit. */
export class BodyTooLargeError extends Error {
  constructor(limit: number) {
    super(`request body over ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

export function isBodyTooLarge(error: unknown): boolean {
  return error instanceof Error && (error.name === 'BodyTooLargeError' || isBodyTooLarge(error.cause));
}

/**
 * The request body as a stream that fails with BodyTooLargeError once more than `limit` bytes
 * went through. The source is paused, not drained: the rest of an oversized body is never read.
 */
export function limitBody(source: Readable, limit = maxBodyBytes()): Readable {
  let seen = 0;
  const out = new PassThrough();
  source.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit) {
      source.pause();
      source.removeAllListeners('data');
      out.destroy(new BodyTooLargeError(limit));
      return;
    }
    if (!out.write(chunk)) source.pause();
  });
  out.on('drain', () => source.resume());
  source.on('end', () => out.end());
  source.on('error', (err) => out.destroy(err));
  return out;
}

/** Raised by readBody() when a body does not arrive whole within its deadline. */
export class BodyTimeoutError extends Error {
  constructor(ms: number) {
    super(`request body not received within ${ms} ms`);
    this.name = 'BodyTimeoutError';
  }
}

export interface ReadBodyOptions {
  /** At most this many bytes (default: maxBodyBytes()). */
  limit?: number;
  /** The deadline for the whole body (default: bodyTimeoutMs()). */
  timeoutMs?: number;
}

/**
 * Reads a request body whole, at most `limit` bytes and within `timeoutMs`, before anything is
 * sent upstream: a client that trickles its body holds no backend connection, only its own socket,
 * and only until the deadline. `done(error, body)`: BodyTooLargeError past the limit (reading
 * stops), BodyTimeoutError at the deadline, the stream's error (or a premature close) otherwise.
 */
export function readBody(req: IncomingMessage, { limit = maxBodyBytes(), timeoutMs = bodyTimeoutMs() }: ReadBodyOptions, done: (error: Error | null, body?: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let settled = false;
  const finish = (error: Error | null, body?: Buffer) => {
    if (settled) return;
    settled = true;
    clearTimeout(timer);
    req.off('data', onData);
    req.off('end', onEnd);
    req.off('error', onError);
    req.off('close', onClose);
    if (error) req.pause();
    done(error, body);
  };
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit) finish(new BodyTooLargeError(limit));
    else chunks.push(chunk);
  };
  const onEnd = () => finish(null, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size));
  const onError = (error: Error) => finish(error);
  const onClose = () => finish(new ClientGoneError());
  const timer = setTimeout(() => finish(new BodyTimeoutError(timeoutMs)), timeoutMs);
  req.on('data', onData);
  req.on('end', onEnd);
  req.on('error', onError);
  req.on('close', onClose);
}

/** True when the request carries a body to read (a length above 0, or chunked). */
export function hasRequestBody(req: Pick<RequestHead, 'method' | 'headers'>): boolean {
  const m = req.method;
  if (m === 'GET' || m === 'HEAD') return false;
  const length = req.headers['content-length'];
  return length !== undefined ? Number(length) > 0 : req.headers['transfer-encoding'] !== undefined;
}

/**
 * Request headers that claim something about the client or the request line — its address, the
 * scheme, the host, the path or the method a proxy saw — which only a proxy the site trusts may
 * set. The client's own are dropped; the gateway sets the forwarding ones from the connection.
 */
const CLIENT_CLAIMS = new Set([
  'forwarded', 'x-real-ip', 'true-client-ip', 'x-client-ip', 'client-ip', 'x-cluster-client-ip', 'cf-connecting-ip', 'fastly-client-ip',
  'x-proxyuser-ip', 'x-original-url', 'x-original-uri', 'x-rewrite-url', 'x-original-host', 'x-host', 'x-original-method',
  'x-http-method-override', 'x-http-method', 'x-method-override', 'x-override-method', 'x-envoy-external-address', 'x-envoy-original-path',
]);

function isClientClaim(name: string): boolean {
  return (name.startsWith('x-forwarded') || CLIENT_CLAIMS.has(name));
}

/** TRUST_PROXY_HOPS: how many proxies in front of this server append to X-Forwarded-For (nginx: 1). Default 0. */
export function trustProxyHops(env: Env = process.env): number {
  const n = Number(env.TRUST_PROXY_HOPS);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

function lastValue(value: string | string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  const v = Array.isArray(value) ? value.join(',') : String(value);
  const i = v.lastIndexOf(',');
  return (i === -1 ? v : v.slice(i + 1)).trim() || undefined;
}

function plainAddress(a: string): string {
  return a && a.startsWith('::ffff:') && a.includes('.') ? a.slice(7) : a;
}

const IPV4 = /^(?:\d{1,3}\.){3}\d{1,3}$/;
const IPV6 = /^[0-9A-Fa-f:.]{2,45}$/;

/** The client as this server believes it (clientInfo()). */
export interface ClientInfo {
  ip: string;
  /** 'http' or 'https'. */
  proto: string;
  host: string | undefined;
}

/** What clientInfo() reads of a request (a Node IncomingMessage has it all). */
export interface ClientRequest {
  headers: HeaderRecord;
  socket?: { remoteAddress?: string; encrypted?: boolean } | null;
}

/**
 * The client as this server may believe it: the peer of the connection, or with `hops` trusted
 * proxies in front (TRUST_PROXY_HOPS) the address the outermost trusted one saw — the `hops`-th
 * entry of X-Forwarded-For from the right (each proxy appends its peer). Entries to the left of it
 * are the client's own claims and are never used. Also the scheme and host those proxies saw.
 */
export function clientInfo(req: ClientRequest, hops = 0): ClientInfo {
  const peer = plainAddress(req.socket?.remoteAddress ?? '');
  const own = { ip: peer, proto: req.socket?.encrypted ? 'https' : 'http', host: req.headers.host === undefined ? undefined : String(req.headers.host) };
  if (!hops) return own;
  const xff = req.headers['x-forwarded-for'];
  const list = xff === undefined ? [] : (Array.isArray(xff) ? xff.join(',') : String(xff)).split(',').map((s) => s.trim());
  const at = list.length - hops;
  const claimed = at >= 0 ? plainAddress(list[at]) : list.length ? plainAddress(list[0]) : peer;
  const ip = claimed && (IPV4.test(claimed) || (claimed.includes(':') && IPV6.test(claimed))) ? claimed : peer;
  const proto = lastValue(req.headers['x-forwarded-proto']);
  return { ip, proto: proto === 'https' || proto === 'http' ? proto : own.proto, host: lastValue(req.headers['x-forwarded-host']) ?? own.host };
}

export interface UpstreamHeaderOptions {
  /** Sets X-Forwarded-For and X-Real-IP. */
  clientIp?: string;
  /** X-Forwarded-Proto (default 'http'). */
  proto?: string;
  /** X-Forwarded-Host (default: the request's Host). */
  host?: string;
  passEncoding?: boolean;
  keepHost?: boolean;
  hasBody?: boolean;
}

/** A Web Headers (the in-process path), told apart from Node's plain header object. */
function isWebHeaders(headers: HeaderRecord | Headers): headers is Headers {
  return typeof headers.get === 'function';
}

/**
 * Headers for the backend: hop-by-hop (and those `Connection` lists), Host and every header that
 * claims something about the client (CLIENT_CLAIMS, X-Forwarded-*) dropped; X-Forwarded-For and
 * X-Real-IP set to the client (replaced, never extended), X-Forwarded-Proto and -Host to what this
 * server saw (clientInfo()). `headers` is Node's lowercase header object (or a Web Headers). With
 * `passEncoding` false, Accept-Encoding is dropped too (the caller wants an identity body). With
 * `keepHost` (the renderer process behind the production server, server/renderer/renderer.ts) Host
 * goes through as it is: the site's own process sees the request as the browser sent it.
 * `hasBody` false: a Content-Length of a body that is not forwarded is dropped.
 */
export function upstreamHeaders(
  given: HeaderRecord | Headers,
  { clientIp, proto, host, passEncoding = true, keepHost = false, hasBody = true }: UpstreamHeaderOptions = {},
): Record<string, string | string[]> {
  const headers: HeaderRecord = isWebHeaders(given) ? Object.fromEntries(given.entries()) : given;
  const listed = connectionListed(headers.connection);
  const out: Record<string, string | string[]> = {};
  for (const name in headers) {
    const value = headers[name];
    if (value === undefined || name[0] === ':' || HOP_SET.has(name) || listed?.has(name)) continue;
    switch (name) {
      // Host becomes X-Forwarded-Host; Expect: 100-continue was answered by this server already
      // (Node does) and undici refuses it.
      case 'host':
        if (keepHost) break;
        continue;
      case 'expect':
        continue;
      case 'content-length':
        if (!passEncoding || !hasBody) continue;
        break;
      case 'accept-encoding':
        if (!passEncoding) continue;
        break;
      default:
        if (isClientClaim(name)) continue;
    }
    out[name] = value;
  }
  if (clientIp) {
    out['x-forwarded-for'] = clientIp;
    out['x-real-ip'] = clientIp;
  }
  out['x-forwarded-proto'] = proto ?? 'http';
  const seenHost = host ?? (headers.host === undefined ? undefined : String(headers.host));
  if (seenHost !== undefined) out['x-forwarded-host'] = seenHost;
  return out;
}

/** An answer about one person (the request carried credentials, or the answer sets a cookie). */
function isPersonal(reqHeaders: HeaderRecord, answerHeaders: HeaderRecord): boolean {
  return reqHeaders.token !== undefined || reqHeaders.authorization !== undefined || reqHeaders.cookie !== undefined
    || answerHeaders['set-cookie'] !== undefined;
}

/** The backend's answer headers as flat [name, value, …] lines, hop-by-hop (and `skip`) dropped. */
export function downstreamHeaders(headers: HeaderRecord, skip?: ReadonlySet<string>): string[] {
  return pushDownstreamHeaders([], headers, skip);
}

/** Tokens of a Connection header other than keep-alive/close (the headers it makes hop-by-hop), or null. */
function connectionListed(value: string | string[] | undefined): Set<string> | null {
  if (value === undefined) return null;
  const v = String(value).toLowerCase();
  if (v === 'keep-alive' || v === 'close') return null;
  const listed = new Set(v.split(',').map((h) => h.trim()).filter(Boolean));
  return listed.size ? listed : null;
}

/**
 * downstreamHeaders() appended to `out` (the hot path starts from a copy of the security headers).
 * A backend's X-Request-ID is left out: the site answers with the request's own id.
 */
function pushDownstreamHeaders(out: string[], headers: HeaderRecord, skip?: ReadonlySet<string>): string[] {
  const listed = connectionListed(headers.connection);
  for (const name in headers) {
    if (HOP_SET.has(name) || name === REQUEST_ID_HEADER || listed?.has(name) || skip?.has(name)) continue;
    const value = headers[name];
    if (Array.isArray(value)) for (const v of value) out.push(name, v);
    else if (value !== undefined) out.push(name, value);
  }
  return out;
}

/** Where undici sends a call: the origin, and the path prefix API_ORIGIN carries ('' for none). */
export interface UpstreamTarget {
  origin: string;
  base: string;
}

const targets = new Map<string, UpstreamTarget>();
/** API_ORIGIN → undici's origin and the path prefix it may carry (`https://gw.example/api`). */
export function upstreamTarget(apiOrigin: string): UpstreamTarget {
  let t = targets.get(apiOrigin);
  if (!t) {
    const u = new URL(apiOrigin);
    t = { origin: u.origin, base: u.pathname.replace(/\/+$/, '') };
    targets.set(apiOrigin, t);
  }
  return t;
}

let sharedDispatcher: Agent | undefined;
/** The pooled keep-alive dispatcher every proxy call goes through (one per process). */
export function gatewayDispatcher(): Dispatcher {
  sharedDispatcher ??= new Agent({
    connections: Number(process.env.GATEWAY_CONNECTIONS) || 128,
    keepAliveTimeout: 10_000,
    pipelining: 1,
  });
  return sharedDispatcher;
}

/** How a proxied exchange failed: no backend answer, no answer in time, or a request body over the limit. */
export type ProxyFailureKind = 'badGateway' | 'timeout' | 'tooLarge';

/** A property of a thrown value, if it is an object (undici's errors carry a `code`). */
function errorField(error: unknown, key: 'code' | 'name' | 'message'): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[key] : undefined;
}

function classify(error: unknown, timedOut: boolean): ProxyFailureKind {
  if (isBodyTooLarge(error)) return 'tooLarge';
  if (timedOut || errorField(error, 'code') === 'UND_ERR_HEADERS_TIMEOUT' || errorField(error, 'name') === 'TimeoutError') return 'timeout';
  return 'badGateway';
}

/**
 * Writes a gateway envelope on a Node response. `extraHeaders`: flat [name, value, …] lines
 * (the production server's security headers). The request's X-Request-ID goes back with it.
 */
export function sendEnvelope(res: ServerResponse, [status, retCode, retMsg]: GatewayError, extraHeaders: readonly string[] = [], more: readonly string[] = []): void {
  const body = envelopeJson(retCode, retMsg);
  const head = [...extraHeaders, ...more, 'content-type', 'application/json; charset=utf-8', 'cache-control', 'no-store', 'content-length', String(Buffer.byteLength(body))];
  if (status === 405) head.push('allow', ALLOWED_METHODS.join(', '));
  // The request's id (requestIdOf() made it well-formed before anything answers).
  const id = res.req?.headers[REQUEST_ID_HEADER];
  if (typeof id === 'string') head.push(REQUEST_ID_HEADER, id);
  res.writeHead(status, head);
  res.end(res.req?.method === 'HEAD' ? undefined : body);
}

/**
 * Answers a refusal (checkRequest's or the proxy's) on a Node response. A 413 or a 408 closes the
 * connection after the answer, so the rest of the body is never read.
 */
export function refuse(req: IncomingMessage, res: ServerResponse, error: GatewayError, extraHeaders: readonly string[] = []): void {
  const unread = error === GATEWAY_ERRORS.tooLarge || error === GATEWAY_ERRORS.requestTimeout;
  sendEnvelope(res, error, extraHeaders, unread ? ['connection', 'close'] : []);
  if (unread) res.once('finish', () => req.socket?.destroySoon?.());
}

/** One backend call's outcome, as proxyNode() reports it (the metrics' upstream observation). */
export interface UpstreamInfo {
  ms: number;
  outcome: 'ok' | 'error' | 'timeout' | 'aborted' | 'tooLarge';
  /** The backend's status (outcome 'ok'). */
  status?: number;
}

export interface ProxyOptions {
  /** API_ORIGIN (or the renderer's origin): where the call goes, with any path prefix it carries. */
  origin: string;
  /** X-Forwarded-For and X-Real-IP (default: the client's address, `client`). */
  clientIp?: string;
  /** Flat [name, value, …] lines on every answer (the production server's security headers). */
  extraHeaders?: readonly string[];
  maxBody?: number;
  timeoutMs?: number;
  dispatcher?: Dispatcher;
  /**
   * Gets the response as its second argument, so one function can serve every request (no closure
   * per request).
   */
  onUpstream?: (info: UpstreamInfo, res: ServerResponse) => void;
  logError?: (message: string, error: unknown) => void;
  /** The caller has applied checkRequest() already. */
  checked?: boolean;
  /** The upstream path and query (default: the request's canonical one, `/api/gw` taken off). */
  path?: string;
  /** A body read already (readBody()). */
  body?: Buffer;
  /** The client as clientInfo() decided it (default: the connection's). */
  client?: ClientInfo;
  /** A personal answer without Cache-Control gets `no-store`. */
  personalNoStore?: boolean;
  /** See upstreamHeaders(). */
  keepHost?: boolean;
  /** The log's tag for a failure (default 'gateway'). */
  label?: string;
  /** Answers a failed exchange instead of the gateway's JSON envelopes (the renderer's pages). */
  onFailure?: (req: IncomingMessage, res: ServerResponse, kind: ProxyFailureKind, error: unknown) => void;
}

/**
 * Proxies a Node request to `origin` and streams the answer into `res`. Resolves when the
 * exchange is over (answered, refused or abandoned); never rejects.
 */
export function proxyNode(req: IncomingMessage, res: ServerResponse, opts: ProxyOptions): Promise<void> {
  return new Promise((resolve) => proxyNodeCallback(req, res, opts, resolve));
}

/**
 * proxyNode() with a completion callback instead of a promise: the production server's hot path.
 * It goes through undici's low-level `dispatcher.dispatch()` with one handler object per request
 * (NodeProxyHandler): no promise, no AsyncResource, no stream pipeline and no abort signal per
 * request, which is what `dispatcher.stream()` costs (measured: see scripts/README.md "Gateway
 * cost"). `done` may be omitted.
 */
export function proxyNodeCallback(req: IncomingMessage, res: ServerResponse, opts: ProxyOptions, done?: () => void): void {
  const maxBody = opts.maxBody ?? maxBodyBytes();
  const extraHeaders = opts.extraHeaders ?? NO_LINES;
  if (!opts.checked) {
    const refusal = checkRequest(req, maxBody);
    if (refusal) {
      refuse(req, res, refusal, extraHeaders);
      done?.();
      return;
    }
  }
  const method = req.method || 'GET';
  const url = req.url || '/';
  let path = opts.path;
  if (path === undefined) {
    const t = gatewayTarget(url);
    if (!t) {
      refuse(req, res, GATEWAY_ERRORS.badRequest, extraHeaders);
      done?.();
      return;
    }
    path = t.path + t.search;
  }
  const target = upstreamTarget(opts.origin);
  const hasBody = method !== 'GET' && method !== 'HEAD';
  // A body the caller read already (within its deadline: readBody()) goes as it is; else a
  // declared length is checked up front (checkRequest) and enforced by undici, a chunked one counted.
  const body = !hasBody ? null : opts.body ?? (req.headers['content-length'] !== undefined ? req : limitBody(req, maxBody));
  const timeoutMs = opts.timeoutMs ?? proxyTimeoutMs();
  const handler = new NodeProxyHandler(req, res, opts, extraHeaders, method, done);
  res.on('close', handler.onClientClose);
  const dispatcher = opts.dispatcher ?? gatewayDispatcher();
  const info = opts.client ?? clientInfo(req);
  dispatcher.dispatch({
    origin: target.origin,
    path: target.base + path,
    method,
    headers: upstreamHeaders(req.headers, { clientIp: opts.clientIp ?? info.ip, proto: info.proto, host: info.host, keepHost: opts.keepHost, hasBody }),
    body,
    // No answer within timeoutMs → 504; a body may then take as long as it keeps flowing
    // (one that stalls for timeoutMs is cut).
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  }, handler); // dispatch() reports invalid options through onResponseError, it does not throw
}

const NO_LINES: readonly string[] = [];

/**
 * One proxied exchange as an undici dispatch handler (undici's controller API): the answer's
 * head goes out with the security headers, its body chunks are written as they come (undici's
 * socket paused while `res` is above its high-water mark), and a browser that goes away aborts
 * the backend call.
 */
class NodeProxyHandler implements Dispatcher.DispatchHandler {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly opts: ProxyOptions;
  readonly extraHeaders: readonly string[];
  readonly method: string;
  readonly done: (() => void) | undefined;
  readonly started: number;
  controller: Dispatcher.DispatchController | null;
  answered: boolean;
  clientGone: boolean;
  finished: boolean;
  readonly onClientClose: () => void;
  onDrain: (() => void) | null;

  constructor(req: IncomingMessage, res: ServerResponse, opts: ProxyOptions, extraHeaders: readonly string[], method: string, done: (() => void) | undefined) {
    this.req = req;
    this.res = res;
    this.opts = opts;
    this.extraHeaders = extraHeaders;
    this.method = method;
    this.done = done;
    this.started = opts.onUpstream ? performance.now() : 0;
    this.controller = null;
    this.answered = false;
    this.clientGone = false;
    this.finished = false;
    this.onClientClose = () => {
      if (this.finished || res.writableFinished) return;
      this.clientGone = true; // the browser went away: stop the backend call
      this.controller?.abort(new ClientGoneError());
    };
    this.onDrain = null;
  }

  onRequestStart(controller: Dispatcher.DispatchController): void {
    this.controller = controller;
    if (this.clientGone) controller.abort(new ClientGoneError());
  }

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: HeaderRecord): void {
    this.answered = true;
    this.opts.onUpstream?.({ ms: performance.now() - this.started, outcome: 'ok', status: statusCode }, this.res);
    const lines = this.extraHeaders.length ? this.extraHeaders.slice() : [];
    pushDownstreamHeaders(lines, headers);
    // The request's id, not the backend's (pushDownstreamHeaders leaves an X-Request-ID out).
    const id = this.req.headers[REQUEST_ID_HEADER];
    if (typeof id === 'string') lines.push(REQUEST_ID_HEADER, id);
    // A personal answer the backend left without caching headers is not for any shared cache.
    if (this.opts.personalNoStore && headers['cache-control'] === undefined && isPersonal(this.req.headers, headers)) lines.push('cache-control', 'no-store');
    this.res.writeHead(statusCode, lines);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.res.write(chunk)) return;
    controller.pause();
    this.onDrain ??= () => controller.resume();
    this.res.once('drain', this.onDrain);
  }

  onResponseEnd(): void {
    this.res.end();
    this.finish(null);
  }

  onResponseError(controller: Dispatcher.DispatchController, error: Error): void {
    this.finish(error);
  }

  finish(error: Error | null): void {
    if (this.finished) return;
    this.finished = true;
    const { req, res, opts } = this;
    res.off('close', this.onClientClose);
    if (error) {
      const kind = classify(error, false);
      if (this.clientGone) {
        if (!this.answered) opts.onUpstream?.({ ms: performance.now() - this.started, outcome: 'aborted' }, res);
      } else {
        if (!this.answered) {
          opts.onUpstream?.({ ms: performance.now() - this.started, outcome: kind === 'timeout' ? 'timeout' : kind === 'tooLarge' ? 'tooLarge' : 'error' }, res);
          if (kind !== 'tooLarge') (opts.logError ?? defaultLogError)(maskText(`[${opts.label ?? 'gateway'}] ${this.method} ${opts.origin}${opts.path ?? req.url ?? '/'} failed${idNote(req.headers[REQUEST_ID_HEADER])}`), error);
        }
        if (!res.headersSent) {
          if (opts.onFailure) opts.onFailure(req, res, kind, error);
          else refuse(req, res, GATEWAY_ERRORS[kind], this.extraHeaders);
        }
        else res.destroy(); // the answer broke half-way: the client must not take it as complete
      }
    }
    this.done?.();
  }
}

/** ` request_id=<id>` for an error line, '' without an id. */
function idNote(id: unknown): string {
  return typeof id === 'string' ? ` request_id=${id}` : '';
}

/** The reason given to undici when the browser went away. */
class ClientGoneError extends Error {
  constructor() {
    super('the client closed the connection');
    this.name = 'ClientGoneError';
  }
}

/** An error as one short line (name, message, cause's code), masked like every log line. */
export function errorLine(error: unknown): string {
  return maskText(error instanceof Error ? `${error.name}: ${error.message}${error.cause ? ` (${errorField(error.cause, 'code') || errorField(error.cause, 'message')})` : ''}` : String(error));
}

function defaultLogError(message: string, error: unknown): void {
  console.error(maskText(message), errorLine(error));
}

// A Map, not an object literal: a Content-Encoding such as `constructor` or `toString` must not
// find a function on Object.prototype.
const DECODERS = new Map<string, () => Transform>([
  ['gzip', () => zlib.createGunzip()],
  ['x-gzip', () => zlib.createGunzip()],
  ['deflate', () => zlib.createInflate()],
  ['br', () => zlib.createBrotliDecompress()],
]);

function webError(kind: GatewayErrorKind): Response {
  const [status, retCode, retMsg] = GATEWAY_ERRORS[kind];
  return new Response(envelopeJson(retCode, retMsg), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });
}

/** A Web gateway envelope (the in-process adapter and the Next route's sandbox mode). */
export function envelopeResponse(kind: GatewayErrorKind): Response {
  return webError(kind);
}

export interface WebProxyOptions {
  origin: string;
  /** X-Forwarded-For and X-Real-IP. */
  clientIp?: string;
  timeoutMs?: number;
  dispatcher?: Dispatcher;
  logError?: (message: string, error: unknown) => void;
}

/**
 * Proxies a Web Request to `origin` (the in-process path of server rendering). Same rules as
 * proxyNode; the answer is decoded (its callers read text), its length and encoding dropped.
 */
export async function proxyWeb(request: Request, opts: WebProxyOptions): Promise<Response> {
  const { origin, clientIp, timeoutMs = proxyTimeoutMs(), dispatcher = gatewayDispatcher(), logError = defaultLogError } = opts;
  const gw = gatewayTarget(request.url);
  const refusal = checkRequest({ method: request.method, url: request.url, headers: Object.fromEntries(request.headers) }, maxBodyBytes(), { target: gw });
  if (refusal) return webError((Object.keys(GATEWAY_ERRORS) as GatewayErrorKind[]).find((k) => GATEWAY_ERRORS[k] === refusal)!);
  const { path, search } = gw!; // checkRequest refused a null target
  const target = upstreamTarget(origin);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = AbortSignal.any([request.signal, timeout]);
  const sent = upstreamHeaders(request.headers, { clientIp, passEncoding: false, hasBody });
  // The caller's X-Request-ID when well-formed, else the id of the page request this call is made
  // for (the renderer's request context: server rendering), else a new one (a build or a
  // background revalidation with no request): the API's log line always has one.
  if (!isRequestId(sent[REQUEST_ID_HEADER])) sent[REQUEST_ID_HEADER] = currentRequestId() ?? randomUUID();
  const id = sent[REQUEST_ID_HEADER];
  let answer: Dispatcher.ResponseData;
  try {
    answer = await dispatcher.request({
      origin: target.origin,
      path: target.base + path + search,
      method: request.method,
      headers: sent,
      // In-process bodies are small: sent whole, with a Content-Length rather than chunked.
      body: hasBody && request.body ? Buffer.from(await request.arrayBuffer()) : undefined,
      signal,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
  } catch (error) {
    if (request.signal.aborted) throw request.signal.reason ?? error;
    const kind = classify(error, timeout.aborted);
    logError(maskText(`[gateway] ${request.method} ${origin}${path} failed${idNote(id)}`), error);
    return webError(kind);
  }
  const encoding = String(answer.headers['content-encoding'] || '').toLowerCase();
  const decode = DECODERS.get(encoding);
  const lines = downstreamHeaders(answer.headers, decode ? new Set(['content-encoding', 'content-length']) : undefined);
  if (answer.headers['cache-control'] === undefined && isPersonal(Object.fromEntries(request.headers), answer.headers)) lines.push('cache-control', 'no-store');
  const headers = new Headers();
  for (let i = 0; i < lines.length; i += 2) headers.append(lines[i], lines[i + 1]);
  const nullBody = request.method === 'HEAD' || answer.statusCode === 204 || answer.statusCode === 304;
  if (nullBody) {
    answer.body.resume();
    return new Response(null, { status: answer.statusCode, headers });
  }
  const stream: Readable = decode ? answer.body.pipe(decode()) : answer.body;
  if (decode) answer.body.on('error', (e) => stream.destroy(e));
  // Node's web stream type and the global one (DOM's, in the Next build) are the same at run time.
  return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, { status: answer.statusCode, headers });
}
