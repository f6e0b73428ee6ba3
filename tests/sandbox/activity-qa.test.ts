// @vitest-environment node
// Behaviour across files: the QA control /__sandbox/draw fixes the next draws (sandbox/handlers/activity/qa.ts, gift.ts; model/activity.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGNS, type DrawResult } from '@/lib/activity-types';
import { mutate } from '@/sandbox/db';
import { setActivityRandom } from '@/sandbox/model/activity';
import { cst } from '@/sandbox/seed/activity/time';
import { freshSandbox, gwRequest, useSandboxClock } from '../support/sandbox-calls';
import { actGet, siteToken } from '../support/activity-calls';
import { gateway } from '@/server/gateway/handler';

const LOTTERY = CAMPAIGNS.nnActivity;

beforeEach(() => {
  freshSandbox();
  useSandboxClock(cst(2026, 11, 22, 10));
});
afterEach(() => setActivityRandom(null));

const control = async (method: string, body?: unknown) => gateway(gwRequest('/__sandbox/draw', { method, body }));

describe('QA control /__sandbox/draw', () => {
  it('pins every slot of the pool: the draw lands exactly there', async () => {
    const token = await siteToken();
    mutate((s) => {
      s.activity.draws[String(LOTTERY)]!['13800138000'] = { granted: 8, used: 0 };
    });
    for (let slot = 0; slot < 8; slot += 1) {
      expect((await control('POST', { activityId: LOTTERY, slot })).status).toBe(200);
      const r = await actGet<DrawResult>('/activity/activity/gift/luckDraw', LOTTERY, token);
      expect(r.data.slotIndex).toBe(slot);
    }
  });

  it('refuses a bad slot or an activity without a pool; reset unpins', async () => {
    expect((await control('POST', { activityId: LOTTERY, slot: 8 })).status).toBe(400);
    expect((await control('POST', { activityId: CAMPAIGNS.sem, slot: 0 })).status).toBe(400);
    expect((await control('POST', { activityId: CAMPAIGNS.gqlx, slot: 4 })).status).toBe(200);
    expect(globalThis.__sandboxActivityRandom).toBeDefined();
    await gateway(gwRequest('/__sandbox/reset', { method: 'POST' }));
    expect(globalThis.__sandboxActivityRandom).toBeUndefined();
  });
});
