// The production server's two processes (README "Running in production"): the front — the process
// `npm start` runs (server/index.ts → server/front/site-server.ts: gateway, page cache, health,
// metrics, access log, render queue) — and the renderer, Next's request handler in a child process
// (server/renderer/render-server.ts). The front forwards to the renderer what it does not answer itself
// and keeps the child running: started before the front listens, started again when it dies
// (1 s, doubling up to 30 s while it keeps dying), ended after the front has drained.
//
// Why two (measured with the bench): in one process, every uncached render held the event loop
// that also answered cached pages and gateway calls — a cached page's p99 was 84 ms while a
// crawler made it render — and once Next had served its first request, its AsyncLocalStorage hooks
// ran on every async resource of the process, gateway calls included (~40 µs of CPU a request).
// With Next in the child, the front's event loop only ever copies bytes.
//
// The forward is the gateway's proxy (server/gateway/proxy.ts proxyNodeCallback) with the request's
// own path and Host: Next sees the request as the browser sent it, plus X-Forwarded-For.
import { fork, type ChildProcess } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent } from 'undici';
import { GATEWAY_ERRORS, clientInfo, proxyNodeCallback, refuse, trustProxyHops } from '../gateway/proxy.ts';
import { REQUEST_ID_HEADER } from '../observability/request-id.ts';

const RENDER_SCRIPT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), './render-server.ts');

/** Above the gateway's own 25 s, so a render waiting on a slow backend gets its answer. */
export const RENDER_TIMEOUT_MS = 60_000;
const RESTART_MIN_MS = 1000;
const RESTART_MAX_MS = 30_000;
/** A child that stayed up this long is healthy again: the next restart waits RESTART_MIN_MS. */
const STABLE_MS = 60_000;
/** How long a scrape of /api/metrics waits for the renderer's own metrics before answering without them. */
export const METRICS_TIMEOUT_MS = 1000;

/**
 * The renderer's scheduling priority (RENDER_NICE, 0–19; default 5): when both processes want a
 * core, the front — cached pages, the gateway, health — goes first, and renders take what is left
 * (at nice 5 the kernel weighs the front ~3:1). Renders are the work that may wait; a crawler
 * making the site render must not slow what is already cached.
 */
export function renderNice(env: Env = process.env): number {
  const n = Number(env.RENDER_NICE);
  return env.RENDER_NICE !== undefined && env.RENDER_NICE !== '' && Number.isInteger(n) && n >= 0 && n <= 19 ? n : 5;
}

export const UNAVAILABLE_BODY = '页面暂时无法访问，请稍后再试\n';

/**
 * The renderer's 502/504 page: UNAVAILABLE_BODY and the request's id, for a visitor to quote to
 * customer service (never cached: no-store).
 */
export function unavailableBody(id: unknown): string {
  return typeof id === 'string' ? `${UNAVAILABLE_BODY}请求编号：${id}\n` : UNAVAILABLE_BODY;
}

/** Environment variables as the renderer reads them (process.env, or a test's own). */
type Env = Record<string, string | undefined>;

export interface IpcPageCache {
  purge(paths: string[]): Promise<void>;
  clear(): void;
}

/**
 * The page cache as the renderer sees it: purge() and clear() are messages to the front, and
 * purge() resolves when the front has done it (or after 2 s), so POST /api/revalidate answers only
 * once the front will no longer serve the old copy.
 */
export function ipcPageCache(proc: {
  send(message: unknown): unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
}): IpcPageCache {
  let seq = 0;
  const waiting = new Map<unknown, () => void>();
  proc.on('message', (message) => {
    const m = message as { type?: unknown; id?: unknown } | null | undefined;
    if (m?.type !== 'purged') return;
    waiting.get(m.id)?.();
    waiting.delete(m.id);
  });
  return {
    purge(paths) {
      const id = (seq += 1);
      return new Promise<void>((resolve) => {
        waiting.set(id, resolve);
        proc.send({ type: 'purge', id, paths });
        setTimeout(() => {
          if (waiting.delete(id)) resolve();
        }, 2000).unref();
      });
    },
    clear() {
      proc.send({ type: 'clear' });
    },
  };
}

export interface RendererOptions {
  /** The child's environment (RENDER_NICE and RENDER_TIMEOUT_MS are read from it too). */
  env?: NodeJS.ProcessEnv;
  script?: string;
  /** The front's page cache: the renderer's publishes purge it. */
  pageCache?: { purge(paths: string[]): unknown; clear(): void } | null;
  maxBody?: number;
  timeoutMs?: number;
  metricsTimeoutMs?: number;
  log?: { info: (o: object, m: string) => void; error: (o: object, m: string) => void };
  logError?: (message: string, error: unknown) => void;
}

/** 'ok' | 'starting' | 'down' — the front's health check `renderer`. */
export type RendererStatus = 'ok' | 'starting' | 'down';

/**
 * What the front hands over with a forward: a body it read already, the target it decided on (the
 * gateway's canonical one), the client as it decided it.
 */
export interface ForwardExtra {
  body?: Buffer;
  path?: string;
  client?: ReturnType<typeof clientInfo>;
}

export interface Renderer {
  ready: Promise<void>;
  forward(req: IncomingMessage, res: ServerResponse, extra?: ForwardExtra): Promise<void>;
  stop(graceMs?: number): Promise<void>;
  status(): RendererStatus;
  redis(): string;
  pid(): number | undefined;
  stats(): { up: boolean; restarts: number; metricsTimeouts: number };
  metricsText(): Promise<string>;
}

/** A failed forward, as server/gateway/proxy.ts classifies it. */
type FailureKind = 'badGateway' | 'timeout' | 'tooLarge';

/** A message from the renderer child (server/renderer/render-server.ts); checked field by field. */
interface ChildMessage {
  type?: unknown;
  port?: unknown;
  paths?: unknown;
  id?: unknown;
  status?: unknown;
  text?: unknown;
}

/** The one request for the renderer's metrics in flight. */
interface MetricsRequest {
  id: number;
  child: ChildProcess;
  promise: Promise<string>;
  settle(text: string): void;
}

/**
 * Starts and keeps the renderer child. `ready` resolves once the first child listens (rejects when
 * it exits first: a broken build should stop `npm start`, not loop).
 */
export function startRenderer({
  env = process.env, script = RENDER_SCRIPT, pageCache = null, maxBody, timeoutMs, metricsTimeoutMs = METRICS_TIMEOUT_MS, log, logError,
}: RendererOptions = {}): Renderer {
  const renderTimeout = timeoutMs ?? (Number(env.RENDER_TIMEOUT_MS) > 0 ? Number(env.RENDER_TIMEOUT_MS) : RENDER_TIMEOUT_MS);
  const dispatcher = new Agent({ connections: 64, keepAliveTimeout: 30_000, pipelining: 1 });
  const nice = renderNice(env);
  const hops = trustProxyHops(env);
  let child: ChildProcess | null = null;
  let origin: string | null = null;
  let state: RendererStatus = 'starting';
  let stopping = false;
  let restartMs = RESTART_MIN_MS;
  let restarts = 0;
  let startedAt = 0;
  let timer: NodeJS.Timeout | undefined;
  const { promise: ready, resolve: resolveReady, reject: rejectReady } = Promise.withResolvers<void>();
  let everReady = false;
  /** Redis as the renderer last reported it ('ok' | 'down'); the renderer holds the instance's connection. */
  let redisState = 'down';
  let metricsSeq = 0;
  let metricsTimeouts = 0;
  /** The one request for the renderer's metrics in flight: concurrent scrapes share its answer. */
  let metricsAsked: MetricsRequest | null = null;

  function spawnChild() {
    state = 'starting';
    startedAt = Date.now();
    const c = fork(script, [], { env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child = c;
    if (nice) {
      try {
        os.setPriority(c.pid!, nice);
      } catch (err) {
        log?.error({ nice, err: (err as Error).message }, 'renderer priority not set');
      }
    }
    c.on('message', (message) => {
      if (!message || typeof message !== 'object') return;
      const m: ChildMessage = message;
      if (m.type === 'ready' && Number.isInteger(m.port)) {
        origin = `http://127.0.0.1:${m.port}`;
        state = 'ok';
        everReady = true;
        resolveReady();
        log?.info({ renderer: c.pid, origin }, 'renderer ready');
      } else if (m.type === 'purge' && Array.isArray(m.paths)) {
        Promise.resolve(pageCache?.purge(m.paths as string[])).finally(() => {
          if (c.connected) c.send({ type: 'purged', id: m.id });
        });
      } else if (m.type === 'clear') {
        pageCache?.clear();
      } else if (m.type === 'redis' && typeof m.status === 'string') {
        redisState = m.status;
      } else if (m.type === 'metrics' && metricsAsked !== null && metricsAsked.id === m.id) {
        metricsAsked.settle(typeof m.text === 'string' ? m.text : '');
      }
    });
    c.once('exit', (code, signal) => {
      if (metricsAsked?.child === c) metricsAsked.settle('');
      if (child === c) {
        child = null;
        origin = null;
      }
      if (stopping) return;
      state = 'down';
      if (!everReady) {
        rejectReady(new Error(`the renderer (server/renderer/render-server.ts) exited before it was ready (code ${code}, signal ${signal})`));
        return;
      }
      if (Date.now() - startedAt > STABLE_MS) restartMs = RESTART_MIN_MS;
      restarts += 1;
      log?.error({ code, signal, restartInMs: restartMs }, 'renderer exited: restarting');
      timer = setTimeout(spawnChild, restartMs);
      restartMs = Math.min(restartMs * 2, RESTART_MAX_MS);
    });
  }

  /**
   * A failed forward. The body limit's 413 envelope; a connection the renderer closed without an
   * answer is closed to the browser too (transparent: the sandbox's "dropped connection" fault is
   * one, and the browser's code must see the network error it would see from one process); no
   * renderer to connect to, or no answer in time → a short 502/504 page.
   */
  function onFailure(req: IncomingMessage, res: ServerResponse, kind: FailureKind, error?: unknown): void {
    if (kind === 'tooLarge') {
      refuse(req, res, GATEWAY_ERRORS.tooLarge);
      return;
    }
    const code = (error as NodeJS.ErrnoException | null | undefined)?.code;
    if (code !== undefined && ['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE'].includes(code)) {
      res.destroy();
      return;
    }
    const body = unavailableBody(req.headers[REQUEST_ID_HEADER]);
    res.writeHead(kind === 'timeout' ? 504 : 502, ['content-type', 'text/plain; charset=utf-8', 'cache-control', 'no-store', 'content-length', String(Buffer.byteLength(body))]);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * Forwards a request to the renderer and streams its answer into `res` (headers already set on
   * `res` — the security headers — are kept unless the renderer sends the same name). Returns a
   * promise that settles when the exchange is over.
   */
  function forward(req: IncomingMessage, res: ServerResponse, extra?: ForwardExtra): Promise<void> {
    return new Promise<void>((resolve) => {
      if (!origin) {
        onFailure(req, res, 'badGateway');
        resolve();
        return;
      }
      proxyNodeCallback(req, res, {
        origin,
        path: extra?.path ?? (req.url || '/'),
        body: extra?.body,
        client: extra?.client ?? clientInfo(req, hops),
        keepHost: true,
        checked: true,
        maxBody,
        timeoutMs: renderTimeout,
        dispatcher,
        label: 'renderer',
        onFailure,
        logError,
      }, resolve);
    });
  }

  /**
   * The renderer's own metrics (Prometheus text, RENDERER_PREFIX: server/observability/metrics.ts
   * answerMetricsOverIpc), asked over IPC. Never waits longer than `metricsTimeoutMs` and never
   * rejects: '' when the renderer is down or starting, or does not answer in time (a frozen or
   * busy event loop; counted in stats().metricsTimeouts). One request at a time: scrapes that
   * arrive while one is out share its answer; an answer that comes after the deadline is ignored.
   */
  function metricsText(): Promise<string> {
    if (metricsAsked) return metricsAsked.promise;
    const c = child;
    if (state !== 'ok' || !c?.connected) return Promise.resolve('');
    const id = (metricsSeq += 1);
    const { promise, resolve } = Promise.withResolvers<string>();
    const asked: MetricsRequest = {
      id,
      child: c,
      promise,
      settle(text) {
        if (metricsAsked !== asked) return;
        metricsAsked = null;
        clearTimeout(timer);
        resolve(text);
      },
    };
    const timer = setTimeout(() => {
      if (metricsAsked !== asked) return;
      metricsTimeouts += 1;
      asked.settle('');
    }, metricsTimeoutMs);
    timer.unref();
    metricsAsked = asked;
    try {
      c.send({ type: 'metrics', id }, (err) => {
        if (err) asked.settle('');
      });
    } catch {
      asked.settle('');
    }
    return promise;
  }

  /** Ends the child (after the front has drained): IPC closed → it exits; SIGKILL after `graceMs`. */
  async function stop(graceMs = 5000): Promise<void> {
    stopping = true;
    clearTimeout(timer);
    const c = child;
    await dispatcher.close().catch(() => {});
    if (!c || c.exitCode !== null || c.signalCode !== null) return;
    const exited = new Promise((resolve) => c.once('exit', resolve));
    if (c.connected) c.disconnect();
    else c.kill('SIGTERM');
    const killer = setTimeout(() => c.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(killer);
  }

  spawnChild();
  return {
    ready,
    forward,
    stop,
    status: () => state,
    /** Redis as the renderer sees it (REDIS_URL): the front's health check `redis`. */
    redis: () => (state === 'ok' ? redisState : 'down'),
    pid: () => child?.pid,
    /** For /api/metrics: answering now, how many times it was started again, scrapes it missed. */
    stats: () => ({ up: state === 'ok', restarts, metricsTimeouts }),
    metricsText,
  };
}
