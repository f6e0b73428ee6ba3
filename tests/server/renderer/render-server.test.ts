// @vitest-environment node
// `npm start` is two processes (server/renderer/renderer.ts): the front answers cached pages, the
// gateway, health and metrics itself and forwards the rest to Next in a child process. On the real
// production build: a cached page is answered while the renderer is frozen (a render in progress
// cannot hold it up), a publish through Next's API route purges the front's cache before it
// answers, a renderer that dies is reported by /api/health and started again, and SIGTERM ends both.
// /api/metrics carries the renderer's own Node metrics (nn_renderer_*), and a frozen renderer does
// not hold a scrape up.
import fs from 'node:fs';
import path from 'node:path';
import { renderNice } from '@/server/renderer/renderer.ts';
import { distDir, freePort, root } from '@/scripts/lib/next-server.ts';
import { rawRequest } from '../../support/raw-http';
import { startProcess, type Proc } from '../../support/site-process';

const built = fs.existsSync(path.join(root, distDir(), 'BUILD_ID'));
const SECRET = 'renderer-test-secret';
const METRICS = 'renderer-test-metrics';
let proc: Proc | undefined;
let base = '';
/** A scrape of the front's /api/metrics with the token. */
const scrape = () => rawRequest(`${base}/api/metrics`, { headers: { authorization: `Bearer ${METRICS}` } });
/** nn_renderer_metrics_timeouts_total of a scrape. */
const timeouts = (body: string) => Number(/^nn_renderer_metrics_timeouts_total (\d+)$/m.exec(body)?.[1]);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The front's one child process: the renderer (Linux /proc). */
function rendererPid(): number {
  const front = proc!.child.pid!;
  const children = fs.readFileSync(`/proc/${front}/task/${front}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  expect(children).toHaveLength(1);
  return children[0];
}

async function until<T>(probe: () => Promise<T>, ok: (v: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (ok(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Requests `page` until the front answers it from its page cache (an `Age` header): the build's
 * prerendered copy is older than its s-maxage, so Next first answers STALE (not stored) while it
 * regenerates.
 */
async function cachedCopy(page: string) {
  const hit = await until(() => rawRequest(page), (r) => r.headers.age !== undefined, 10_000);
  expect(hit.status).toBe(200);
  expect(hit.headers.age).toBeDefined();
  return hit;
}

const health = async () => {
  const r = await rawRequest(`${base}/api/health`);
  return { status: r.status, body: JSON.parse(r.body) as Record<string, unknown> };
};

// Needs `npm run build` first (CI builds before `npm test`; locally `npm run build` or any e2e run).
describe.skipIf(!built)('npm start: the front and the renderer', () => {
  beforeAll(async () => {
    const port = await freePort();
    proc = await startProcess(
      ['server/index.ts', '-p', String(port), '-H', '127.0.0.1'],
      { API_ORIGIN: undefined, SANDBOX: 'on', NODE_ENV: 'production', REVALIDATE_SECRET: SECRET, REDIS_URL: undefined, METRICS_TOKEN: METRICS },
      /production server on/,
      90_000,
    );
    base = `http://127.0.0.1:${port}`;
  }, 100_000);
  afterAll(() => proc?.kill());

  it('runs Next in a child process and reports it in /api/health', async () => {
    const pid = rendererPid();
    expect(pid).not.toBe(proc!.child.pid);
    expect(fs.readFileSync(`/proc/${pid}/status`, 'utf8')).toMatch(new RegExp(`PPid:\\s+${proc!.child.pid}\\b`));
    const h = await health();
    expect(h.status).toBe(200);
    expect(h.body.renderer).toBe('ok');
    // Renders yield to the front (RENDER_NICE, default 5): field 19 of stat(5) is the nice value.
    const niceOf = (p: number) => { const st = fs.readFileSync(`/proc/${p}/stat`, 'utf8'); return Number(st.slice(st.lastIndexOf(')') + 2).split(' ')[16]); };
    expect(niceOf(pid)).toBe(5);
    expect(niceOf(proc!.child.pid!)).toBe(0);
  });

  it("/api/metrics carries the renderer's event-loop lag, heap and RSS (nn_renderer_*) with the front's own; no family twice", async () => {
    // A renderer busy past the 1 s scrape deadline (a loaded CI machine) is answered without its
    // metrics, by design (next test): wait for a scrape that has them.
    const r = await until(() => scrape(), (x) => /^nn_renderer_nodejs_heap_size_used_bytes \d+$/m.test(x.body), 10_000);
    expect(r.status).toBe(200);
    // The renderer's (asked over IPC)…
    expect(r.body).toMatch(/^nn_renderer_nodejs_eventloop_lag_seconds \S+$/m);
    expect(r.body).toMatch(/^nn_renderer_nodejs_eventloop_lag_p99_seconds \S+$/m);
    expect(r.body).toMatch(/^nn_renderer_nodejs_heap_size_used_bytes \d+$/m);
    expect(r.body).toMatch(/^nn_renderer_process_resident_memory_bytes \d+$/m);
    // …Next is loaded there, not here: its heap is larger than the front's.
    const heap = (name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(r.body)?.[1]);
    expect(heap('nn_renderer_nodejs_heap_size_used_bytes')).toBeGreaterThan(heap('nodejs_heap_size_used_bytes'));
    // …and the front's, with the access log's.
    expect(r.body).toMatch(/^nodejs_eventloop_lag_seconds \S+$/m);
    expect(r.body).toMatch(/^nn_renderer_up 1$/m);
    expect(r.body).toMatch(/^nn_renderer_metrics_timeouts_total \d+$/m);
    expect(r.body).toMatch(/^nn_access_log_dropped_total 0$/m);
    expect(r.body).toMatch(/^nn_access_log_pending_bytes \d+$/m);
    const families = r.body.split('\n').filter((l) => l.startsWith('# TYPE ')).map((l) => l.split(' ')[2]);
    expect(families.filter((f, i) => families.indexOf(f) !== i)).toEqual([]);
  });

  it('a frozen renderer does not hold up /api/metrics: 200 within ~1 s with the front metrics; its own again once it runs', async () => {
    const before = timeouts((await scrape()).body);
    expect(before).toBeGreaterThanOrEqual(0);
    const pid = rendererPid();
    process.kill(pid, 'SIGSTOP');
    try {
      const t = performance.now();
      const r = await scrape();
      const ms = performance.now() - t;
      expect(r.status).toBe(200);
      // The renderer's 1 s deadline, not the freeze (which lasts until SIGCONT): room for a busy machine.
      expect(ms).toBeLessThan(5000);
      expect(r.body).toMatch(/^nodejs_eventloop_lag_seconds \S+$/m);
      expect(r.body).toMatch(/^nn_http_requests_total\{kind="internal",code="2xx"\} \d+$/m);
      expect(r.body).not.toMatch(/^nn_renderer_nodejs_/m);
      // Counted: one more than before the freeze (an earlier scrape may have timed out on a busy machine).
      expect(timeouts(r.body)).toBe(before + 1);
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    const back = await until(() => scrape(), (r) => /^nn_renderer_nodejs_heap_size_used_bytes \d+$/m.test(r.body), 5000);
    expect(back.body).toMatch(/^nn_renderer_nodejs_heap_size_used_bytes \d+$/m);
  });

  it('answers a cached page while the renderer is frozen; the render waiting for it completes after', async () => {
    const page = `${base}/news/10001.html`;
    await cachedCopy(page);

    const pid = rendererPid();
    process.kill(pid, 'SIGSTOP');
    try {
      const t = performance.now();
      const cached = await rawRequest(page);
      const h = await rawRequest(`${base}/api/health`);
      expect(cached.status).toBe(200);
      expect(cached.headers.age).toBeDefined();
      expect(h.status).toBe(200);
      // Not held by the frozen renderer (that would last until SIGCONT), with room for a busy machine.
      expect(performance.now() - t).toBeLessThan(5000);
      // An uncached render waits for the renderer…
      const pending = rawRequest(`${base}/news/10002.html`);
      const state = await Promise.race([pending.then(() => 'answered'), new Promise((r) => setTimeout(() => r('waiting'), 300))]);
      expect(state).toBe('waiting');
      process.kill(pid, 'SIGCONT');
      // …and is answered once it runs again.
      expect((await pending).status).toBe(200);
    } finally {
      process.kill(pid, 'SIGCONT');
    }
  });

  it('a publish through /api/revalidate (in the renderer) has purged the front page cache when it answers', async () => {
    const page = `${base}/news/10003.html`;
    await cachedCopy(page);
    const published = await rawRequest(`${base}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' },
      body: JSON.stringify({ paths: ['/news/10003.html'] }),
    });
    expect(published.status).toBe(200);
    const after = await rawRequest(page);
    expect(after.status).toBe(200);
    expect(after.headers.age).toBeUndefined(); // rendered again, not the stored copy
  });

  it('a connection the renderer drops without an answer is dropped to the browser too (the sandbox drop fault)', async () => {
    const rule = await rawRequest(`${base}/api/gw/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/nn-assist/banner/list', body: 'drop', times: 1 }),
    });
    expect(rule.status).toBe(200);
    const dropped = await rawRequest(`${base}/api/gw/nn-assist/banner/list?position=home`).then((r) => `answered ${r.status}`, (e: NodeJS.ErrnoException) => e.code);
    expect(dropped).toBe('ECONNRESET');
    // The rule is spent: the next call is answered.
    expect((await rawRequest(`${base}/api/gw/nn-assist/banner/list?position=home`)).status).toBe(200);
  });

  it('a renderer that dies is reported (503, renderer down) and started again', async () => {
    const pid = rendererPid();
    process.kill(pid, 'SIGKILL');
    const down = await until(health, (h) => h.body.renderer !== 'ok', 5000);
    expect(down.status).toBe(503);
    expect(down.body.renderer).toMatch(/^(down|starting)$/);
    // Meanwhile (no renderer, or one still starting: Next's prepare takes seconds) a page the front
    // cannot answer itself gets a short 502 page, not a reset.
    const page = await rawRequest(`${base}/news/10009.html`);
    expect(page.status).toBe(502);
    expect(page.body).toContain('页面暂时无法访问');
    const up = await until(health, (h) => h.body.renderer === 'ok', 60_000);
    expect(up.status).toBe(200);
    const again = rendererPid();
    expect(again).not.toBe(pid);
    const metrics = (await scrape()).body;
    expect(metrics).toMatch(/^nn_renderer_up 1$/m);
    expect(metrics).toMatch(/^nn_renderer_restarts_total 1$/m);
    expect((await rawRequest(`${base}/news/10004.html`)).status).toBe(200);
  }, 70_000);

  it('SIGTERM: the front drains, ends the renderer and exits 0', async () => {
    const pid = rendererPid();
    process.kill(proc!.child.pid!, 'SIGTERM');
    expect(await proc!.exited).toBe(0);
    await until(async () => alive(pid), (a) => !a, 5000);
    expect(alive(pid)).toBe(false);
  }, 20_000);
});

describe('RENDER_NICE', () => {
  it('reads 0–19, default 5', () => {
    expect(renderNice({})).toBe(5);
    expect(renderNice({ RENDER_NICE: '0' })).toBe(0);
    expect(renderNice({ RENDER_NICE: '19' })).toBe(19);
    for (const bad of ['', '-1', '20', '2.5', 'x']) expect(renderNice({ RENDER_NICE: bad })).toBe(5);
  });
});
