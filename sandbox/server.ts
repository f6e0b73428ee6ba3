// npm run sandbox:api — the sandbox as a backend of its own: the same msw handlers and QA controls
// the site embeds, over HTTP on SANDBOX_HOST:SANDBOX_PORT (default 127.0.0.1:4000), answering the
// real API paths (/u-nnpc/…, /activity/…) and the QA controls under /__sandbox/…. With
// `API_ORIGIN=http://127.0.0.1:4000 npm start` the site runs in its production topology (the
// gateway proxies) against a fake backend. SANDBOX_DATA_FILE keeps the state across restarts;
// SANDBOX_PUBLIC_ORIGIN is the origin browsers reach this server on (cashier and download links).
// Started by scripts/sandbox-api.mjs through tsx (TypeScript and tsconfig.json's @/ aliases, no Next).
import { readFileSync } from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { forwardedClient } from './client-address';
import { answerFromSandbox, flushSandbox } from './index';
import { envelope } from './envelope';
import { markStandalone, sandboxPublicOrigin } from './public-url';
import { describeDemoAccounts } from './seed';
import { maskUrl } from '@/server/observability/access-log.ts';
import { isRequestId } from '@/server/observability/request-id.ts';

/** Request bodies above this answer 413 without being read (the site's gateway has the same cap). */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface SandboxServerOptions {
  port?: number;
  host?: string;
  /** Public origin for cashier/download links; default SANDBOX_PUBLIC_ORIGIN, else http://<host>:<port>. */
  publicOrigin?: string;
  log?: (line: string) => void;
  /**
   * One JSON line per request (method, masked path, status, ms, the caller's X-Request-ID as
   * `requestId`): how a request's id is found in the API's log. `npm run sandbox:api` writes them
   * to stdout (SANDBOX_ACCESS_LOG=off: none); default none.
   */
  requestLog?: (line: string) => void;
}

/** Writes the request log line of `req` once its answer is over (or cut: status 499). */
function logRequest(req: IncomingMessage, res: ServerResponse, write: (line: string) => void): void {
  const started = performance.now();
  res.once('close', () => {
    const id = req.headers['x-request-id'];
    write(
      JSON.stringify({
        time: new Date().toISOString(),
        method: req.method,
        path: maskUrl(req.url ?? '/'),
        status: res.writableFinished ? res.statusCode : 499,
        ms: Math.round((performance.now() - started) * 10) / 10,
        requestId: isRequestId(id) ? id : undefined,
      }),
    );
  });
}

function envelopeJson(res: ServerResponse, status: number, code: string, msg: string): void {
  const body = JSON.stringify(envelope(code, msg, null));
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' });
  res.end(body);
}

class BodyTooLarge extends Error {}

let favicon: Buffer | null | undefined;

/** The site's icon, which the cashier page links as /favicon.svg (on this origin when standalone). */
function serveFavicon(res: ServerResponse, isHead: boolean): void {
  if (favicon === undefined) {
    try {
      favicon = readFileSync(path.join(__dirname, '../public/favicon.svg'));
    } catch {
      favicon = null;
    }
  }
  if (!favicon) return envelopeJson(res, 404, '404', '接口不存在');
  res.writeHead(200, { 'content-type': 'image/svg+xml', 'content-length': favicon.length, 'cache-control': 'public, max-age=86400' });
  res.end(isHead ? undefined : favicon);
}

/** The request body, at most MAX_BODY_BYTES; throws BodyTooLarge past that without buffering the rest. */
async function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, value);
  }
  return headers;
}

async function writeResponse(answer: Response, res: ServerResponse, isHead: boolean): Promise<void> {
  res.statusCode = answer.status;
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length) res.setHeader('set-cookie', cookies);
  // Sandbox state changes with every call and QA control: never cache it anywhere.
  res.setHeader('cache-control', 'no-store');
  if (!answer.body || isHead) {
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(answer.body as unknown as NodeReadableStream), res);
}

function isDrop(error: unknown): boolean {
  return error instanceof Error && error.name === 'SandboxDropError';
}

/**
 * One HTTP request → the sandbox. The URL is built on the server's own origin from the path alone
 * (never from Host), HEAD is answered as GET without a body (msw's http.get does not match HEAD).
 */
async function handle(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  const target = req.url ?? '/';
  if (!target.startsWith('/')) return envelopeJson(res, 400, '400', '请求地址无效');
  const isHead = req.method === 'HEAD';
  const method = isHead ? 'GET' : (req.method ?? 'GET');
  if (method === 'GET' && target === '/favicon.svg') return serveFavicon(res, isHead);
  let body: Buffer | null = null;
  try {
    if (method !== 'GET') body = await readBody(req);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    res.setHeader('connection', 'close'); // the rest of the body is never read
    return envelopeJson(res, 413, '413', '请求体过大');
  }
  const request = new Request(new URL(target, origin), { method, headers: toHeaders(req), body: body?.length ? new Uint8Array(body) : null });
  let answer: Response;
  try {
    // A backend behind the site's gateway: the client is the X-Forwarded-For hop the gateway added.
    answer = await answerFromSandbox(request, { clientIp: forwardedClient(request.headers.get('x-forwarded-for'), req.socket.remoteAddress) });
  } catch (error) {
    if (isDrop(error)) {
      req.socket.destroy(); // the QA 'drop' fault: the caller sees a reset connection, no answer
      return;
    }
    if (error instanceof URIError) return envelopeJson(res, 400, '400', '请求地址无效');
    console.error(`[sandbox] ${req.method} ${target} failed`, error);
    return envelopeJson(res, 500, '500', '服务器内部错误');
  }
  await writeResponse(answer, res, isHead);
}

function hostForUrl(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** Starts the server; resolves once it listens. `port: 0` picks a free port (tests). */
export async function startSandboxServer(options: SandboxServerOptions = {}): Promise<{ server: http.Server; url: string; close: () => Promise<void> }> {
  const host = options.host ?? process.env.SANDBOX_HOST ?? '127.0.0.1';
  const requested = options.port ?? Number(process.env.SANDBOX_PORT || 4000);
  const log = options.log ?? console.info;
  let origin = '';
  const { requestLog } = options;
  const server = http.createServer((req, res) => {
    if (requestLog) logRequest(req, res, requestLog);
    handle(req, res, origin).catch((error: unknown) => {
      console.error(`[sandbox] ${req.method} ${req.url} failed`, error);
      if (!res.headersSent) envelopeJson(res, 500, '500', '服务器内部错误');
      else res.destroy();
    });
  });
  // Longer than the gateway's pooled keep-alive, so the server never closes a socket the site is reusing.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(requested, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${hostForUrl(host)}:${port}`;
  markStandalone(options.publicOrigin ?? origin);
  globalThis.__sandboxAnnounced = true; // the embedded "API_ORIGIN 未设置" line does not apply here
  const persisted = process.env.SANDBOX_DATA_FILE ? `状态保存在 ${process.env.SANDBOX_DATA_FILE}` : '状态仅在内存中';
  const publicOrigin = sandboxPublicOrigin();
  log(
    `[sandbox] 独立沙箱后端（npm run sandbox:api，不是真实后端，${persisted}）监听 ${origin}。` +
      `网站接入：API_ORIGIN=${origin} npm start。QA 控制：${publicOrigin}/__sandbox/…（验证码查询：GET ${publicOrigin}/__sandbox/sms?telNum=手机号）。` +
      `演示账号：${describeDemoAccounts()}`,
  );
  const close = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await flushSandbox();
  };
  return { server, url: origin, close };
}

/** `npm run sandbox:api` (scripts/sandbox-api.mjs): listen, then stop cleanly on SIGINT/SIGTERM. */
export async function runSandboxApi(): Promise<void> {
  let running: Awaited<ReturnType<typeof startSandboxServer>>;
  try {
    running = await startSandboxServer({
      requestLog: process.env.SANDBOX_ACCESS_LOG === 'off' ? undefined : (line) => process.stdout.write(`${line}\n`),
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(`[sandbox] cannot listen: ${code === 'EADDRINUSE' ? 'the port is in use (set SANDBOX_PORT)' : String(error)}`);
    process.exit(1);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      // Stop accepting, let calls in flight finish, write a pending snapshot, exit 0.
      const force = setTimeout(() => process.exit(0), 5000);
      force.unref();
      void running.close().then(() => process.exit(0));
    });
  }
}
