// Prometheus metrics of the production server at /api/metrics (prom-client), in its own registry:
// - nn_http_requests_total{kind,code}            kind: page | gateway | static | api | internal; code: 2xx…5xx
// - nn_http_request_duration_seconds{kind}       histogram
// - nn_page_cache_hits_total / _misses_total     read from the page cache's counters at scrape time
// - nn_gateway_upstream_errors_total / _timeouts_total, nn_gateway_upstream_duration_seconds
// - nn_render_queue_active / _waiting, nn_render_queue_rejected_total
// - nn_renderer_up, nn_renderer_restarts_total    Next's process (server/renderer/renderer.ts), once watched
// - nn_renderer_metrics_timeouts_total            scrapes the renderer did not answer within 1 s
// - nn_renderer_* (nn_renderer_nodejs_eventloop_lag_seconds, _heap_…, _process_resident_memory_bytes…):
//   the renderer's own Node defaults, asked over IPC on each scrape (answerMetricsOverIpc below)
//   and appended; absent while it is down, starting or does not answer in time
// - nn_access_log_dropped_total, nn_access_log_pending_bytes   the access log's lost lines, backlog
// - Node's defaults (nodejs_eventloop_lag_seconds and its percentiles, heap, GC, handles…)
// Per request the cost is one counter increment and one histogram observation on children
// resolved once at start-up (no label hashing on the hot path).
// METRICS_TOKEN set → `Authorization: Bearer <token>` is required (compared in constant time). In
// production (NODE_ENV=production, what `npm start` runs) the token is always required: without
// METRICS_TOKEN nobody may read the metrics (401), so a deployment that forgot it is not public.
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import client, { type Metric, type Registry } from 'prom-client';

export const KINDS = ['page', 'gateway', 'static', 'api', 'internal'] as const;
const KIND_INDEX: Record<string, number> = Object.fromEntries(KINDS.map((k, i) => [k, i]));
const CODES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

/** One series of a metric as prom-client's Registry reads it from get(). */
interface SeriesValue {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

/** A metric of our own as prom-client's Registry reads it: what get() resolves to. */
interface MetricSnapshot {
  name: string;
  help: string;
  type: string;
  values: SeriesValue[];
  aggregator: 'sum';
}

/**
 * Registers a metric of our own: prom-client's Registry reads only name, help, type, aggregator,
 * get() and reset() (its metric interface), which KindTable and KindHistogram implement; its types
 * name only its own classes.
 */
function registerOwn(register: Registry, metric: KindTable | KindHistogram): void {
  register.registerMetric(metric as unknown as Metric);
}

/** Counts by [kind][status class], exposed through prom-client's Registry (its metric interface). */
class KindTable {
  name: string;
  help: string;
  type: string;
  aggregator = 'sum' as const;
  counts: Float64Array[];

  constructor({ name, help, type }: { name: string; help: string; type: string }) {
    this.name = name;
    this.help = help;
    this.type = type;
    this.counts = KINDS.map(() => new Float64Array(CODES.length));
  }

  inc(kind: number, code: number): void {
    this.counts[kind][code] += 1;
  }

  get(): MetricSnapshot {
    const values: SeriesValue[] = [];
    KINDS.forEach((kind, k) => CODES.forEach((code, c) => {
      if (this.counts[k][c]) values.push({ labels: { kind, code }, value: this.counts[k][c] });
    }));
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset() {
    for (const row of this.counts) row.fill(0);
  }
}

/**
 * A histogram by kind (or one unlabelled series with `series: [null]`) with prom-client's
 * exposition, bucket counts in typed arrays.
 */
class KindHistogram {
  name: string;
  help: string;
  type = 'histogram' as const;
  aggregator = 'sum' as const;
  buckets: number[];
  series: readonly (string | null)[];
  // (set by reset())
  counts!: Float64Array[];
  sums!: Float64Array;
  totals!: Float64Array;

  constructor({ name, help, buckets, series = KINDS }: { name: string; help: string; buckets: number[]; series?: readonly (string | null)[] }) {
    this.name = name;
    this.help = help;
    this.buckets = buckets;
    this.series = series;
    this.reset();
  }

  observe(kind: number, value: number): void {
    const b = this.buckets;
    let i = 0;
    while (i < b.length && value > b[i]) i += 1;
    this.counts[kind][i] += 1; // the last slot is +Inf only
    this.sums[kind] += value;
    this.totals[kind] += 1;
  }

  get(): MetricSnapshot {
    const values: SeriesValue[] = [];
    this.series.forEach((kind, k) => {
      if (!this.totals[k] && kind !== null) return;
      const own: Record<string, string> = kind === null ? {} : { kind };
      let cumulative = 0;
      this.buckets.forEach((le, i) => {
        cumulative += this.counts[k][i];
        values.push({ labels: { le, ...own }, value: cumulative, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { le: '+Inf', ...own }, value: this.totals[k], metricName: `${this.name}_bucket` });
      values.push({ labels: own, value: this.sums[k], metricName: `${this.name}_sum` });
      values.push({ labels: own, value: this.totals[k], metricName: `${this.name}_count` });
    });
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    this.counts = this.series.map(() => new Float64Array(this.buckets.length + 1));
    this.sums = new Float64Array(this.series.length);
    this.totals = new Float64Array(this.series.length);
  }
}

/** True when `header` is `Bearer <token>`; constant time in the token's content. */
export function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token) return true;
  const m = /^Bearer\s+(.+)$/i.exec(String(header || ''));
  if (!m) return false;
  const a = crypto.createHash('sha256').update(m[1].trim()).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * The renderer's default metrics carry this prefix: renders, Next's API routes and the embedded
 * sandbox run there, and without a prefix its families would repeat the front's in one scrape.
 */
export const RENDERER_PREFIX = 'nn_renderer_';

/**
 * The renderer's side (server/renderer/render-server.ts): prom-client's default metrics of this process
 * under RENDERER_PREFIX, sent to the front as `{ type: 'metrics', id, text }` for each
 * `{ type: 'metrics', id }` it sends (server/renderer/renderer.ts startRenderer metricsText).
 */
export function answerMetricsOverIpc(
  proc: { send(message: unknown): unknown; on(event: 'message', listener: (message: unknown) => void): unknown; connected?: boolean },
  { prefix = RENDERER_PREFIX }: { prefix?: string } = {},
): Registry {
  const register = new client.Registry();
  client.collectDefaultMetrics({ register, prefix, eventLoopMonitoringPrecision: 20 });
  proc.on('message', (message) => {
    const m = message as { type?: unknown; id?: unknown } | null | undefined;
    if (m?.type !== 'metrics') return;
    register.metrics().then(
      (text) => ({ type: 'metrics', id: m.id, text }),
      (err) => ({ type: 'metrics', id: m.id, text: '', error: String(err) }),
    ).then((answer) => {
      if (proc.connected !== false) proc.send(answer);
    });
  });
  return register;
}

export interface MetricsOptions {
  pageCacheStats?: () => { hits: number; misses: number };
  renderQueueStats?: () => { active: number; waiting: number; rejected: number };
  token?: string;
  defaults?: boolean;
  /** No token configured → nobody may read (production). Default: NODE_ENV === 'production'. */
  requireToken?: boolean;
}

/** One gateway call's outcome, as server/gateway/proxy.ts reports it (onUpstream). */
export interface UpstreamOutcome {
  ms: number;
  outcome: string;
}

export interface RendererStats {
  up: boolean;
  restarts: number;
  metricsTimeouts?: number;
}

export interface Metrics {
  register: Registry;
  watchRenderer(stats: () => RendererStats, text?: () => Promise<string>): void;
  watchAccessLog(stats: () => { dropped: number; pendingBytes: number }): void;
  observe(kind: string, status: number, seconds: number): void;
  upstream(info: UpstreamOutcome): void;
  handle(req: IncomingMessage, res: ServerResponse, extraHeaders?: readonly string[]): Promise<void>;
}

export function createMetrics({
  pageCacheStats, renderQueueStats, token = process.env.METRICS_TOKEN, defaults = true, requireToken = process.env.NODE_ENV === 'production',
}: MetricsOptions = {}): Metrics {
  const register = new client.Registry();
  if (defaults) client.collectDefaultMetrics({ register, eventLoopMonitoringPrecision: 20 });
  // The per-request series are plain arrays read at scrape time (prom-client's labelled children
  // hash their labels on every call: ~5 µs per request measured here).
  const requests = new KindTable({ name: 'nn_http_requests_total', help: 'Requests answered, by kind and status class', type: 'counter' });
  const duration = new KindHistogram({
    name: 'nn_http_request_duration_seconds',
    help: 'Time from request to the end of the answer, by kind',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 25],
  });
  registerOwn(register, requests);
  registerOwn(register, duration);
  const upstreamDuration = new KindHistogram({
    name: 'nn_gateway_upstream_duration_seconds',
    help: 'Gateway: time until the backend answered its headers',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 25],
    series: [null],
  });
  registerOwn(register, upstreamDuration);
  const upstreamErrors = new client.Counter({ name: 'nn_gateway_upstream_errors_total', help: 'Gateway: backend unreachable or failed (502)', registers: [register] });
  const upstreamTimeouts = new client.Counter({ name: 'nn_gateway_upstream_timeouts_total', help: 'Gateway: backend too slow (504)', registers: [register] });
  const monotonic = (name: string, help: string, read: () => number) => new client.Counter({
    name, help, registers: [register],
    collect() {
      const v = read();
      this.reset();
      if (v > 0) this.inc(v);
    },
  });
  if (pageCacheStats) {
    monotonic('nn_page_cache_hits_total', 'Pages answered from the page cache', () => pageCacheStats().hits);
    monotonic('nn_page_cache_misses_total', 'Pages the page cache handed to Next', () => pageCacheStats().misses);
  }
  if (renderQueueStats) {
    monotonic('nn_render_queue_rejected_total', 'Renders refused with 503 (queue full)', () => renderQueueStats().rejected);
    new client.Gauge({ name: 'nn_render_queue_active', help: 'Renders running', registers: [register], collect() { this.set(renderQueueStats().active); } });
    new client.Gauge({ name: 'nn_render_queue_waiting', help: 'Renders waiting for a slot', registers: [register], collect() { this.set(renderQueueStats().waiting); } });
  }
  /** The renderer's own metrics text, asked for on each scrape (watchRenderer). */
  let remoteText: (() => Promise<string>) | null = null;
  return {
    register,
    /**
     * Exposes the renderer's state (server/index.ts, once it has started it) and, with `text`, appends
     * its own metrics to each scrape: `text` resolves with them, or with '' when the renderer does
     * not answer (it is bounded there: startRenderer's metricsText gives up after ~1 s).
     */
    watchRenderer(stats, text) {
      new client.Gauge({ name: 'nn_renderer_up', help: "1 while Next's process answers, 0 while it is being started again", registers: [register], collect() { this.set(stats().up ? 1 : 0); } });
      monotonic('nn_renderer_restarts_total', "Times Next's process died and was started again", () => stats().restarts);
      if (text) {
        monotonic('nn_renderer_metrics_timeouts_total', 'Scrapes without the renderer\'s metrics: it did not answer within 1 s', () => stats().metricsTimeouts ?? 0);
        remoteText = text;
      }
    },
    /** Exposes the access log's lost lines and backlog (server/observability/access-log.ts stats). */
    watchAccessLog(stats) {
      monotonic('nn_access_log_dropped_total', 'Access-log lines lost: stdout did not take them (8 MB held) or a write failed', () => stats().dropped);
      new client.Gauge({ name: 'nn_access_log_pending_bytes', help: 'Access-log bytes held in memory, waiting for stdout', registers: [register], collect() { this.set(stats().pendingBytes); } });
    },
    /** One answered request. */
    observe(kind, status, seconds) {
      const k = KIND_INDEX[kind] ?? KIND_INDEX.internal;
      duration.observe(k, seconds);
      requests.inc(k, Math.min(4, Math.max(0, Math.floor(status / 100) - 1)));
    },
    /** One gateway call's outcome (server/gateway/proxy.ts onUpstream). */
    upstream({ ms, outcome }) {
      if (outcome === 'ok') upstreamDuration.observe(0, ms / 1000);
      else if (outcome === 'timeout') upstreamTimeouts.inc();
      else if (outcome === 'error') upstreamErrors.inc();
    },
    /** Answers GET /api/metrics (401 without the bearer token when METRICS_TOKEN is set, always 401 with `requireToken` and none set). */
    async handle(req, res, extraHeaders = []) {
      if (requireToken && !token ? true : !bearerMatches(req.headers.authorization, token)) {
        res.writeHead(401, [...extraHeaders, 'www-authenticate', 'Bearer', 'content-type', 'text/plain; charset=utf-8', 'cache-control', 'no-store']);
        res.end('unauthorized\n');
        return;
      }
      // The renderer's first (bounded), then the front's: a scrape it did not answer is counted in
      // nn_renderer_metrics_timeouts_total of that same scrape.
      const theirs = remoteText && req.method !== 'HEAD' ? await Promise.resolve().then(remoteText).catch(() => '') : '';
      const own = await register.metrics();
      const text = theirs ? `${own}${own.endsWith('\n') ? '' : '\n'}${theirs}` : own;
      res.writeHead(200, [...extraHeaders, 'content-type', register.contentType, 'cache-control', 'no-store']);
      res.end(req.method === 'HEAD' ? undefined : text);
    },
  };
}
