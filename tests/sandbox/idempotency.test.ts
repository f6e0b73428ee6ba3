// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGNS } from '@/lib/activity-types';
import { gateway } from '@/server/gateway/handler';
import { cst } from '@/sandbox/seed/activity/time';
import { freshSandbox, gwRequest, useSandboxClock } from '../support/sandbox-calls';
import { siteToken } from '../support/activity-calls';

const DRAW = '/activity/activity/gift/luckDraw';
const COUNT = '/activity/activity/gift/user/lottryNum';
const NN = String(CAMPAIGNS.nnActivity);

const draw = (token: string, key?: string) => gateway(gwRequest(DRAW, { headers: { token, activityId: NN, ...(key ? { 'Idempotency-Key': key } : {}) } }));
const used = async (token: string) =>
  ((await (await gateway(gwRequest(COUNT, { headers: { token, activityId: NN } }))).json()) as { data: { used: number } }).data.used;

beforeEach(() => {
  freshSandbox();
  useSandboxClock(cst(2026, 11, 22, 10));
});

describe('Idempotency-Key', () => {
  it('a repeated draw with the same key is answered from the first: one draw spent, the same answer', async () => {
    const token = await siteToken();
    const first = await (await draw(token, 'k-1')).json();
    const again = await (await draw(token, 'k-1')).json();
    expect(first.code).toBe(0);
    expect(again).toEqual(first);
    expect(await used(token)).toBe(1);
  });

  it('concurrent repeats wait for the first', async () => {
    const token = await siteToken();
    const answers = await Promise.all([draw(token, 'k-2'), draw(token, 'k-2'), draw(token, 'k-2')].map((p) => p.then((r) => r.json())));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await used(token)).toBe(1);
  });

  it('another key, another caller or no key is another draw', async () => {
    const token = await siteToken();
    const other = await siteToken('13800138001');
    await draw(token, 'k-3');
    await draw(token, 'k-4');
    await draw(token);
    expect(await used(token)).toBe(3);
    // A new account has no draws: its own answer (3002), not a replay of the other caller's prize.
    expect((await (await draw(other, 'k-3')).json()).code).toBe(3002);
  });

  it('the browser’s silent re-send after a dropped connection (after: true) spends no second draw', async () => {
    const token = await siteToken();
    await gateway(gwRequest('/__sandbox/faults', { method: 'POST', body: { path: DRAW, body: 'drop', after: true } }));
    for (let i = 0; i < 3; i += 1) await expect(draw(token, 'k-5')).rejects.toMatchObject({ name: 'SandboxDropError' });
    await gateway(gwRequest('/__sandbox/faults', { method: 'DELETE' }));
    expect(await used(token)).toBe(1);
  });
});
