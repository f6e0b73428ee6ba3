// @vitest-environment node
// The production server's gateway fast path (server/front/site-server.ts → server/gateway/proxy.ts)
// on a real port, in front of a loopback upstream stub. Next's handler is a stand-in: in proxy mode
// no /api/gw request may reach it.
import { once } from 'node:events';
import http from 'node:http';
import { createSiteServer } from '@/server/front/site-server.ts';
import { createAccessLog } from '@/server/observability/access-log.ts';
import { startUpstreamStub } from '@/scripts/bench/upstream-stub.ts';
import { rawRequest } from '../../support/raw-http';
import { closeServer, listenLocal } from '../../support/local-server';

const SEC = ['x-frame-options', 'DENY', 'x-content-type-options', 'nosniff', 'content-security-policy', "default-src 'self'"];

type Stub = Awaited<ReturnType<typeof startUpstreamStub>>;
let stub: Stub;
let server: http.Server;
let base = '';
const nextCalls: string[] = [];

async function listenSite(env: Record<string, string>) {
  const site = createSiteServer({
    env,
    securityHeaders: SEC,
    accessLog: createAccessLog({ enabled: false }),
    logError: () => undefined,
    handleNext: async (req, res) => {
      nextCalls.push(req.url ?? '');
      res.end('next');
    },
  });
  const s = http.createServer(site.handle);
  return { s, url: await listenLocal(s) };
}

beforeAll(async () => {
  stub = await startUpstreamStub();
  ({ s: server, url: base } = await listenSite({ API_ORIGIN: stub.url, GATEWAY_TIMEOUT_MS: '1000' }));
});
afterAll(async () => {
  await closeServer(server, { now: true });
  await stub.close();
});
beforeEach(() => {
  stub.seen.count = 0;
  stub.seen.paths.length = 0;
  nextCalls.length = 0;
});

describe('gateway fast path (API_ORIGIN set)', () => {
  it('proxies GET with the security headers, X-Forwarded-For replaced by the peer, X-Forwarded-Host set, never through Next', async () => {
    const res = await rawRequest(`${base}/api/gw/__stub/echo?x=1`, { headers: { 'x-forwarded-for': '203.0.113.7', token: 'abc', connection: 'keep-alive, x-private', 'x-private': 's' } });
    expect(res.status).toBe(200);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toBe("default-src 'self'");
    const seen = JSON.parse(res.body);
    expect(seen.url).toBe('/__stub/echo?x=1');
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.headers['x-forwarded-host']).toBe(new URL(base).host);
    expect(seen.headers.token).toBe('abc');
    expect(seen.headers).not.toHaveProperty('x-private');
    expect(nextCalls).toEqual([]);
  });

  it('answers HEAD with the head only', async () => {
    const res = await rawRequest(`${base}/api/gw/nn-assist/article/service/page`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(500);
    expect(res.bytes).toBe(0);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(stub.seen.paths).toEqual(['/nn-assist/article/service/page']);
  });

  it('streams a POST body to the backend', async () => {
    const body = Buffer.alloc(512 * 1024, 98);
    const res = await rawRequest(`${base}/api/gw/__stub/echo`, { method: 'POST', body, headers: { 'content-type': 'application/octet-stream', 'content-length': String(body.length) } });
    expect(JSON.parse(res.body)).toMatchObject({ method: 'POST', bodyBytes: body.length });
  });

  it('streams a 10 MB answer through', async () => {
    const res = await rawRequest(`${base}/api/gw/__stub/stream?bytes=${10 * 1024 * 1024}`, { keepBody: false });
    expect(res.status).toBe(200);
    expect(res.bytes).toBe(10 * 1024 * 1024);
  });

  it('413 for a declared body over 1 MB, without calling the backend', async () => {
    const res = await rawRequest(`${base}/api/gw/__stub/echo`, { method: 'POST', body: Buffer.alloc(1024 * 1024 + 1), headers: { 'content-length': String(1024 * 1024 + 1) } }).catch((e: Error) => e);
    // The server answers before reading the body and closes: the client may see the answer or a reset.
    if (!(res instanceof Error)) {
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({ retCode: '413', success: false });
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    expect(stub.seen.count).toBe(0);
  });

  it('413 for a chunked body that passes 1 MB on the way', async () => {
    const chunks = Array.from({ length: 24 }, () => Buffer.alloc(64 * 1024, 99));
    const res = await rawRequest(`${base}/api/gw/__stub/echo`, { method: 'POST', body: chunks }).catch((e: Error) => e);
    if (!(res instanceof Error)) expect(res.status).toBe(413);
    const small = await rawRequest(`${base}/api/gw/__stub/echo`, { method: 'POST', body: [Buffer.from('{"a"'), Buffer.from(':1}')] });
    expect(JSON.parse(small.body)).toMatchObject({ bodyBytes: 7 });
  });

  it('405 for TRACE (and other methods), 400 for a malformed percent-encoding, both with headers', async () => {
    const trace = await rawRequest(`${base}/api/gw/nn-assist/banner/list`, { method: 'TRACE' });
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    expect(JSON.parse(trace.body)).toMatchObject({ retCode: '405', success: false });
    const put = await rawRequest(`${base}/api/gw/nn-assist/banner/list`, { method: 'PUT', body: '{}' });
    expect(put.status).toBe(405);
    const bad = await rawRequest(`${base}/api/gw/%`);
    expect(bad.status).toBe(400);
    expect(bad.headers['x-frame-options']).toBe('DENY');
    expect(JSON.parse(bad.body)).toMatchObject({ retCode: '400', success: false });
    expect(stub.seen.count).toBe(0);
  });

  it('keeps the sandbox QA controls at 404', async () => {
    const res = await rawRequest(`${base}/api/gw/__sandbox/reset`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(stub.seen.count).toBe(0);
  });

  it('504 网关超时 when the backend is slower than the timeout', async () => {
    const res = await rawRequest(`${base}/api/gw/__stub/slow?ms=4000`);
    expect(res.status).toBe(504);
    expect(JSON.parse(res.body)).toMatchObject({ retCode: '504', retMsg: '网关超时' });
  });

  it('aborts the backend call when the browser goes away', async () => {
    const atStub = once(stub.server, 'request') as Promise<[http.IncomingMessage, http.ServerResponse]>;
    const req = http.request(`${base}/api/gw/__stub/slow?ms=10000`, { agent: false });
    req.on('error', () => undefined);
    req.end();
    const [, res] = await atStub;
    const closed = once(res, 'close');
    req.destroy();
    await closed;
    // The stub's connection closed before its answer, 10 s away: the gateway passed the abort on.
    // No clock in the assertion: a busy machine makes it slower, not wrong.
    expect(res.writableFinished).toBe(false);
  });

  it('502 网关无法连接后端服务 when the backend cannot be reached', async () => {
    const { s, url } = await listenSite({ API_ORIGIN: 'http://127.0.0.1:1' });
    try {
      const res = await rawRequest(`${url}/api/gw/nn-assist/x`);
      expect(res.status).toBe(502);
      expect(JSON.parse(res.body)).toMatchObject({ retCode: '502', retMsg: '网关无法连接后端服务' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await closeServer(s);
    }
  });
});

describe('gateway in sandbox mode (no API_ORIGIN)', () => {
  it('refuses bad input itself and hands the rest to Next (the embedded sandbox route)', async () => {
    const { s, url } = await listenSite({ SANDBOX: 'on' });
    try {
      expect((await rawRequest(`${url}/api/gw/%E0%A4%A`)).status).toBe(400);
      expect((await rawRequest(`${url}/api/gw/a`, { method: 'TRACE' })).status).toBe(405);
      expect((await rawRequest(`${url}/api/gw/a`, { method: 'POST', headers: { 'content-length': String(2 * 1024 * 1024) }, body: Buffer.alloc(10) }).catch(() => ({ status: 413 }))).status).toBe(413);
      expect(nextCalls).toEqual([]);
      const ok = await rawRequest(`${url}/api/gw/nn-version/share/channel`);
      expect(ok.body).toBe('next');
      const control = await rawRequest(`${url}/api/gw/__sandbox/faults`, { method: 'DELETE' });
      expect(control.body).toBe('next');
    } finally {
      await closeServer(s);
    }
  });
});
