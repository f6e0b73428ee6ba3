// @vitest-environment node
// Behaviour across files: the sandbox's analytics collector reads the SDK's wire formats and shows the events to QA (sandbox/handlers/report.ts, controls.ts /__sandbox/events).
import { beforeEach, describe, expect, it } from 'vitest';
import { gateway } from '@/server/gateway/handler';
import { freshSandbox, gwRequest } from '../support/sandbox-calls';

/** What the Sensors Data SDK does: base64 of the UTF-8 JSON. */
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

async function events() {
  const res = await gateway(gwRequest('/__sandbox/events'));
  return (await res.json()) as { path: string; event: { event: string; properties: Record<string, unknown> } }[];
}

beforeEach(freshSandbox);

describe('the sandbox collects the SDK wire format', () => {
  it('batch POST data_list=<base64 JSON array> (batch_send)', async () => {
    const batch = [
      { type: 'track', event: 'download', properties: { channel: 'bilibili', $title: '首页' } },
      { type: 'track', event: 'session_referrer', properties: { channel: 'bilibili' } },
    ];
    const res = await gateway(
      gwRequest('/nn-report/sa.gif', { method: 'POST', body: `data_list=${encodeURIComponent(b64(batch))}&gzip=0`, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    );
    expect(res.status).toBe(200);
    const got = await events();
    expect(got.map((e) => [e.path, e.event.event, e.event.properties.channel])).toEqual([
      ['/nn-report/sa.gif', 'download', 'bilibili'],
      ['/nn-report/sa.gif', 'session_referrer', 'bilibili'],
    ]);
    expect(got[0].event.properties.$title).toBe('首页');
  });

  it('single POST data=<base64>&ext=crc=… (ajax, beacon) and the image GET', async () => {
    const one = { type: 'track', event: 'click_register', properties: { register_method: 1 } };
    await gateway(gwRequest('/nn-report/sa.gif', { method: 'POST', body: `data=${encodeURIComponent(b64(one))}&ext=crc%3D1`, headers: { 'content-type': 'text/plain' } }));
    await gateway(gwRequest(`/nn-report/sa.gif?data=${encodeURIComponent(b64({ ...one, event: 'download' }))}&ext=crc%3D2`));
    expect((await events()).map((e) => e.event.event)).toEqual(['click_register', 'download']);
  });

  it('garbage is ignored, JSON bodies still work', async () => {
    await gateway(gwRequest('/nn-report/sa.gif', { method: 'POST', body: 'data_list=%%%not-base64', headers: { 'content-type': 'application/x-www-form-urlencoded' } }));
    await gateway(gwRequest('/nn-report/batch', { body: { events: [{ event: 'download' }] } }));
    expect((await events()).map((e) => e.event.event)).toEqual(['download']);
  });
});
