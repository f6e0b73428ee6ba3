// @vitest-environment node
// deploy/nginx.conf: nginx accepts it, and the orders it depends on hold (issue 28 item 1).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { directive, nginxMs, nginxTest, which, writeNginx } from '@/scripts/lib/nginx-site.mjs';
import { PROXY_TIMEOUT_MS } from '@/scripts/lib/gateway.mjs';
import { RENDER_TIMEOUT_MS } from '@/scripts/lib/renderer.mjs';

const site = fs.readFileSync(path.join(__dirname, '../../deploy/nginx.conf'), 'utf8');
const nginx = which('nginx');

describe('deploy/nginx.conf', () => {
  it('passes `nginx -t` (as test:cluster renders it: loopback instances, folders of its own)', () => {
    // nginx is installed wherever the suite runs (.ci/run installs it for test:cluster).
    expect(nginx, 'nginx not found: apt-get install nginx').toBeTruthy();
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

  it("upstream keep-alive shorter than the instances' idle timeout, with a second to spare", () => {
    const [ka] = directive(site, 'keepalive_timeout').map(nginxMs);
    expect(ka).toBeDefined();
    // What scripts/serve.mjs gets without KEEP_ALIVE_TIMEOUT: Node's default.
    const nodeDefault = http.createServer().keepAliveTimeout;
    expect(ka).toBeLessThanOrEqual(nodeDefault - 1000);
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
