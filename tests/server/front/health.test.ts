// @vitest-environment node
import { createHealth, upstreamCheck } from '@/server/front/health.ts';
import { startUpstreamStub } from '@/scripts/bench/upstream-stub.ts';
import { gatewayDispatcher } from '@/server/gateway/proxy.ts';
import http from 'node:http';
import { healthRoute } from '@/server/front/health.ts';
import { createSiteServer, kindOf } from '@/server/front/site-server.ts';
import { createAccessLog } from '@/server/observability/access-log.ts';
import { rawRequest } from '../../support/raw-http';
import { closeServer, listenLocal } from '../../support/local-server';

describe('health registry (server/front/health.ts)', () => {
  it('reports every registered check; 200 while serving, 503 once draining', async () => {
    const h = createHealth();
    h.register('upstream', () => 'sandbox');
    h.register('redis', async () => 'up', { ok: ['up'] });
    const ok = await h.report();
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'ok', upstream: 'sandbox', redis: 'up' });
    h.startDraining();
    const draining = await h.report();
    expect(draining.status).toBe(503);
    expect(draining.body.status).toBe('draining');
  });

  it('a failing or hanging check reports "down"; only a critical one turns the answer 503', async () => {
    const h = createHealth();
    h.register('upstream', () => { throw new Error('x'); });
    h.register('slow', () => new Promise<string>(() => undefined), { timeoutMs: 50 });
    const r = await h.report();
    expect(r.body).toMatchObject({ status: 'ok', upstream: 'down', slow: 'down' });
    expect(r.status).toBe(200);
    h.register('redis', () => 'down', { ok: ['up'], critical: true });
    expect((await h.report()).status).toBe(503);
    expect(() => h.register('status', () => 'x')).toThrow(/reserved/);
  });

  it('upstream: sandbox without API_ORIGIN, ok when it answers, down when it does not', async () => {
    expect(await upstreamCheck(undefined)()).toBe('sandbox');
    const stub = await startUpstreamStub();
    try {
      expect(await upstreamCheck(stub.url, gatewayDispatcher(), { ttlMs: 0 })()).toBe('ok');
    } finally {
      await stub.close();
    }
    expect(await upstreamCheck('http://127.0.0.1:1', gatewayDispatcher(), { ttlMs: 0 })()).toBe('down');
  });
});

describe('liveness apart from readiness (GET /api/health/live)', () => {
  it('routes /api/health/live to the front itself, never to Next', () => {
    expect(healthRoute('/api/health/live')).toBe('live');
    expect(healthRoute('/api/health/live?x=1')).toBe('live');
    expect(healthRoute('/api/health')).toBe('ready');
    expect(healthRoute('/api/health/other')).toBeNull();
    expect(kindOf('/api/health/live')).toBe('internal');
    expect(kindOf('/api/health/other')).toBe('api');
  });

  it('alive (200) while readiness is 503: a renderer restarting, then draining', async () => {
    let renderer = 'starting';
    let nextCalls = 0;
    const site = createSiteServer({
      env: { SANDBOX: 'on' },
      accessLog: createAccessLog({ enabled: false }),
      handleNext: async (_req, res) => {
        nextCalls += 1;
        res.end('next');
      },
    });
    site.health.register('renderer', () => renderer, { ok: ['ok'], critical: true });
    const server = http.createServer(site.handle);
    const base = await listenLocal(server);
    try {
      const ready = await rawRequest(`${base}/api/health`);
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toMatchObject({ status: 'fail', renderer: 'starting' });
      const live = await rawRequest(`${base}/api/health/live`);
      expect(live.status).toBe(200);
      expect(live.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(live.body)).toMatchObject({ status: 'alive', draining: false });
      renderer = 'ok';
      expect((await rawRequest(`${base}/api/health`)).status).toBe(200);
      site.health.startDraining();
      expect((await rawRequest(`${base}/api/health`)).status).toBe(503);
      const drainingLive = await rawRequest(`${base}/api/health/live`);
      expect(drainingLive.status).toBe(200);
      expect(JSON.parse(drainingLive.body)).toMatchObject({ status: 'alive', draining: true });
      expect((await rawRequest(`${base}/api/health/live`, { method: 'HEAD' })).status).toBe(200);
      expect((await rawRequest(`${base}/api/health/live`, { method: 'POST' })).status).toBe(405);
      expect(nextCalls).toBe(0);
    } finally {
      await closeServer(server, { now: true });
    }
  });
});
