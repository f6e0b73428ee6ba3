// @vitest-environment node
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { findNginx, nginxProxyConf, PROXY_ONLY_PREFIX, startNginxProxy } from '../../../scripts/bench/nginx-proxy.ts';
import { startUpstreamStub } from '../../../scripts/bench/upstream-stub.ts';
import { headerParity } from '../../../scripts/bench/core.ts';
import { createSiteServer } from '../../../server/front/site-server.ts';
import { createAccessLog } from '../../../server/observability/access-log.ts';
import { closeServer, listenLocal } from '../../support/local-server';

const bin = findNginx();

describe('scripts/bench/nginx-proxy.ts (the gateway\'s peer in the bench)', () => {
  it('writes a one-worker config with a keep-alive upstream, everything in its folder', () => {
    const conf = nginxProxyConf({ dir: '/tmp/x', port: 8123, origin: 'http://127.0.0.1:9000' });
    expect(conf).toMatch(/^worker_processes 1;$/m);
    expect(conf).toMatch(/^daemon off;$/m);
    expect(conf).toMatch(/^\s*access_log off;$/m);
    expect(conf).toMatch(/^\s*listen 127\.0\.0\.1:8123;$/m);
    expect(conf).toMatch(/^\s*server 127\.0\.0\.1:9000;$/m);
    expect(conf).toMatch(/^\s*keepalive 64;$/m);
    expect(conf).toMatch(/^\s*proxy_http_version 1\.1;$/m);
    expect(conf).toMatch(/^\s*proxy_set_header Connection "";$/m);
    expect(conf).toMatch(/location \/api\/gw\/ \{\s*(#.*\n\s*)?proxy_pass http:\/\/bench_upstream\/;/);
    for (const d of ['pid', 'error_log', 'client_body_temp_path', 'proxy_temp_path']) expect(conf).toMatch(new RegExp(`^\\s*${d} /tmp/x/`, 'm'));
    expect(() => nginxProxyConf({ dir: '/tmp/x', port: 1, origin: 'https://example.com' })).toThrow(/http:\/\/host:port/);
  });

  it("does the gateway's job on /api/gw/: request id both ways, forwarded headers, the given headers on every answer, a buffered JSON access log", () => {
    const conf = nginxProxyConf({ dir: '/tmp/x', port: 8123, origin: 'http://127.0.0.1:9000', headers: ['x-frame-options', 'DENY', 'content-security-policy', "default-src 'self'; object-src 'none'"] });
    const gw = conf.slice(conf.indexOf('location /api/gw/'), conf.indexOf(`location ${PROXY_ONLY_PREFIX}/`));
    for (const line of [
      'proxy_set_header X-Request-ID $nn_request_id;', 'proxy_set_header X-Forwarded-For $remote_addr;', 'proxy_set_header X-Real-IP $remote_addr;',
      'proxy_set_header X-Forwarded-Proto $scheme;', 'proxy_set_header X-Forwarded-Host $http_host;', 'add_header X-Request-ID $nn_request_id always;',
      'add_header x-frame-options "DENY" always;', `add_header content-security-policy "default-src 'self'; object-src 'none'" always;`,
    ]) expect(gw).toContain(line);
    expect(gw).toMatch(/access_log \/tmp\/x\/access\.json gateway_json buffer=32k flush=1s;/);
    // The request id rule of deploy/nginx.conf.
    expect(conf).toContain('"~^[A-Za-z0-9._-]{8,128}$" $http_x_request_id;');
    // The pass-through location does none of it.
    const only = conf.slice(conf.indexOf(`location ${PROXY_ONLY_PREFIX}/`));
    expect(only).not.toMatch(/add_header|access_log|X-Request-ID/);
    // A value nginx would read as a variable or end early is refused, not written.
    expect(() => nginxProxyConf({ dir: '/tmp/x', port: 1, origin: 'http://127.0.0.1:9', headers: ['x-a', 'a$b'] })).toThrow(/cannot take/);
    expect(() => nginxProxyConf({ dir: '/tmp/x', port: 1, origin: 'http://127.0.0.1:9', headers: ['x-a', 'a"b'] })).toThrow(/cannot take/);
    expect(() => nginxProxyConf({ dir: '/tmp/x', port: 1, origin: 'http://127.0.0.1:9', headers: ['x a', 'b'] })).toThrow(/not a header name/);
  });

  it.skipIf(!bin)('proxies /api/gw/x → <stub>/x over kept-alive upstream connections, and leaves no process behind', async () => {
    const stub = await startUpstreamStub();
    let upstreamConnections = 0;
    stub.server.on('connection', () => { upstreamConnections += 1; });
    const proxy = await startNginxProxy({ bin: bin!, origin: stub.url });
    let stopped = false;
    try {
      expect(proxy.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(proxy.workers()).toHaveLength(1);

      const direct = await fetch(`${stub.url}/nn-assist/article/service/page`);
      const proxied = await fetch(`${proxy.url}/api/gw/nn-assist/article/service/page`);
      expect(proxied.status).toBe(200);
      expect(proxied.headers.get('content-type')).toBe(direct.headers.get('content-type'));
      expect(await proxied.text()).toBe(await direct.text());

      const echo = await fetch(`${proxy.url}/api/gw/__stub/echo?a=1&b=%E4%B8%AD`);
      const seen = await echo.json() as { url: string; headers: Record<string, string> };
      expect(seen.url).toBe('/__stub/echo?a=1&b=%E4%B8%AD');
      expect(seen.headers.connection).toBeUndefined(); // HTTP/1.1 keep-alive toward the stub, no "close"

      // Sequential requests on one client connection each: without the upstream pool every one
      // would open a connection to the stub.
      const before = upstreamConnections;
      const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
      const get = () => new Promise<number>((resolve, reject) => {
        http.get(`${proxy.url}/api/gw/nn-assist/article/service/page`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        }).on('error', reject);
      });
      const statuses: number[] = [];
      for (let round = 0; round < 10; round += 1) statuses.push(...await Promise.all([get(), get(), get(), get()]));
      agent.destroy();
      expect(statuses.every((s) => s === 200)).toBe(true);
      expect(upstreamConnections - before).toBeLessThan(statuses.length / 4);

      const pids = proxy.pids();
      expect(pids).toContain(proxy.pid);
      await proxy.stop();
      stopped = true;
      expect(proxy.pids()).toEqual([]);
      for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow();
      expect(() => process.kill(-proxy.pid, 0)).toThrow();
    } finally {
      if (!stopped) await proxy.stop();
      await stub.close();
    }
  });

  it.skipIf(!bin)("sends what the site's gateway sends, both ways (the bench's parity check), and logs each request", async () => {
    const SEC = ['x-frame-options', 'DENY', 'x-content-type-options', 'nosniff', 'content-security-policy', "default-src 'self'; frame-ancestors 'none'"];
    const stub = await startUpstreamStub();
    const site = createSiteServer({ env: { API_ORIGIN: stub.url }, securityHeaders: SEC, accessLog: createAccessLog({ enabled: false }), logError: () => undefined, handleNext: async (_q, r) => { r.end(); } });
    const front = http.createServer(site.handle);
    const gwBase = await listenLocal(front);
    const proxy = await startNginxProxy({ bin: bin!, origin: stub.url, headers: SEC });
    try {
      const seen = async (base: string, id?: string) => {
        const res = await fetch(`${base}/api/gw/__stub/echo?a=1`, { headers: id ? { 'x-request-id': id } : {} });
        const body = await res.json() as { url: string; headers: Record<string, string> };
        return { res, body, answer: [...res.headers.keys()], upstream: Object.keys(body.headers) };
      };
      const [g, n] = [await seen(gwBase, 'parity-check-01'), await seen(proxy.url, 'parity-check-01')];
      expect(headerParity(g.answer, n.answer)).toEqual({ onlyA: [], onlyB: [] });
      expect(headerParity(g.upstream, n.upstream)).toEqual({ onlyA: [], onlyB: [] });
      expect(n.body.url).toBe('/__stub/echo?a=1');
      for (const [name, value] of [['x-frame-options', 'DENY'], ['content-security-policy', "default-src 'self'; frame-ancestors 'none'"], ['x-request-id', 'parity-check-01']]) {
        expect(n.res.headers.get(name)).toBe(value);
      }
      expect(n.body.headers).toMatchObject({ 'x-request-id': 'parity-check-01', 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1', 'x-forwarded-proto': 'http' });
      // No id, or a malformed one: nginx's own, the same both ways.
      const made = await seen(proxy.url, 'bad id!');
      expect(made.res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
      expect(made.body.headers['x-request-id']).toBe(made.res.headers.get('x-request-id'));
      // The pass-through does none of it.
      const bare = await fetch(`${proxy.url}${PROXY_ONLY_PREFIX}/__stub/echo`);
      expect(bare.headers.get('x-frame-options')).toBeNull();
      expect((await bare.json() as { headers: Record<string, string> }).headers['x-request-id']).toBeUndefined();
      // One JSON line a request, written once the 1 s buffer flushes.
      const log = path.join(proxy.dir, 'access.json');
      const read = () => (fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim() : '');
      for (const until = Date.now() + 5000; read().split('\n').length < 2 && Date.now() < until;) await new Promise((r) => setTimeout(r, 100));
      const lines = read().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(lines.map((l) => l.requestId)).toEqual(['parity-check-01', made.res.headers.get('x-request-id')]);
      expect(lines[0]).toMatchObject({ method: 'GET', path: '/api/gw/__stub/echo?a=1', status: 200, kind: 'gateway' });
    } finally {
      await proxy.stop();
      await closeServer(front, { now: true });
      await stub.close();
    }
  });

  it.skipIf(!bin)('rejects with nginx\'s own words when the port is taken', async () => {
    const taken = http.createServer();
    await new Promise<void>((r) => taken.listen(0, '127.0.0.1', () => r()));
    const { port } = taken.address() as AddressInfo;
    try {
      await expect(startNginxProxy({ bin: bin!, origin: 'http://127.0.0.1:9', port, timeoutMs: 5000 })).rejects.toThrow(/Address already in use/);
    } finally {
      taken.close();
    }
  });
});
