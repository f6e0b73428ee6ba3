// @vitest-environment node
import { EventEmitter } from 'node:events';
import http from 'node:http';
import { batchedDestination, createAccessLog } from '@/server/observability/access-log.ts';
import { RENDERER_PREFIX, answerMetricsOverIpc, bearerMatches, createMetrics } from '@/server/observability/metrics.ts';
import { closeServer, listenLocal } from '../../support/local-server';

async function serve(m: ReturnType<typeof createMetrics>) {
  const s = http.createServer((req, res) => void m.handle(req, res));
  return { s, url: `${await listenLocal(s)}/api/metrics` };
}

describe('metrics (server/observability/metrics.ts)', () => {
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

  it('nn_access_log_dropped_total moves when the access log drops lines; nn_access_log_pending_bytes shows the backlog', async () => {
    const m = createMetrics({ defaults: false });
    // stdout that never takes a write: past 300 bytes held, lines are dropped.
    const log = createAccessLog({ destination: batchedDestination({ batchBytes: 10, maxPendingBytes: 300, write: () => {} }) });
    m.watchAccessLog(log.stats);
    const { s: server, url } = await serve(m);
    try {
      const before = await (await fetch(url)).text();
      expect(before).toMatch(/^nn_access_log_dropped_total 0$/m);
      expect(before).toMatch(/^nn_access_log_pending_bytes 0$/m);
      for (let i = 0; i < 10; i += 1) log.request({ method: 'GET', url: `/news/${10001 + i}.html` }, { status: 200, ms: 1, kind: 'page' });
      const after = await (await fetch(url)).text();
      const dropped = Number(/^nn_access_log_dropped_total (\d+)$/m.exec(after)?.[1]);
      expect(dropped).toBe(log.stats().dropped);
      expect(dropped).toBeGreaterThan(0);
      expect(Number(/^nn_access_log_pending_bytes (\d+)$/m.exec(after)?.[1])).toBeGreaterThan(300 - 100);
    } finally {
      await closeServer(server, { now: true });
    }
  });

  it("appends the renderer's own metrics to a scrape; a renderer that fails or is absent leaves the front's answer whole", async () => {
    const stats = { up: true, restarts: 0, metricsTimeouts: 0 };
    let asked = 0;
    let answer: () => Promise<string> = async () => 'nn_renderer_nodejs_heap_size_used_bytes 123\n';
    const m = createMetrics({ defaults: false, token: undefined });
    m.watchRenderer(() => stats, () => {
      asked += 1;
      return answer();
    });
    const { s: server, url } = await serve(m);
    try {
      const text = await (await fetch(url)).text();
      expect(text).toMatch(/^nn_renderer_up 1$/m);
      expect(text).toMatch(/\nnn_renderer_nodejs_heap_size_used_bytes 123\n$/);
      expect(text).toMatch(/^nn_renderer_metrics_timeouts_total 0$/m);
      // HEAD has no body: the renderer is not asked.
      expect((await fetch(url, { method: 'HEAD' })).status).toBe(200);
      expect(asked).toBe(1);
      answer = () => Promise.reject(new Error('IPC closed'));
      const failed = await fetch(url);
      expect(failed.status).toBe(200);
      const body = await failed.text();
      expect(body).toMatch(/^nn_renderer_up 1$/m);
      expect(body).not.toMatch(/nn_renderer_nodejs/);
      // The timeouts the renderer side counted are exposed.
      stats.metricsTimeouts = 2;
      answer = async () => '';
      expect(await (await fetch(url)).text()).toMatch(/^nn_renderer_metrics_timeouts_total 2$/m);
    } finally {
      await closeServer(server, { now: true });
    }
  });

  it('answerMetricsOverIpc: the renderer answers each { type: metrics, id } with its Node defaults under nn_renderer_', async () => {
    const proc = Object.assign(new EventEmitter(), { connected: true, sent: [] as unknown[], send(m: unknown) { this.sent.push(m); } });
    answerMetricsOverIpc(proc);
    proc.emit('message', { type: 'purged', id: 1 }); // not ours
    proc.emit('message', { type: 'metrics', id: 7 });
    await vi.waitFor(() => expect(proc.sent).toHaveLength(1), { timeout: 5000 });
    const answer = proc.sent[0] as { type: string; id: number; text: string };
    expect(answer).toMatchObject({ type: 'metrics', id: 7 });
    expect(RENDERER_PREFIX).toBe('nn_renderer_');
    expect(answer.text).toMatch(/^nn_renderer_nodejs_eventloop_lag_seconds \S+$/m);
    expect(answer.text).toMatch(/^nn_renderer_nodejs_heap_size_used_bytes \d+$/m);
    expect(answer.text).toMatch(/^nn_renderer_process_resident_memory_bytes \d+$/m);
    // Every family carries the prefix: none can repeat one of the front's.
    const families = answer.text.split('\n').filter((l) => l.startsWith('# TYPE ')).map((l) => l.split(' ')[2]);
    expect(families.length).toBeGreaterThan(10);
    expect(families.filter((f) => !f.startsWith('nn_renderer_'))).toEqual([]);
    // Gone parent: nothing sent (a send on a closed channel would throw in the renderer).
    proc.connected = false;
    proc.emit('message', { type: 'metrics', id: 8 });
    await new Promise((r) => setTimeout(r, 50));
    expect(proc.sent).toHaveLength(1);
  });
});
