// Prometheus metrics of the production server at /api/metrics (prom-client), in its own registry:
// - nn_http_requests_total{kind,code}            kind: page | gateway | static | api | internal; code: 2xx…5xx
// - nn_http_request_duration_seconds{kind}       histogram
// - nn_page_cache_hits_total / _misses_total     read from the page cache's counters at scrape time
// - nn_gateway_upstream_errors_total / _timeouts_total, nn_gateway_upstream_duration_seconds
// - nn_render_queue_active / _waiting, nn_render_queue_rejected_total
// - Node's defaults (nodejs_eventloop_lag_seconds and its percentiles, heap, GC, handles…)
// Per request the cost is one counter increment and one histogram observation on children
// resolved once at start-up (no label hashing on the hot path).
// METRICS_TOKEN set → `Authorization: Bearer <token>` is required (compared in constant time).
import crypto from 'node:crypto';
import client from 'prom-client';

export const KINDS = ['page', 'gateway', 'static', 'api', 'internal'];
const CODES = ['1xx', '2xx', '3xx', '4xx', '5xx'];

/** True when `header` is `Bearer <token>`; constant time in the token's content. */
export function bearerMatches(header, token) {
  if (!token) return true;
  const m = /^Bearer\s+(.+)$/i.exec(String(header || ''));
  if (!m) return false;
  const a = crypto.createHash('sha256').update(m[1].trim()).digest();
  const b = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(a, b);
}

/**
 * @param {{ pageCacheStats?: () => { hits: number, misses: number }, renderQueueStats?: () => { active: number, waiting: number, rejected: number }, token?: string, defaults?: boolean }} [opts]
 */
export function createMetrics({ pageCacheStats, renderQueueStats, token = process.env.METRICS_TOKEN, defaults = true } = {}) {
  const register = new client.Registry();
  if (defaults) client.collectDefaultMetrics({ register, eventLoopMonitoringPrecision: 20 });
  const requests = new client.Counter({ name: 'nn_http_requests_total', help: 'Requests answered, by kind and status class', labelNames: ['kind', 'code'], registers: [register] });
  const duration = new client.Histogram({
    name: 'nn_http_request_duration_seconds',
    help: 'Time from request to the end of the answer, by kind',
    labelNames: ['kind'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 25],
    registers: [register],
  });
  const upstreamDuration = new client.Histogram({
    name: 'nn_gateway_upstream_duration_seconds',
    help: 'Gateway: time until the backend answered its headers',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 25],
    registers: [register],
  });
  const upstreamErrors = new client.Counter({ name: 'nn_gateway_upstream_errors_total', help: 'Gateway: backend unreachable or failed (502)', registers: [register] });
  const upstreamTimeouts = new client.Counter({ name: 'nn_gateway_upstream_timeouts_total', help: 'Gateway: backend too slow (504)', registers: [register] });
  const monotonic = (name, help, read) => new client.Counter({
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
  // Children resolved once: the per-request path does no label lookups.
  const counters = {};
  const histograms = {};
  for (const kind of KINDS) {
    histograms[kind] = duration.labels(kind);
    counters[kind] = CODES.map((code) => requests.labels(kind, code));
  }

  return {
    register,
    /** One answered request. */
    observe(kind, status, seconds) {
      const k = histograms[kind] ? kind : 'internal';
      histograms[k].observe(seconds);
      const c = counters[k][Math.min(4, Math.max(0, Math.floor(status / 100) - 1))];
      c.inc();
    },
    /** One gateway call's outcome (scripts/lib/gateway.mjs onUpstream). */
    upstream({ ms, outcome }) {
      if (outcome === 'ok') upstreamDuration.observe(ms / 1000);
      else if (outcome === 'timeout') upstreamTimeouts.inc();
      else if (outcome === 'error') upstreamErrors.inc();
    },
    /** Answers GET /api/metrics (401 without the bearer token when METRICS_TOKEN is set). */
    async handle(req, res, extraHeaders = []) {
      if (!bearerMatches(req.headers.authorization, token)) {
        res.writeHead(401, [...extraHeaders, 'www-authenticate', 'Bearer', 'content-type', 'text/plain; charset=utf-8', 'cache-control', 'no-store']);
        res.end('unauthorized\n');
        return;
      }
      const text = await register.metrics();
      res.writeHead(200, [...extraHeaders, 'content-type', register.contentType, 'cache-control', 'no-store']);
      res.end(req.method === 'HEAD' ? undefined : text);
    },
  };
}
