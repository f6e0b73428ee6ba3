// @vitest-environment node
// Behaviour across files: the limits of the sandbox's analytics collector — body sizes and field lengths as the SDK caps them (sandbox/handlers/report.ts capEvent, REPORT_LIMITS; request-body.ts; db.ts).
import { beforeEach, describe, expect, it } from 'vitest';
import { gateway } from '@/server/gateway/handler';
import { db } from '@/sandbox/db';
import { capEvent, REPORT_LIMITS } from '@/sandbox/handlers/report';
import { freshSandbox, gwRequest } from '../support/sandbox-calls';

/** The analytics collector stores only what the real SDK could send (SPEC §9 limits). */

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
const stored = () => db().events.map((e) => e.event as { event: string; distinct_id?: string; properties: Record<string, unknown> });

beforeEach(freshSandbox);

describe('analytics events at the sandbox collector', () => {
  // A 5 MB body never reaches the collector: the gateway refuses anything over GATEWAY_MAX_BODY (1 MB).
  it('refuses a 5 MB body with a 413 envelope and stores nothing', async () => {
    const huge = { type: 'track', event: 'download', properties: { blob: 'x'.repeat(5 * 1024 * 1024) } };
    const res = await gateway(gwRequest('/nn-report/sa.gif', { method: 'POST', body: `data=${encodeURIComponent(b64(huge))}`, headers: { 'content-type': 'text/plain' } }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ retCode: '413', success: false });
    expect(stored()).toEqual([]);
  });

  // Under the gateway's limit, the collector's own cap (the SDK never sends such a body) answers.
  it('refuses a 200 KB event body with its own 413 and stores nothing', async () => {
    const big = { type: 'track', event: 'download', properties: { blob: 'x'.repeat(200 * 1024) } };
    const res = await gateway(gwRequest('/nn-report/sa.gif', { method: 'POST', body: `data=${encodeURIComponent(b64(big))}`, headers: { 'content-type': 'text/plain' } }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ retCode: '413', retMsg: '上报数据过大', success: false });
    expect(stored()).toEqual([]);
  });

  it('refuses a JSON body just over the limit, accepts one just under', async () => {
    const event = (n: number) => ({ event: 'download', properties: { pad: 'x'.repeat(n) } });
    const size = (n: number) => JSON.stringify(event(n)).length;
    const over = REPORT_LIMITS.body - size(0) + 1;
    expect((await gateway(gwRequest('/nn-report/batch', { method: 'POST', body: event(over) }))).status).toBe(413);
    expect((await gateway(gwRequest('/nn-report/batch', { method: 'POST', body: event(over - 1) }))).status).toBe(200);
    expect(stored()).toHaveLength(1);
  });

  it('truncates fields as the SDK limits them: content 255, selector 1024, string 500, referrer 200, names 100', async () => {
    const event = {
      type: 'track',
      event: `e${'v'.repeat(300)}`,
      distinct_id: 'd'.repeat(400),
      properties: {
        $element_content: '字'.repeat(1000),
        $element_selector: 's'.repeat(3000),
        $referrer: `https://example.com/${'r'.repeat(500)}`,
        note: 'n'.repeat(2000),
        [`k${'x'.repeat(200)}`]: 'a too long property name is dropped',
        nested: { a: { b: { c: { d: 'too deep' } } } },
        list: Array.from({ length: 500 }, (_, i) => i),
      },
    };
    const res = await gateway(gwRequest('/nn-report/sa.gif', { method: 'POST', body: `data=${encodeURIComponent(b64(event))}`, headers: { 'content-type': 'text/plain' } }));
    expect(res.status).toBe(200);
    const [got] = stored();
    expect(got.event).toHaveLength(100);
    expect(got.distinct_id).toHaveLength(255);
    expect(got.properties.$element_content).toHaveLength(255);
    expect(got.properties.$element_selector).toHaveLength(1024);
    expect(got.properties.$referrer).toHaveLength(200);
    expect(got.properties.note).toHaveLength(500);
    expect(Object.keys(got.properties).some((k) => k.length > 100)).toBe(false);
    expect(got.properties.nested).toEqual({ a: { b: null } });
    expect(got.properties.list).toHaveLength(100);
  });

  it('keeps at most one SDK queue of events per body', async () => {
    const batch = Array.from({ length: 500 }, (_, i) => ({ event: 'e', properties: { i } }));
    await gateway(gwRequest('/nn-report/batch', { method: 'POST', body: batch }));
    expect(stored()).toHaveLength(REPORT_LIMITS.eventsPerBody);
  });

  it('leaves an ordinary event unchanged', () => {
    const event = { type: 'track', event: 'download', distinct_id: 'abc', properties: { channel: 'bilibili', position: 'hero', n: 1, ok: true, none: null } };
    expect(capEvent(event)).toEqual(event);
  });
});
