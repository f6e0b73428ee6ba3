// @vitest-environment node
// startRenderer's side of the renderer's metrics (server/renderer/renderer.ts metricsText), with a
// stand-in child (tests/fixtures/ipc-renderer.mjs) so no build is needed: the real build is in
// tests/server/renderer/render-server.test.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { METRICS_TIMEOUT_MS, startRenderer, type Renderer } from '@/server/renderer/renderer.ts';

const script = path.resolve(__dirname, '../../fixtures/ipc-renderer.mjs');
let renderer: Renderer | undefined;
let dir = '';

function start(mode: 'answer' | 'silent', metricsTimeoutMs?: number) {
  const log = path.join(dir, `${mode}.log`);
  renderer = startRenderer({ script, metricsTimeoutMs, env: { ...process.env, FAKE_METRICS: mode, FAKE_LOG: log, RENDER_NICE: '0' } });
  return { log, asked: () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n').length : 0) };
}

describe("the renderer's metrics over IPC (server/renderer/renderer.ts metricsText)", () => {
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nn-renderer-'));
  });
  afterEach(async () => {
    await renderer?.stop(500);
    renderer = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("asks the child and returns its nn_renderer_ metrics; the default deadline is 1 s", async () => {
    expect(METRICS_TIMEOUT_MS).toBe(1000);
    start('answer');
    await renderer!.ready;
    const text = await renderer!.metricsText();
    expect(text).toMatch(/^nn_renderer_nodejs_eventloop_lag_seconds \S+$/m);
    expect(text).toMatch(/^nn_renderer_nodejs_heap_size_used_bytes \d+$/m);
    expect(renderer!.stats()).toMatchObject({ up: true, metricsTimeouts: 0 });
  });

  it("a child that does not answer: '' after the deadline, counted; concurrent scrapes share one request", async () => {
    // A deadline twice the default: answering at it shows the option is honoured, whatever a busy
    // machine adds (a timer fires late, never early).
    const deadline = 2 * METRICS_TIMEOUT_MS;
    const { asked } = start('silent', deadline);
    await renderer!.ready;
    const t = performance.now();
    const answers = await Promise.all([renderer!.metricsText(), renderer!.metricsText(), renderer!.metricsText()]);
    const ms = performance.now() - t;
    expect(answers).toEqual(['', '', '']);
    expect(ms).toBeGreaterThanOrEqual(deadline - 50);
    await vi.waitFor(() => expect(asked()).toBe(1), { timeout: 5000 });
    expect(renderer!.stats().metricsTimeouts).toBe(1);
    // The next scrape asks again (the late answer of the first, were it to come, is ignored).
    expect(await renderer!.metricsText()).toBe('');
    await vi.waitFor(() => expect(asked()).toBe(2), { timeout: 5000 });
    expect(renderer!.stats().metricsTimeouts).toBe(2);
  });

  it("a child that dies while asked: '' at once, not after the deadline; '' without asking while it is down", async () => {
    const { asked } = start('silent', 10_000);
    await renderer!.ready;
    const pending = renderer!.metricsText();
    await vi.waitFor(() => expect(asked()).toBe(1), { timeout: 5000 });
    const t = performance.now();
    process.kill(renderer!.pid()!, 'SIGKILL');
    expect(await pending).toBe('');
    // Before the 10 s deadline (metricsTimeouts stays 0 below), however busy the machine.
    expect(performance.now() - t).toBeLessThan(8000);
    expect(renderer!.status()).toBe('down');
    expect(await renderer!.metricsText()).toBe('');
    expect(renderer!.stats()).toMatchObject({ up: false, restarts: 1, metricsTimeouts: 0 });
  });
});
