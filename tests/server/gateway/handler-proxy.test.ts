// @vitest-environment node
// Behaviour across files: the gateway handler in proxy mode (API_ORIGIN set) in front of an upstream (server/gateway/handler.ts, proxy.ts).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { gateway } from '@/server/gateway/handler';
import { freshSandbox, gwRequest } from '../../support/sandbox-calls';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A stand-in for the real API gateway on 127.0.0.1. */
function startUpstream(seen: Seen[]): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() });
      const body = gzipSync(JSON.stringify({ retCode: '100', retMsg: 'real', retData: { from: 'upstream' } }));
      res.writeHead(201, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'keep-alive': 'timeout=5', 'x-upstream': 'yes', 'cache-control': 'max-age=60' });
      res.end(req.method === 'HEAD' ? undefined : body);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('gateway in proxy mode (API_ORIGIN set)', () => {
  const seen: Seen[] = [];
  let upstream: Server;
  beforeAll(async () => {
    upstream = await startUpstream(seen);
  });
  afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));
  beforeEach(() => {
    freshSandbox();
    seen.length = 0;
    process.env.API_ORIGIN = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/`;
  });
  afterEach(() => {
    delete process.env.API_ORIGIN;
  });

  const callHeaders = {
    token: 'a'.repeat(32),
    reqChannel: '4',
    appId: 'nn_web',
    busiType: '1',
    marketingSource: 'baidu_sem',
    activityId: '10024',
    'x-forwarded-for': '203.0.113.7',
    connection: 'keep-alive, x-private-hop',
    'keep-alive': 'timeout=5',
    'x-private-hop': 'secret',
    te: 'trailers',
    upgrade: 'h2c',
  };

  it('forwards path, query, body and call headers; strips hop-by-hop; replaces X-Forwarded-For with the client', async () => {
    const req = gwRequest('/u-nnpc/registerLogin?x=1', { method: 'POST', body: { telNum: '13800138000', smsCode: '123456' }, headers: callHeaders });
    expect(req.headers.get('x-private-hop')).toBe('secret'); // it really arrives, so the strip is tested
    const res = await gateway(req, { clientIp: '10.0.0.9' });
    const [got] = seen;
    expect(got.method).toBe('POST');
    expect(got.url).toBe('/u-nnpc/registerLogin?x=1');
    expect(JSON.parse(got.body)).toEqual({ telNum: '13800138000', smsCode: '123456' });
    expect(got.headers).toMatchObject({ token: 'a'.repeat(32), reqchannel: '4', appid: 'nn_web', busitype: '1', marketingsource: 'baidu_sem', activityid: '10024' });
    expect(got.headers['x-forwarded-for']).toBe('10.0.0.9');
    expect(got.headers['x-real-ip']).toBe('10.0.0.9');
    for (const hop of ['keep-alive', 'x-private-hop', 'te', 'upgrade']) expect(got.headers).not.toHaveProperty(hop);
    expect(got.headers.host).toBe(new URL(process.env.API_ORIGIN ?? '').host);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ retMsg: 'real' });
  });

  it('passes the answer back decoded, without hop-by-hop or stale encoding headers, cache headers kept', async () => {
    const res = await gateway(gwRequest('/nn-version/share/channel'));
    expect(res.headers.get('x-upstream')).toBe('yes');
    expect(res.headers.get('keep-alive')).toBeNull();
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('max-age=60');
  });

  it('keeps HEAD as HEAD for the real backend', async () => {
    const res = await gateway(gwRequest('/nn-version/share/channel', { method: 'HEAD' }));
    expect(res.status).toBe(201);
    expect(seen[0].method).toBe('HEAD');
  });

  it('turns the QA controls off (404) and never calls the backend for them', async () => {
    for (const path of ['/__sandbox/reset', '/__sandbox/sms?telNum=13800138000']) {
      const res = await gateway(gwRequest(path, { method: path.includes('reset') ? 'POST' : 'GET' }));
      expect(res.status).toBe(404);
    }
    expect(seen).toHaveLength(0);
  });

  it('answers 502 when the backend cannot be reached', async () => {
    process.env.API_ORIGIN = 'http://127.0.0.1:1';
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await gateway(gwRequest('/nn-version/share/channel'));
    expect(res.status).toBe(502);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
