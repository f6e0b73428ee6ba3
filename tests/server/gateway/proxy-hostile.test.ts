// @vitest-environment node
// The hostile-input findings against the production server's front (server/front/site-server.ts +
// server/gateway/proxy.ts), each in the topology it was found in: API_ORIGIN → the standalone sandbox backend
// (sandbox/server.ts, what `npm run sandbox:api` runs), API_ORIGIN → an echo upstream under a base
// path, and the embedded sandbox (the Next API route, pages/api/gw, behind the front). Requests are
// written byte for byte (raw-target.ts): node:http and fetch would normalise the paths under test.
import http from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import route from '@/pages/api/gw/[...path]';
import { startSandboxServer } from '@/sandbox/server';
import { createAccessLog } from '@/server/observability/access-log.ts';
import { createSiteServer } from '@/server/front/site-server.ts';
import { startUpstreamStub } from '@/scripts/bench/upstream-stub.ts';
import { closeServer, listenLocal } from '../../support/local-server';
import { freshSandbox } from '../../support/sandbox-calls';
import { rawTarget } from '../../support/raw-target';

type Stub = Awaited<ReturnType<typeof startUpstreamStub>>;
type Sandbox = Awaited<ReturnType<typeof startSandboxServer>>;

const nextCalls: string[] = [];
const errors: string[] = [];
const logLines: string[] = [];
const servers: http.Server[] = [];

/** The front with `env`; Next is a stand-in unless `next` is given. */
async function front(env: Record<string, string>, next?: (req: http.IncomingMessage, res: http.ServerResponse, extra?: { path?: string }) => Promise<unknown>) {
  const site = createSiteServer({
    env: { GATEWAY_TIMEOUT_MS: '2000', ...env },
    securityHeaders: ['x-frame-options', 'DENY'],
    accessLog: createAccessLog({ destination: { write: (l: string) => { logLines.push(l); return true; } } as never }),
    logError: (m) => errors.push(m),
    handleNext: next ?? (async (req, res) => {
      nextCalls.push(req.url ?? '');
      res.end('next');
    }),
  });
  const s = http.createServer(site.handle);
  s.on('connect', site.handleConnect);
  s.on('clientError', site.handleClientError);
  servers.push(s);
  return listenLocal(s);
}

let sandbox: Sandbox;
let stub: Stub;
let viaSandboxApi = '';
let viaEcho = '';

beforeAll(async () => {
  sandbox = await startSandboxServer({ port: 0, log: () => undefined });
  stub = await startUpstreamStub();
  viaSandboxApi = await front({ API_ORIGIN: sandbox.url });
  viaEcho = await front({ API_ORIGIN: `${stub.url}/base`, GATEWAY_BODY_TIMEOUT_MS: '400', GATEWAY_LIMIT_SMS: '5/300' });
});
afterAll(async () => {
  for (const s of servers) await closeServer(s, { now: true });
  await sandbox.close();
  await stub.close();
});
beforeEach(() => {
  stub.seen.count = 0;
  stub.seen.paths.length = 0;
  nextCalls.length = 0;
  errors.length = 0;
  logLines.length = 0;
});

const WALKS = [
  '/api/gw/x/%2e%2e/__sandbox/settings',
  '/api/gw/x/../__sandbox/settings',
  '/api/gw/./__sandbox/settings',
  '/api/gw/x/.%2e/__sandbox/settings',
  '/api/gw/x/%2E%2E/__sandbox/settings',
  '/api/gw/x\\..\\__sandbox\\settings',
  '/api/gw/x/..\\__sandbox/settings',
  '/api/gw//__sandbox/settings',
  '/api/gw/x//..//__sandbox/settings',
  '/api/gw/x/%2e%2e%2f__sandbox/settings',
  '/api/gw/x/..;/__sandbox/settings',
  '/api/gw/x/%252e%252e/__sandbox/settings',
  '/api/%67w/__sandbox/settings',
];

describe('the gateway cannot be walked out of (API_ORIGIN → npm run sandbox:api)', () => {
  it('no spelling of a path reaches the QA controls: 400 (or 404), never the settings', async () => {
    expect((await rawTarget(viaSandboxApi, '/api/gw/__sandbox/settings')).status).toBe(404);
    for (const target of WALKS) {
      const r = await rawTarget(viaSandboxApi, target);
      expect([400, 404], target).toContain(r.status);
      expect(r.body, target).not.toContain('captcha');
      expect(JSON.parse(r.body), target).toMatchObject({ success: false });
    }
  });

  it("a stranger's SMS code and the cashier stay out of reach", async () => {
    freshSandbox();
    const send = await fetch(`${sandbox.url}/u-nnpc/api/v2/userSms/sendSms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 1, telNum: '13700137000', countryCode: '86' }) });
    expect(send.status).toBe(200);
    for (const target of ['/api/gw/x/%2e%2e/__sandbox/sms?telNum=13700137000', '/api/gw/a/b/../../__sandbox/orders?phone=13700137000', '/api/gw/x/%2e%2e/__sandbox/cashier/N1']) {
      const r = await rawTarget(viaSandboxApi, target);
      expect([400, 404], target).toContain(r.status);
      expect(r.body, target).not.toMatch(/"code"|"orderNo"|<html/);
    }
  });
});

describe('the forwarded path stays under API_ORIGIN’s path (echo upstream at /base)', () => {
  it('refuses the shapes a normalising backend would take out of /base, without calling it', async () => {
    for (const target of ['/api/gw/../admin', '/api/gw/%2e%2e/admin', '/api/gw//evil.example/x', '/api/gw/a\\..\\..\\admin', '/api/gw/a/%5c..%5c..%5cadmin', '/api/gw/a/%2fadmin']) {
      const r = await rawTarget(viaEcho, target);
      expect(r.status, target).toBe(400);
      expect(JSON.parse(r.body)).toMatchObject({ retCode: '400', success: false });
    }
    expect(stub.seen.paths).toEqual([]);
  });

  it('forwards the canonical path: unreserved escapes decoded, the rest kept', async () => {
    const r = await rawTarget(viaEcho, '/api/gw/%61pi/%7Euser/x%20y?q=%2e');
    expect(r.status).toBe(200);
    expect(stub.seen.paths).toEqual(['/base/api/~user/x%20y?q=%2e']);
  });
});

describe('every request gets an answer', () => {
  it('asterisk-form, absolute-form and authority-form targets: 400 at once, logged, never handed on', async () => {
    for (const [method, target] of [['GET', '*'], ['HEAD', '*'], ['OPTIONS', '*'], ['GET', 'http://evil.example/x'], ['GET', 'evil.example:443'], ['CONNECT', 'evil.example:443']]) {
      const r = await rawTarget(viaEcho, target, { method, timeoutMs: 10_000 });
      expect(r.status, `${method} ${target}`).toBe(400);
      // Answered, not left to the client's timeout (10 s), with room for a busy machine.
      expect(r.ms, `${method} ${target}`).toBeLessThan(5000);
    }
    expect(nextCalls).toEqual([]);
    expect(stub.seen.count).toBe(0);
    // The access log is written asynchronously: wait for its lines, not a fixed 50 ms (a busy machine).
    await vi.waitFor(() => expect(logLines.filter((l) => /"status":400/.test(l)).map((l) => JSON.parse(l).method)).toEqual(['GET', 'HEAD', 'OPTIONS', 'GET', 'GET', 'CONNECT']), { timeout: 5000 });
  });

  it('a body trickled slower than the deadline: 408 without an upstream connection', async () => {
    const r = await rawTarget(viaEcho, '/api/gw/__stub/echo', {
      method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '100' }, body: '{"a":', timeoutMs: 3000,
    });
    expect(r.status).toBe(408);
    expect(JSON.parse(r.body)).toMatchObject({ retCode: '408', success: false });
    expect(stub.seen.count).toBe(0);
  });

  it('a whole body within the deadline is forwarded', async () => {
    const r = await rawTarget(viaEcho, '/api/gw/__stub/echo', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': '7' }, body: '{"a":1}' });
    expect(r.status).toBe(200);
    expect(stub.seen.paths).toEqual(['/base/__stub/echo']);
  });
});

describe('headers the site owns', () => {
  const claims = {
    'x-real-ip': '6.6.6.6', forwarded: 'for=6.6.6.6;proto=https', 'true-client-ip': '6.6.6.6', 'x-forwarded-for': '6.6.6.6',
    'x-forwarded-proto': 'https', 'x-forwarded-port': '443', 'x-forwarded-host': 'evil.example', 'x-original-url': '/__sandbox/reset',
    'x-rewrite-url': '/__sandbox/reset', 'x-http-method-override': 'DELETE', 'x-method-override': 'DELETE', 'x-client-ip': '6.6.6.6',
  };

  it('drops the client’s forwarding and override headers and sets them from the connection', async () => {
    const stubEcho = await front({ API_ORIGIN: stub.url });
    const r = await rawTarget(stubEcho, '/api/gw/__stub/echo', { headers: claims });
    const seen = JSON.parse(r.body).headers as Record<string, string>;
    expect(seen['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen['x-real-ip']).toBe('127.0.0.1');
    expect(seen['x-forwarded-proto']).toBe('http');
    expect(seen['x-forwarded-host']).toBe(new URL(stubEcho).host);
    for (const h of ['forwarded', 'true-client-ip', 'x-forwarded-port', 'x-original-url', 'x-rewrite-url', 'x-http-method-override', 'x-method-override', 'x-client-ip']) expect(seen, h).not.toHaveProperty(h);
  });

  it('with TRUST_PROXY_HOPS=1 (nginx in front) the client is the address nginx appended, and only that one goes on', async () => {
    const behindNginx = await front({ API_ORIGIN: stub.url, TRUST_PROXY_HOPS: '1' });
    const r = await rawTarget(behindNginx, '/api/gw/__stub/echo', { headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9', 'x-forwarded-proto': 'https' } });
    const seen = JSON.parse(r.body).headers as Record<string, string>;
    expect(seen['x-forwarded-for']).toBe('203.0.113.9');
    expect(seen['x-real-ip']).toBe('203.0.113.9');
    expect(seen['x-forwarded-proto']).toBe('https');
  });

  it('a personal answer the backend sent without caching headers gets Cache-Control: no-store', async () => {
    const personal = await rawTarget(viaEcho, '/api/gw/nnorder/order/account/balance', { headers: { token: 'a'.repeat(32) } });
    expect(personal.status).toBe(200);
    expect(personal.headers['cache-control']).toBe('no-store');
    const open = await rawTarget(viaEcho, '/api/gw/nn-assist/banner/list');
    expect(open.headers['cache-control']).toBeUndefined();
  });

  it('/api/metrics needs its token in production, also when none is configured', async () => {
    const prod = await front({ API_ORIGIN: stub.url, NODE_ENV: 'production' });
    expect((await rawTarget(prod, '/api/metrics')).status).toBe(401);
    const withToken = await front({ API_ORIGIN: stub.url, NODE_ENV: 'production', METRICS_TOKEN: 'scrape' });
    expect((await rawTarget(withToken, '/api/metrics')).status).toBe(401);
    expect((await rawTarget(withToken, '/api/metrics', { headers: { authorization: 'Bearer scrape' } })).status).toBe(200);
  });
});

describe('logs mask phones, tokens and codes on every line', () => {
  it('a failed forward’s error line', async () => {
    const down = await front({ API_ORIGIN: 'http://127.0.0.1:1' });
    const r = await rawTarget(down, '/api/gw/u-nnpc/user/13800138000/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1234?smsCode=123456&token=secret-value');
    expect(r.status).toBe(502);
    expect(errors.length).toBeGreaterThan(0);
    const text = errors.join('\n');
    expect(text).not.toMatch(/13800138000|123456|secret-value|aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1234/);
    expect(text).toContain('138****8000');
  });
});

describe('edge limits per client address', () => {
  it('SMS sends: 12 phones from one address in a second → 429 with a message a user understands', async () => {
    const answers = [];
    for (let i = 0; i < 12; i += 1) {
      const body = JSON.stringify({ type: 1, telNum: `139001390${String(i).padStart(2, '0')}`, countryCode: '86' });
      answers.push(await rawTarget(viaEcho, '/api/gw/u-nnpc/api/v2/userSms/sendSms', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(body.length) }, body }));
    }
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const refused = answers.slice(5);
    expect(refused.every((a) => a.status === 429)).toBe(true);
    expect(JSON.parse(refused[0].body)).toMatchObject({ retCode: '429', success: false, retMsg: expect.stringMatching(/^验证码发送过于频繁，请\d+秒后再试$/) });
    expect(Number(refused[0].headers['retry-after'])).toBeGreaterThan(0);
    expect(stub.seen.count).toBe(5);
    // Other paths are not counted; a spelling of the same path is the same path.
    expect((await rawTarget(viaEcho, '/api/gw/nn-assist/banner/list')).status).toBe(200);
    expect((await rawTarget(viaEcho, '/api/gw/u-nnpc/api/v2/userSms/%73endSms', { method: 'POST', headers: { 'content-length': '2' }, body: '{}' })).status).toBe(429);
  });

  it('password guesses: the 11th login from one address within a minute is refused at the edge', async () => {
    const site = await front({ API_ORIGIN: stub.url });
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await rawTarget(site, '/api/gw/u-nnpc/api/v2/user/pwdLogin', { method: 'POST', headers: { 'content-length': '2' }, body: '{}' })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('fail closed and QA controls closable (embedded sandbox)', () => {
  it('a front with neither API_ORIGIN nor SANDBOX=on does not start', () => {
    expect(() => createSiteServer({ env: {}, handleNext: async () => undefined, accessLog: createAccessLog({ enabled: false }) })).toThrow(/SANDBOX=on/);
  });

  it('SANDBOX_QA=off: no spelling reaches the QA controls; the API still answers', async () => {
    const toRoute = async (req: http.IncomingMessage, res: http.ServerResponse, extra?: { path?: string }) => {
      if (extra?.path) req.url = extra.path;
      await route(req as NextApiRequest, res as NextApiResponse);
    };
    const prev = process.env.SANDBOX_QA;
    process.env.SANDBOX_QA = 'off';
    try {
      const closed = await front({ SANDBOX: 'on', SANDBOX_QA: 'off' }, toRoute);
      for (const target of ['/api/gw/__sandbox/settings', ...WALKS]) {
        const r = await rawTarget(closed, target);
        expect([400, 404], target).toContain(r.status);
        expect(r.body, target).not.toContain('captcha');
      }
      expect((await rawTarget(closed, '/api/gw/nn-version/share/channel')).status).toBe(200);
    } finally {
      if (prev === undefined) delete process.env.SANDBOX_QA;
      else process.env.SANDBOX_QA = prev;
    }
  });
});
