// @vitest-environment node
// The request id: kept when well-formed, else made; sent to the API and to the
// renderer, logged, returned on every answer of the front (server/front/site-server.ts); the
// in-process path (proxyWeb) takes the id of the page being rendered (requestContext).
import http from 'node:http';
import { Writable } from 'node:stream';
import { createAccessLog } from '@/server/observability/access-log.ts';
import { proxyWeb } from '@/server/gateway/proxy.ts';
import { unavailableBody } from '@/server/renderer/renderer.ts';
import { isRequestId, requestContext, requestIdOf, tagConsoleWithRequestId } from '@/server/observability/request-id.ts';
import { createSiteServer } from '@/server/front/site-server.ts';
import { rawRequest } from '../../support/raw-http';
import { closeServer, listenLocal } from '../../support/local-server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const SEC = ['x-frame-options', 'DENY'];

/** A backend that records the X-Request-ID it got and answers with one of its own. */
const seen: (string | undefined)[] = [];
const backend = http.createServer((req, res) => {
  seen.push(req.headers['x-request-id'] as string | undefined);
  res.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'backend-own-id' });
  res.end('{"retCode":"100"}');
});
let backendUrl = '';
let site: http.Server;
let base = '';
const logLines: Record<string, unknown>[] = [];
const errors: string[] = [];
const nextSaw: (string | undefined)[] = [];

beforeAll(async () => {
  backendUrl = await listenLocal(backend);
  const destination = new Writable({
    write(chunk, _e, cb) {
      for (const l of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(l));
      cb();
    },
  });
  const s = createSiteServer({
    env: { API_ORIGIN: backendUrl, GATEWAY_TIMEOUT_MS: '2000' },
    securityHeaders: SEC,
    accessLog: createAccessLog({ destination }),
    logError: (m) => errors.push(m),
    handleNext: async (req, res) => {
      nextSaw.push(req.headers['x-request-id'] as string | undefined);
      if (req.url === '/boom') throw new Error('boom');
      // A page every shared cache may keep: the front's page cache stores it.
      res.writeHead(200, { 'content-type': 'text/html', 'cache-control': 's-maxage=60' });
      res.end('<p>page</p>');
    },
  });
  site = http.createServer(s.handle);
  base = await listenLocal(site);
});
afterAll(async () => {
  await closeServer(site, { now: true });
  await closeServer(backend, { now: true });
});
beforeEach(() => {
  seen.length = 0;
  logLines.length = 0;
  errors.length = 0;
  nextSaw.length = 0;
});

/** Access-log lines are written asynchronously (on the response's close). */
async function logged(id: string) {
  for (let i = 0; i < 50 && !logLines.some((l) => l.requestId === id); i += 1) await new Promise((r) => setTimeout(r, 10));
  return logLines.filter((l) => l.requestId === id);
}

describe('the id rule (nginx map: 8–128 of [A-Za-z0-9._-])', () => {
  it.each([
    ['abc-123-def-456', true],
    ['0123456789abcdef0123456789abcdef', true],
    ['a.b_c-D.E', true],
    ['x'.repeat(128), true],
    ['short', false],
    ['x'.repeat(129), false],
    ['bad id with spaces', false],
    ['a,b,c,d,e,f,g,h', false],
    ['<script>alert(1)</script>', false],
    ['中文请求编号一二三四', false],
  ])('%s → %s', (id, ok) => {
    expect(isRequestId(id)).toBe(ok);
  });

  it('requestIdOf keeps a well-formed id, replaces anything else with a UUID written into the headers', () => {
    const kept = { headers: { 'x-request-id': 'abc-123-def-456' } as Record<string, string | string[] | undefined> };
    expect(requestIdOf(kept)).toBe('abc-123-def-456');
    for (const given of [undefined, 'bad id', ['abc-123-def-456', 'xyz-123-def-456']]) {
      const req = { headers: { 'x-request-id': given } as Record<string, string | string[] | undefined> };
      const id = requestIdOf(req);
      expect(id).toMatch(UUID);
      expect(req.headers['x-request-id']).toBe(id);
    }
  });
});

describe('the front: gateway fast path', () => {
  it('keeps a well-formed incoming id: sent to the API, returned once (not the backend’s), logged', async () => {
    const res = await rawRequest(`${base}/api/gw/nn-assist/banner/list`, { headers: { 'x-request-id': 'abc-123-def-456' } });
    expect(res.status).toBe(200);
    expect(seen).toEqual(['abc-123-def-456']);
    expect(res.headers['x-request-id']).toBe('abc-123-def-456');
    expect(await logged('abc-123-def-456')).toMatchObject([{ path: '/api/gw/nn-assist/banner/list', status: 200, kind: 'gateway' }]);
  });

  it.each([['absent', undefined], ['malformed', 'bad id <x>'], ['too short', 'abc']])('makes a UUID when the id is %s: the API, the answer and the log get the same', async (_, given) => {
    const res = await rawRequest(`${base}/api/gw/nn-assist/banner/list`, { headers: given === undefined ? {} : { 'x-request-id': given } });
    const id = res.headers['x-request-id'] as string;
    expect(id).toMatch(UUID);
    expect(seen).toEqual([id]);
    expect(await logged(id)).toHaveLength(1);
  });

  it('returns it on refusals (405 envelope), health, a 400 target, and logs a failed call’s error line with it', async () => {
    const refused = await rawRequest(`${base}/api/gw/nn-assist/banner/list`, { method: 'PUT', body: '{}', headers: { 'x-request-id': 'refused-12345' } });
    expect(refused.status).toBe(405);
    expect(refused.headers['x-request-id']).toBe('refused-12345');
    const health = await rawRequest(`${base}/api/health/live`, { headers: { 'x-request-id': 'health-12345' } });
    expect(health.headers['x-request-id']).toBe('health-12345');
    const bad = await rawRequest(`${base}/api/gw/%`, { headers: { 'x-request-id': 'bad-target-1' } });
    expect(bad.status).toBe(400);
    expect(bad.headers['x-request-id']).toBe('bad-target-1');
    expect(seen).toEqual([]);
  });

  it('a failed API call: the 502 envelope carries the id, the error line names it', async () => {
    const dead = http.createServer();
    const deadUrl = await listenLocal(dead);
    await closeServer(dead, { now: true });
    const s = createSiteServer({ env: { API_ORIGIN: deadUrl }, accessLog: createAccessLog({ enabled: false }), logError: (m) => errors.push(m), handleNext: async () => undefined });
    const srv = http.createServer(s.handle);
    const url = await listenLocal(srv);
    try {
      const res = await rawRequest(`${url}/api/gw/nn-assist/banner/list`, { headers: { 'x-request-id': 'failed-call-1' } });
      expect(res.status).toBe(502);
      expect(res.headers['x-request-id']).toBe('failed-call-1');
      expect(errors.some((e) => e.includes('request_id=failed-call-1'))).toBe(true);
    } finally {
      await closeServer(srv, { now: true });
    }
  });
});

describe('the front: pages', () => {
  it('hands the id to the renderer (Next), returns it, and a page-cache HIT answers with its own id, never the stored one', async () => {
    const miss = await rawRequest(`${base}/cached-page`, { headers: { 'x-request-id': 'first-request-1' } });
    expect(miss.status).toBe(200);
    expect(nextSaw).toEqual(['first-request-1']);
    expect(miss.headers['x-request-id']).toBe('first-request-1');
    const hit = await rawRequest(`${base}/cached-page`, { headers: { 'x-request-id': 'second-request-2' } });
    expect(nextSaw).toHaveLength(1); // served from the page cache
    expect(hit.headers['x-request-id']).toBe('second-request-2');
    expect(await logged('second-request-2')).toMatchObject([{ cache: 'HIT' }]);
    const made = await rawRequest(`${base}/cached-page`);
    expect(made.headers['x-request-id']).toMatch(UUID);
  });

  it('an error in Next: the 500 carries the id and the error line names it', async () => {
    const res = await rawRequest(`${base}/boom`, { headers: { 'x-request-id': 'boom-request-1' } });
    expect(res.status).toBe(500);
    expect(res.headers['x-request-id']).toBe('boom-request-1');
    expect(errors.some((e) => e.includes('request_id=boom-request-1'))).toBe(true);
  });

  it("the renderer's 502 page shows the id for customer service", () => {
    expect(unavailableBody('abc-123-def-456')).toBe('页面暂时无法访问，请稍后再试\n请求编号：abc-123-def-456\n');
    expect(unavailableBody(undefined)).toBe('页面暂时无法访问，请稍后再试\n');
  });
});

describe('the in-process path (server rendering: proxyWeb)', () => {
  const call = (headers: Record<string, string> = {}) => proxyWeb(new Request('http://site.local/api/gw/nn-assist/banner/list', { headers }), { origin: backendUrl });

  it('sends the id of the page being rendered (requestContext)', async () => {
    const res = await requestContext.run({ id: 'page-render-1' }, () => call());
    expect(res.status).toBe(200);
    expect(seen).toEqual(['page-render-1']);
    expect(res.headers.get('x-request-id')).toBeNull(); // the backend's own is not handed on
  });

  it("keeps a caller's well-formed id, makes one outside a request (a build, a background revalidation)", async () => {
    await call({ 'x-request-id': 'caller-own-1' });
    await call({ 'x-request-id': 'bad id' });
    expect(seen[0]).toBe('caller-own-1');
    expect(seen[1]).toMatch(UUID);
  });
});

describe("the renderer's console lines", () => {
  it('are prefixed with the request id inside a request, untouched outside', () => {
    const out: unknown[][] = [];
    const target = { error: (...a: unknown[]) => out.push(a), warn: (...a: unknown[]) => out.push(a) };
    tagConsoleWithRequestId(target);
    target.error('outside');
    requestContext.run({ id: 'render-err-1' }, () => {
      target.error('Error: boom');
      target.warn('slow');
    });
    expect(out).toEqual([['outside'], ['[request_id=render-err-1]', 'Error: boom'], ['[request_id=render-err-1]', 'slow']]);
  });
});
