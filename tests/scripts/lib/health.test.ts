// @vitest-environment node
import { createHealth, upstreamCheck } from '@/scripts/lib/health.mjs';
import { startUpstreamStub } from '@/scripts/lib/upstream-stub.mjs';
import { gatewayDispatcher } from '@/scripts/lib/gateway.mjs';

describe('health registry (scripts/lib/health.mjs)', () => {
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
