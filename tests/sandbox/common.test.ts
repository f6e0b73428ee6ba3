// @vitest-environment node
// Behaviour across files: the sandbox's common and download endpoints, also under msw/node (sandbox/handlers/common.ts, handlers/index.ts, seed/common.ts, downloads.ts, public-url.ts).
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '@/sandbox/handlers';
import { call, freshSandbox, post } from '../support/sandbox-calls';

describe('common and download endpoints', () => {
  beforeEach(freshSandbox);

  it('versions keyed by platform', async () => {
    const { body } = await call<Record<string, { versionName: string; url: string }>>('/nn-version/share/channel');
    expect(Object.keys(body.retData)).toEqual(['1', '2', '3']);
    expect(body.retData['3']).toEqual({ versionName: '9.1.3.0', url: '/api/gw/__sandbox/downloads/NNSetup_9.1.3.0.exe' });
    expect(body.retData['2'].url).toBe('/api/gw/__sandbox/downloads/nn-android-5.2.0.apk');
    expect(body.retData['1'].url).toMatch(/^https:\/\//);
  });

  it.each(['/common/comm/dict/getDictItems/nn_friendlink', '/opapi/common/comm/dict/getDictItems/nn_friendlink'])('%s: friendly links are https only', async (path) => {
    const items = (await call<{ text: string; value: string }[]>(path)).body.retData;
    expect(items.length).toBeGreaterThanOrEqual(6);
    expect(items.length).toBeLessThanOrEqual(8);
    for (const item of items) expect(item.value).toMatch(/^https:\/\/[^\s]+$/);
  });

  it('speed_vip names split by the full-width comma; unknown dict → []', async () => {
    const [item] = (await call<{ value: string }[]>('/common/comm/dict/getDictItems/speed_vip')).body.retData;
    expect(item.value.split('，').length).toBeGreaterThan(1);
    expect((await call('/common/comm/dict/getDictItems/nothing')).body.retData).toEqual([]);
    expect((await call('/common/comm/dict/getDictItems/edge_Judgment_switch')).body.retData).toEqual([{ text: 'edge_Judgment_switch', value: '1' }]);
  });

  it('dict text by key and value', async () => {
    expect((await call('/common/comm/dict/getDictText/edge_Judgment_switch/1')).body.retData).toBe('edge_Judgment_switch');
    expect((await call('/common/comm/dict/getDictText/edge_Judgment_switch/9')).body.retData).toBe('');
  });

  it('app download urls and channel packages', async () => {
    expect((await call('/speed/gamemaster/dict/3/app_download/android')).body.retData).toBe('/api/gw/__sandbox/downloads/nn-android-5.2.0.apk');
    const edge = await post('/speed/channel/package', { channel: 'edge', platform: 3 });
    expect(edge.retData).toMatchObject({ channel: 'edge', versionName: '9.1.3.0' });
    const unknown = await post<{ channel: string }>('/speed/channel/package', { channel: 'nowhere', platform: 3 });
    expect(unknown.retData.channel).toBe('guanwang');
    const all = await call<{ channel: string }[]>('/speed/channel/allPackage', { headers: { version: '361' } });
    expect(all.body.retData.map((p) => p.channel)).toEqual(['guanwang', 'edge', 'baidu', 'bilibili']);
    expect((await call('/speed/user/dict/edge_switch')).body.retData).toEqual([{ value: '1', text: 'edge_Judgment_switch' }]);
  });
});

describe('the same handlers under msw/node', () => {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());
  beforeEach(freshSandbox);

  it('answer any host, as a test of the services would call them', async () => {
    const send = await fetch('http://api.test/u-nnpc/api/v2/userSms/sendSms', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 1, telNum: '13800138000', countryCode: '86' }),
    });
    expect(await send.json()).toMatchObject({ retCode: '100', success: true });
    const versions = await fetch('http://api.test/nn-version/share/channel');
    expect(((await versions.json()) as { retData: object }).retData).toHaveProperty('3');
  });
});
