// @vitest-environment node
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gateway } from '@/server/gateway/handler';
import { announceSandbox } from '@/sandbox';
import { handlers } from '@/sandbox/handlers';
import { freshSandbox, gwRequest } from '../../support/sandbox-calls';

describe('gateway in sandbox mode', () => {
  beforeEach(freshSandbox);

  it('strips /api/gw and answers the real path', async () => {
    const res = await gateway(gwRequest('/nn-version/share/channel?_t=1'));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { retCode: string }).retCode).toBe('100');
  });

  it('marks sandbox answers uncacheable', async () => {
    const res = await gateway(gwRequest('/nn-version/share/channel'));
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an unknown path with the 404 envelope', async () => {
    const res = await gateway(gwRequest('/nope/nothing', { method: 'POST', body: {} }));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ retCode: '404', retMsg: '接口不存在', retData: null, success: false, retTime: expect.any(Number) });
  });

  it('maps HEAD to GET and sends no body', async () => {
    const res = await gateway(gwRequest('/nn-version/share/channel', { method: 'HEAD' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.text()).toBe('');
  });

  describe('a throwing handler', () => {
    const boom = http.get('*/test/boom', () => {
      throw new Error('boom');
    });
    beforeEach(() => {
      handlers.unshift(boom);
    });
    afterEach(() => {
      handlers.splice(handlers.indexOf(boom), 1);
    });

    it('gets the 500 envelope and is logged', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const res = await gateway(gwRequest('/test/boom'));
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({ retCode: '500', success: false });
      expect(log).toHaveBeenCalledWith(expect.stringContaining('/test/boom'), expect.any(Error));
      log.mockRestore();
    });
  });

  it('announces the sandbox and the demo accounts once per process', () => {
    globalThis.__sandboxAnnounced = false;
    const log = vi.fn();
    announceSandbox(log);
    announceSandbox(log);
    expect(log).toHaveBeenCalledTimes(1);
    const line = String(log.mock.calls[0][0]);
    expect(line).toContain('沙箱');
    for (const s of ['13800138000', 'abc12345', '13900139000', 'qwe123456', '13700137000']) expect(line).toContain(s);
  });
});

describe('server/gateway/install-adapter', () => {
  it('answers through the sandbox in-process', async () => {
    freshSandbox();
    const { serverAdapter } = await import('@/server/gateway/install-adapter');
    const { createHttp } = await import('@/lib/http/client');
    const client = createHttp({ baseURL: 'http://gateway.internal/api/gw', adapter: serverAdapter });
    await expect(client.get('/nn-version/share/channel')).resolves.toMatchObject({ success: true, data: { '3': { versionName: '9.1.3.0' } } });
  });
});
