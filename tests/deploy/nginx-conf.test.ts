// @vitest-environment node
// deploy/nginx.conf: nginx accepts it, and the orders it depends on hold.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { directive, nginxMs, nginxTest, which, writeNginx } from '@/scripts/lib/nginx-site.ts';
import { DEFAULT_BODY_TIMEOUT_MS, PROXY_TIMEOUT_MS } from '@/server/gateway/proxy.ts';
import { RENDER_TIMEOUT_MS } from '@/server/renderer/renderer.ts';

const site = fs.readFileSync(path.join(__dirname, '../../deploy/nginx.conf'), 'utf8');
const nginx = which('nginx');

describe('deploy/nginx.conf', () => {
  it('passes `nginx -t` (as test:cluster renders it: loopback instances, folders of its own)', () => {
    // npm test's first step (scripts/test-tools.ts) finds or installs nginx before any test starts.
    expect(nginx, 'nginx not found: node scripts/test-tools.ts installs it (or apt-get install nginx)').toBeTruthy();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nn-nginx-t-'));
    try {
      const main = writeNginx({ site, dir, listen: '127.0.0.1:1', instances: [{ addr: '127.0.0.1:2' }, { addr: '127.0.0.1:3', down: true }] });
      const r = nginxTest(nginx!, main);
      expect(r.output).toMatch(/test is successful/);
      expect(r.ok).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('timeouts in order: nginx read > render > gateway > the browser (20 s)', () => {
    const [read] = directive(site, 'proxy_read_timeout').map(nginxMs);
    expect(directive(site, 'proxy_read_timeout')).toHaveLength(1); // written once
    expect(read).toBeGreaterThan(RENDER_TIMEOUT_MS);
    expect(RENDER_TIMEOUT_MS).toBeGreaterThan(PROXY_TIMEOUT_MS);
    expect(PROXY_TIMEOUT_MS).toBeGreaterThan(20_000);
  });

  it('a slow client gets no longer from nginx than from an instance (head: body deadline + 5 s, body: its deadline), not the default 60 s', () => {
    expect(directive(site, 'client_header_timeout').map(nginxMs)).toEqual([DEFAULT_BODY_TIMEOUT_MS + 5000]);
    expect(directive(site, 'client_body_timeout').map(nginxMs)).toEqual([DEFAULT_BODY_TIMEOUT_MS]);
  });

  it("upstream keep-alive shorter than the instances' idle timeout, with a second to spare", () => {
    const [ka] = directive(site, 'keepalive_timeout').map(nginxMs);
    expect(ka).toBeDefined();
    // What server/index.ts gets without KEEP_ALIVE_TIMEOUT: Node's default.
    const nodeDefault = http.createServer().keepAliveTimeout;
    expect(ka).toBeLessThanOrEqual(nodeDefault - 1000);
  });

  it('client connections carry 10,000 requests before nginx closes them, like the upstream ones (the default 1,000 reset a loaded client)', () => {
    expect(directive(site, 'keepalive_requests')).toEqual(['10000', '10000']);
  });

  it('an upstream zone; chunk 404s neither cached nor immutable, and asked of the next instance', () => {
    expect(directive(site, 'zone')).toHaveLength(1);
    const staticBlock = /location \/_next\/static\/ \{([\s\S]*?)\n {4}\}/.exec(site)?.[1] ?? '';
    expect(directive(staticBlock, 'proxy_cache_valid')).toEqual(['200 30d']);
    expect(directive(staticBlock, 'proxy_next_upstream')[0]).toMatch(/http_404/);
    expect(directive(staticBlock, 'add_header')).toContain('Cache-Control $nn_static_cache_control always');
    expect(site).toMatch(/map \$status \$nn_static_cache_control \{[^}]*default\s+"no-store";/);
    // A POST is never sent twice.
    for (const v of directive(site, 'proxy_next_upstream')) expect(v).not.toMatch(/non_idempotent/);
  });
});

/**
 * nginx running deploy/nginx.conf in front of two stub instances (ports 5390–5392): what it answers
 * itself. Instance A has chunk a.js, instance B has b.js; both log the headers they got.
 */
describe('deploy/nginx.conf, running', () => {
  const PORT = { nginx: 5390, a: 5391, b: 5392 };
  const seen: { instance: string; url: string; headers: http.IncomingHttpHeaders }[] = [];
  let dir = '';
  let nginxPid = 0;
  const servers: http.Server[] = [];
  const base = `http://127.0.0.1:${PORT.nginx}`;

  const stub = (name: string, port: number, chunk: string) => new Promise<void>((resolve) => {
    const s = http.createServer((req, res) => {
      seen.push({ instance: name, url: req.url ?? '', headers: req.headers });
      req.resume();
      if (req.url?.startsWith('/_next/static/')) {
        if (req.url.endsWith(`/${chunk}`)) {
          res.writeHead(200, { 'content-type': 'application/javascript', 'cache-control': 'public, max-age=31536000, immutable' });
          return res.end(`/* ${chunk} from ${name} */`);
        }
        // What Next answers for a chunk it does not have.
        res.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'public, max-age=31536000, immutable' });
        return res.end('not found');
      }
      res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': String(req.headers['x-request-id'] ?? '') });
      return res.end(JSON.stringify({ retCode: '100', retMsg: 'ok', retData: { instance: name } }));
    });
    servers.push(s);
    s.listen(port, '127.0.0.1', () => resolve());
  });

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nn-nginx-run-'));
    const main = writeNginx({ site, dir, listen: `127.0.0.1:${PORT.nginx}`, instances: [{ addr: `127.0.0.1:${PORT.a}` }, { addr: `127.0.0.1:${PORT.b}` }] });
    await stub('A', PORT.a, 'a.js');
    await stub('B', PORT.b, 'b.js');
    const { spawn } = await import('node:child_process');
    const child = spawn(nginx!, ['-p', dir, '-c', main, '-g', 'daemon off;'], { detached: true, stdio: 'ignore' });
    nginxPid = child.pid!;
    for (let i = 0; i < 100; i += 1) {
      try {
        await fetch(`${base}/robots.txt`);
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  });

  afterAll(async () => {
    // Only a group this file started: process.kill(-0) would kill every process of the test run's
    // own group (vitest, npm, CI's shell) — what an nginx that never started (pid 0) once did.
    if (nginxPid > 0) {
      try {
        process.kill(-nginxPid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
    await Promise.all(servers.map((s) => new Promise((r) => { s.closeAllConnections(); s.close(r); })));
    if (process.env.KEEP_NGINX_DIR) console.log(dir);
    else fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a chunk one instance lacks is fetched from the other; a chunk none has: 404, no-store, not cached', async () => {
    for (const chunk of ['a.js', 'b.js']) {
      for (let i = 0; i < 3; i += 1) {
        const res = await fetch(`${base}/_next/static/chunks/${chunk}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        await res.text();
      }
    }
    // Cached by path: Next's ?dpl= query (another for each deployment) does not make another entry.
    const first = await fetch(`${base}/_next/static/chunks/a.js?dpl=one`);
    await first.text();
    const other = await fetch(`${base}/_next/static/chunks/a.js?dpl=two`);
    await other.text();
    expect(other.headers.get('x-cache-status')).toBe('HIT');
    const before = seen.filter((s) => s.url.endsWith('/gone.js')).length;
    for (let i = 0; i < 2; i += 1) {
      const res = await fetch(`${base}/_next/static/chunks/gone.js`);
      expect(res.status).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-cache-status')).not.toBe('HIT');
      await res.text();
    }
    // Both instances asked, both times: the 404 was not kept.
    expect(seen.filter((s) => s.url.endsWith('/gone.js')).length - before).toBe(4);
  });

  it('sets X-Request-ID (or keeps a well-formed one), passes it on, returns it once, logs it as JSON with upstream timings', async () => {
    const own = await fetch(`${base}/api/gw/x/own`, { headers: { 'x-request-id': 'abc-123-def-456' } });
    expect(own.headers.get('x-request-id')).toBe('abc-123-def-456');
    const made = await fetch(`${base}/api/gw/x/made`, { headers: { 'x-request-id': 'bad id with spaces' } });
    const id = made.headers.get('x-request-id')!;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(seen.find((s) => s.url === '/api/gw/x/made')?.headers['x-request-id']).toBe(id);
    // The client's own forwarding claims do not reach the instance.
    await fetch(`${base}/api/gw/x/claims`, { headers: { 'x-forwarded-for': '6.6.6.6', forwarded: 'for=6.6.6.6', 'true-client-ip': '6.6.6.6', 'x-http-method-override': 'DELETE' } });
    const claims = seen.find((s) => s.url === '/api/gw/x/claims')!.headers;
    expect(claims['x-forwarded-for']).toBe('127.0.0.1');
    expect(claims.forwarded).toBeUndefined();
    expect(claims['true-client-ip']).toBeUndefined();
    expect(claims['x-http-method-override']).toBeUndefined();
    await new Promise((r) => setTimeout(r, 200));
    const lines = fs.readFileSync(path.join(dir, 'nn-site.access.json'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    const line = lines.find((l) => l.request_id === id);
    expect(line).toMatchObject({ method: 'GET', path: '/api/gw/x/made', status: 200 });
    expect(line.upstream_response_time).toMatch(/^\d+\.\d{3}$/);
    expect(line.upstream_connect_time).toMatch(/^\d+\.\d{3}$/);
  });

  it('a flood of SMS sends from one address: 429 with the envelope, from nginx itself', async () => {
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 10; i += 1) {
      const res = await fetch(`${base}/api/gw/u-nnpc/api/v2/userSms/sendSms`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
      else await res.text();
    }
    // 1 + a burst of 5 pass, the rest are refused; another spelling of the path is the same path.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429, 429]);
    expect((await fetch(`${base}/api/gw//u-nnpc/api/v2/userSms/./sendSms`, { method: 'POST', body: '{}' })).status).toBe(429);
    expect(refused!.headers.get('content-type')).toMatch(/^application\/json/);
    expect(refused!.headers.get('retry-after')).toBe('60');
    const body = await refused!.json();
    expect(body).toMatchObject({ retCode: '429', retMsg: '验证码发送过于频繁，请稍后再试', success: false });
    expect(body.retTime).toBeGreaterThan(Date.now() - 60_000);
    // Other calls from the same address are not limited.
    expect((await fetch(`${base}/api/gw/nn-assist/banner/list`)).status).toBe(200);
  });

  it('no instance answering: /api/gw/ gets the 502 envelope, not nginx\'s HTML', async () => {
    await Promise.all(servers.map((s) => new Promise((r) => { s.closeAllConnections(); s.close(r); })));
    const res = await fetch(`${base}/api/gw/nnorder/unified/order/create`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(502);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    expect(await res.json()).toMatchObject({ retCode: '502', retMsg: '网关无法连接后端服务', success: false });
  });
});
