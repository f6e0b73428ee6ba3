// GET /api/health (readiness) and GET /api/health/live (liveness) of the production server.
//
// Two questions, two answers. Readiness, /api/health: should this instance get traffic now? 503
// while the renderer restarts or once draining, so a load balancer or orchestrator routes around it.
// Liveness, /api/health/live: is the process alive and answering? 200 {"status":"alive", …} whenever
// the front can answer at all, draining or healing included — an orchestrator that restarts on a
// failed liveness probe must not kill an instance that is restarting its renderer or finishing its
// requests. It runs no check (a probe never waits on a dependency).
//
// Readiness is a registry of named checks.
//
// Answer: 200 {"status":"ok", "<check>": "<value>", …, "uptime": s}; 503 {"status":"draining", …}
// from the moment shutdown begins (SIGTERM), so a load balancer stops sending traffic; 503
// {"status":"fail", …} when a check registered as `critical` reports a value outside its `ok` list.
//
// Adding a check (e.g. the cluster's Redis) is one call, made where the dependency is created:
//
//   health.register('redis', async () => (await redis.ping()) === 'PONG' ? 'up' : 'down',
//     { ok: ['up'], critical: false });
//
// A check returns its value (a short string) or a promise of it; a check that throws or takes
// longer than `timeoutMs` (1000) reports 'down'. `critical: false` (the default) only reports; a
// web instance whose backend is down still serves cached pages, so `upstream` is not critical.
// Results may be cached by the check itself (see upstreamCheck) so that probes never load a
// dependency.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Dispatcher } from 'undici';

export type CheckValue = string | Promise<string>;

export interface CheckOptions {
  /** Values that count as healthy (default ['ok', 'up', 'sandbox']). */
  ok?: string[];
  /** A value outside `ok` turns the answer into 503 {"status":"fail"} (default false: report only). */
  critical?: boolean;
  /** A slower check reports 'down' (default 1000 ms). */
  timeoutMs?: number;
}

export interface HealthReport {
  status: number;
  body: Record<string, unknown>;
}

export interface Health {
  /** `name`: its key in the JSON answer. */
  register(name: string, fn: () => CheckValue, opts?: CheckOptions): void;
  report(): Promise<HealthReport>;
  /** Answers GET/HEAD /api/health on a Node response; `extraHeaders`: flat header lines. */
  handle(req: IncomingMessage, res: ServerResponse, extraHeaders?: readonly string[]): Promise<void>;
  /** Liveness: 200 {"status":"alive","draining","uptime"} while the process answers. */
  handleLive(req: IncomingMessage, res: ServerResponse, extraHeaders?: readonly string[]): void;
  startDraining(): void;
  isDraining(): boolean;
}

interface Check {
  fn: () => CheckValue;
  ok: string[];
  critical: boolean;
  timeoutMs: number;
}

/** The liveness path. */
export const LIVE_PATH = '/api/health/live';

/** 'live' for /api/health/live, 'ready' for /api/health (either with a query), else null. */
export function healthRoute(url: string): 'live' | 'ready' | null {
  const q = url.indexOf('?');
  const p = q === -1 ? url : url.slice(0, q);
  return p === LIVE_PATH ? 'live' : p === '/api/health' ? 'ready' : null;
}

export function createHealth({ now = () => performance.now() }: { now?: () => number } = {}): Health {
  const checks = new Map<string, Check>();
  const started = now();
  let draining = false;

  function register(name: string, fn: () => CheckValue, { ok = ['ok', 'up', 'sandbox'], critical = false, timeoutMs = 1000 }: CheckOptions = {}): void {
    if (name === 'status' || name === 'uptime') throw new Error(`health check name "${name}" is reserved`);
    checks.set(name, { fn, ok, critical, timeoutMs });
  }

  async function runCheck({ fn, timeoutMs }: Check): Promise<string> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return String(await Promise.race([
        Promise.resolve().then(fn),
        new Promise<string>((resolve) => { timer = setTimeout(() => resolve('down'), timeoutMs); }),
      ]));
    } catch {
      return 'down';
    } finally {
      clearTimeout(timer);
    }
  }

  async function report(): Promise<HealthReport> {
    const names = [...checks.keys()];
    const values = await Promise.all(names.map((n) => runCheck(checks.get(n)!)));
    const body: Record<string, unknown> = { status: 'ok' };
    let failed = false;
    names.forEach((n, i) => {
      body[n] = values[i];
      const c = checks.get(n)!;
      if (c.critical && !c.ok.includes(values[i])) failed = true;
    });
    body.uptime = Math.round((now() - started) / 1000);
    if (draining) body.status = 'draining';
    else if (failed) body.status = 'fail';
    return { status: body.status === 'ok' ? 200 : 503, body };
  }

  /** Answers GET/HEAD /api/health on a Node response; `extraHeaders`: flat header lines. */
  async function handle(req: IncomingMessage, res: ServerResponse, extraHeaders: readonly string[] = []): Promise<void> {
    const { status, body } = await report();
    const text = JSON.stringify(body);
    res.writeHead(status, [...extraHeaders, 'content-type', 'application/json; charset=utf-8', 'cache-control', 'no-store', 'content-length', String(Buffer.byteLength(text))]);
    res.end(req.method === 'HEAD' ? undefined : text);
  }

  /** Answers GET/HEAD /api/health/live: 200 while the process answers (see the top of this file). */
  function handleLive(req: IncomingMessage, res: ServerResponse, extraHeaders: readonly string[] = []): void {
    const text = JSON.stringify({ status: 'alive', draining, uptime: Math.round((now() - started) / 1000) });
    res.writeHead(200, [...extraHeaders, 'content-type', 'application/json; charset=utf-8', 'cache-control', 'no-store', 'content-length', String(Buffer.byteLength(text))]);
    res.end(req.method === 'HEAD' ? undefined : text);
  }

  return {
    register,
    report,
    handle,
    handleLive,
    startDraining: () => { draining = true; },
    isDraining: () => draining,
  };
}

/**
 * The `upstream` check: 'sandbox' without API_ORIGIN; else 'ok' when API_ORIGIN answers HTTP at
 * all (any status) to a HEAD of its base path within 1 s, 'down' otherwise. Cached `ttlMs` (2 s) so health probes from
 * several load balancers never reach the backend more than once per interval. Without a
 * `dispatcher` an API_ORIGIN is reported 'down'.
 */
export function upstreamCheck(
  apiOrigin: string | undefined,
  dispatcher?: Pick<Dispatcher, 'request'>,
  { ttlMs = 2000, timeoutMs = 1000 }: { ttlMs?: number; timeoutMs?: number } = {},
): () => CheckValue {
  if (!apiOrigin) return () => 'sandbox';
  const { origin, pathname: path } = new URL(apiOrigin);
  let cached: Promise<string> | undefined;
  let at = -Infinity;
  return async () => {
    if (cached && performance.now() - at < ttlMs) return cached;
    cached = (async () => {
      try {
        if (!dispatcher) throw new Error('no dispatcher');
        const r = await dispatcher.request({ origin, path, method: 'HEAD', headersTimeout: timeoutMs, bodyTimeout: timeoutMs, signal: AbortSignal.timeout(timeoutMs) });
        await r.body.dump();
        return 'ok';
      } catch {
        return 'down';
      }
    })();
    at = performance.now();
    return cached;
  };
}
