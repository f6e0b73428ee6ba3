// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { findNginx, nginxProxyConf, startNginxProxy } from '../../../scripts/bench/nginx-proxy.ts';
import { startUpstreamStub } from '../../../scripts/bench/upstream-stub.ts';

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
