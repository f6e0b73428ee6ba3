// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { edgeSwitchOn, packageChannelFor, resolveDownload } from '@/components/download/download-state';
import { gateway } from '@/server/gateway/handler';
import { freshSandbox, gwRequest } from '../../support/sandbox-calls';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const EDGE = `${CHROME} Edg/126.0.0.0`;

async function fault(spec: Record<string, unknown>) {
  const res = await gateway(gwRequest('/__sandbox/faults', { body: spec }));
  expect(res.status).toBe(200);
}

beforeEach(freshSandbox);

describe('edge switch and package channel (SPEC §4, §7)', () => {
  it.each([
    [[{ value: '1', text: 'edge_Judgment_switch' }], true],
    [[{ value: 'edge_Judgment_switch', text: '1' }], true],
    [[{ value: '0', text: 'edge_Judgment_switch' }], false],
    [[{ value: '1', text: 'other_switch' }], false],
    [[], false],
    [null, false],
  ])('%j → %s', (items, on) => {
    expect(edgeSwitchOn(items)).toBe(on);
  });

  it.each([
    ['bilibili', true, true, 'edge'],
    ['bilibili', true, false, 'bilibili'],
    ['bilibili', false, true, 'bilibili'],
    ['guanwang', false, false, 'guanwang'],
  ])('%s, edge browser %s, switch %s → %s', (source, edge, on, expected) => {
    expect(packageChannelFor(source, edge, on)).toBe(expected);
  });
});

describe('resolveDownload against the sandbox', () => {
  it('a channel gets its own package, versions and app URLs', async () => {
    const state = await resolveDownload('bilibili', CHROME);
    expect(state).toMatchObject({
      status: 'ready',
      downloadLink: '/api/gw/__sandbox/downloads/NNSetup_9.1.3.0_bilibili.exe',
      packageChannel: 'bilibili',
      edge: false,
      windowsVersion: '9.1.3.0',
      iosVersion: '5.2.1',
      androidVersion: '5.2.0',
      androidUrl: '/api/gw/__sandbox/downloads/nn-android-5.2.0.apk',
    });
    expect(state.iosUrl).toMatch(/^https:\/\/apps\.apple\.com\//);
  });

  it('Edge with the switch on gets the edge package', async () => {
    expect(await resolveDownload('guanwang', EDGE)).toMatchObject({ packageChannel: 'edge', edge: true, downloadLink: '/api/gw/__sandbox/downloads/NNSetup_9.1.3.0_edge.exe' });
  });

  it('Edge with the switch off (or its call failing) keeps the source channel', async () => {
    await fault({ path: '/speed/user/dict/edge_switch', code: 'E1', times: 5 });
    expect(await resolveDownload('baidu', EDGE)).toMatchObject({ packageChannel: 'baidu', edge: false, downloadLink: '/api/gw/__sandbox/downloads/NNSetup_9.1.3.0_baidu.exe' });
  });

  it('a failing package call falls back to allPackage (version header 361)', async () => {
    await fault({ path: '/speed/channel/package', status: 500, times: 1 });
    expect((await resolveDownload('bilibili', CHROME)).downloadLink).toBe('/api/gw/__sandbox/downloads/NNSetup_9.1.3.0_bilibili.exe');
  });

  it('version API failure: the package still downloads, versions stay unknown', async () => {
    await fault({ path: '/nn-version/share/channel', code: 'SYS_ERROR', times: 5 });
    const state = await resolveDownload('guanwang', CHROME);
    expect(state.downloadLink).toBe('/api/gw/__sandbox/downloads/NNSetup_9.1.3.0_guanwang.exe');
    expect(state.windowsVersion).toBeUndefined();
    expect(state.androidUrl).toBe('/api/gw/__sandbox/downloads/nn-android-5.2.0.apk'); // from the app_download dict
  });

  it('every call failing: no link (the button keeps its server default), no throw', async () => {
    for (const path of ['/nn-version/share/channel', '/speed/channel/package', '/speed/channel/allPackage', '/speed/gamemaster/dict/3/app_download']) {
      await fault({ path, code: 'SYS_ERROR', times: 10 });
    }
    const state = await resolveDownload('guanwang', CHROME);
    expect(state).toMatchObject({ status: 'ready', downloadLink: undefined, iosUrl: undefined, androidUrl: undefined });
  });
});
