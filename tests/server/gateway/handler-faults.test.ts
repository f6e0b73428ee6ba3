// @vitest-environment node
// Behaviour across files: the sandbox's injected faults as the gateway and the client see them (server/gateway/handler.ts, in-process-adapter.ts; sandbox/faults.ts; lib/http/client.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { gateway } from '@/server/gateway/handler';
import { createInProcessAdapter } from '@/server/gateway/in-process-adapter';
import { createHttp } from '@/lib/http/client';
import { CAMPAIGNS } from '@/lib/activity-types';
import { cst } from '@/sandbox/seed/activity/time';
import { freshSandbox, gwRequest, useSandboxClock } from '../../support/sandbox-calls';
import { siteToken } from '../../support/activity-calls';

const PATH = '/nn-version/share/channel';
const addFault = (fault: object) => gateway(gwRequest('/__sandbox/faults', { method: 'POST', body: fault }));
const hit = () => gateway(gwRequest(PATH));

describe('sandbox faults', () => {
  beforeEach(freshSandbox);

  it('status: answers that HTTP status on calls whose path starts with the fault path', async () => {
    await addFault({ path: '/nn-version', status: 504 });
    expect((await hit()).status).toBe(504);
    expect((await gateway(gwRequest('/speed/channel/allPackage'))).status).toBe(200);
  });

  it('code: a 200 envelope with that retCode', async () => {
    await addFault({ path: PATH, code: 'auth_10003' });
    const res = await hit();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ retCode: 'auth_10003', success: false });
  });

  it('times: affects only that many calls', async () => {
    await addFault({ path: PATH, status: 500, times: 2 });
    expect((await hit()).status).toBe(500);
    expect((await hit()).status).toBe(500);
    expect((await hit()).status).toBe(200);
  });

  it('delayMs: waits, then answers normally', async () => {
    await addFault({ path: PATH, delayMs: 300 });
    const started = Date.now();
    const res = await hit();
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(res.status).toBe(200);
  });

  it('html and malformed bodies', async () => {
    await addFault({ path: PATH, body: 'html', times: 1 });
    const html = await hit();
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(await html.text()).toMatch(/^<!DOCTYPE html>/);
    await addFault({ path: PATH, body: 'malformed', times: 1 });
    const malformed = await hit();
    await expect(malformed.json()).rejects.toThrow();
  });

  it('drop: the gateway throws, which the client sees as a network error', async () => {
    await addFault({ path: PATH, body: 'drop' });
    await expect(hit()).rejects.toMatchObject({ name: 'SandboxDropError' });
    const client = createHttp({ baseURL: 'http://gateway.internal/api/gw', adapter: createInProcessAdapter(gateway), retryDelay: () => 1 });
    await expect(client.post(PATH, {})).rejects.toMatchObject({ success: false, code: 'ERR_NETWORK' });
  });

  it('the client shows the messages of SPEC §8 for injected failures', async () => {
    const client = createHttp({ baseURL: 'http://gateway.internal/api/gw', adapter: createInProcessAdapter(gateway), retryDelay: () => 1 });
    await addFault({ path: PATH, status: 500, times: 4 });
    await expect(client.get(PATH, undefined, { retry: true })).rejects.toMatchObject({ msg: '服务器开小差了:【500】' });
    await addFault({ path: PATH, status: 504, times: 4 });
    await expect(client.get(PATH, undefined, { retry: true })).rejects.toMatchObject({ msg: '网络异常:【504】' });
  });

  it('DELETE clears every fault; reset does too; bad faults are refused', async () => {
    await addFault({ path: PATH, status: 500 });
    await gateway(gwRequest('/__sandbox/faults', { method: 'DELETE' }));
    expect((await hit()).status).toBe(200);
    await addFault({ path: PATH, status: 500 });
    await gateway(gwRequest('/__sandbox/reset', { method: 'POST' }));
    expect((await hit()).status).toBe(200);
    expect((await addFault({ status: 500 })).status).toBe(400);
    expect((await addFault({ path: PATH, body: 'explode' })).status).toBe(400);
  });

  it('does not apply to the QA controls themselves', async () => {
    await addFault({ path: '/', status: 500 });
    expect((await gateway(gwRequest('/__sandbox/faults'))).status).toBe(200);
    expect((await hit()).status).toBe(500);
  });

  describe('after: the handler runs and commits, then the answer is lost', () => {
    const DRAW = '/activity/activity/gift/luckDraw';
    const COUNT = '/activity/activity/gift/user/lottryNum';
    const drawCall = (token: string) => gateway(gwRequest(DRAW, { headers: { token, activityId: String(CAMPAIGNS.nnActivity) } }));
    const used = async (token: string) => {
      const res = await gateway(gwRequest(COUNT, { headers: { token, activityId: String(CAMPAIGNS.nnActivity) } }));
      return ((await res.json()) as { data: { used: number } }).data.used;
    };

    beforeEach(() => {
      useSandboxClock(cst(2026, 11, 22, 10));
    });

    it('status: the draw is spent and the caller gets the 502 page instead of the prize', async () => {
      const token = await siteToken();
      await addFault({ path: DRAW, status: 502, after: true, times: 1 });
      const lost = await drawCall(token);
      expect(lost.status).toBe(502);
      expect(lost.headers.get('content-type')).toContain('text/html');
      expect(await used(token)).toBe(1);
    });

    it('drop: the draw is spent and the connection is dropped', async () => {
      const token = await siteToken();
      await addFault({ path: DRAW, body: 'drop', after: true });
      await expect(drawCall(token)).rejects.toMatchObject({ name: 'SandboxDropError' });
      expect(await used(token)).toBe(1);
    });

    it('without after, the fault answers instead and nothing is spent', async () => {
      const token = await siteToken();
      await addFault({ path: DRAW, status: 502, times: 1 });
      expect((await drawCall(token)).status).toBe(502);
      expect(await used(token)).toBe(0);
    });

    it('after must be a boolean and needs something that replaces the answer', async () => {
      expect((await addFault({ path: DRAW, after: 'yes', status: 502 })).status).toBe(400);
      expect((await addFault({ path: DRAW, after: true })).status).toBe(400);
      expect((await addFault({ path: DRAW, after: true, delayMs: 10 })).status).toBe(400);
      expect((await addFault({ path: DRAW, after: true, code: '500' })).status).toBe(200);
    });
  });
});
