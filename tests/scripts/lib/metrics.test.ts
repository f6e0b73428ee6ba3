// @vitest-environment node
import http from 'node:http';
import { bearerMatches, createMetrics } from '@/scripts/lib/metrics.mjs';
import { closeServer, listenLocal } from '../../support/local-server';

async function serve(m: ReturnType<typeof createMetrics>) {
  const s = http.createServer((req, res) => void m.handle(req, res));
  return { s, url: `${await listenLocal(s)}/api/metrics` };
}

describe('metrics (scripts/lib/metrics.mjs)', () => {
  it('exposes requests and latency by kind, page-cache hits/misses, upstream errors/timeouts, event-loop lag', async () => {
    const m = createMetrics({ pageCacheStats: () => ({ hits: 7, misses: 3 }), renderQueueStats: () => ({ active: 1, waiting: 2, rejected: 4 }), token: undefined });
    m.observe('page', 200, 0.002);
    m.observe('gateway', 502, 0.03);
    m.observe('static', 304, 0.001);
    m.upstream({ ms: 4, outcome: 'ok' });
    m.upstream({ ms: 25_000, outcome: 'timeout' });
    m.upstream({ ms: 1, outcome: 'error' });
    const { s, url } = await serve(m);
    try {
      const text = await (await fetch(url)).text();
      expect(text).toMatch(/nn_http_requests_total\{kind="page",code="2xx"\} 1/);
      expect(text).toMatch(/nn_http_requests_total\{kind="gateway",code="5xx"\} 1/);
      expect(text).toMatch(/nn_http_request_duration_seconds_count\{kind="static"\} 1/);
      expect(text).toMatch(/nn_page_cache_hits_total 7/);
      expect(text).toMatch(/nn_page_cache_misses_total 3/);
      expect(text).toMatch(/nn_gateway_upstream_timeouts_total 1/);
      expect(text).toMatch(/nn_gateway_upstream_errors_total 1/);
      expect(text).toMatch(/nn_render_queue_rejected_total 4/);
      expect(text).toMatch(/nodejs_eventloop_lag_seconds /);
    } finally {
      await closeServer(s, { now: true });
    }
  });

  it('METRICS_TOKEN set → a bearer token is required', async () => {
    const m = createMetrics({ token: 's3cret', defaults: false });
    const { s, url } = await serve(m);
    try {
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: 'Bearer s3cret' } })).status).toBe(200);
    } finally {
      await closeServer(s, { now: true });
    }
    expect(bearerMatches('Bearer s3cret', 's3cret')).toBe(true);
    expect(bearerMatches('Basic s3cret', 's3cret')).toBe(false);
    expect(bearerMatches(undefined, undefined)).toBe(true);
  });
});
