// @vitest-environment node
import type { IncomingMessage, ServerResponse } from 'node:http';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadAppDownload } from '@/components/download/load-app-download';
import { gateway } from '@/server/gateway/handler';
import { appPlatformOf, deviceClassOf } from '@/lib/ua';
import { ANDROID_FILE, IOS_URL } from '@/sandbox/seed/common';
import { freshSandbox, gwRequest } from '../../support/sandbox-calls';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPAD_DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

function ctx(platform: string, ua = '') {
  const headers: Record<string, string> = {};
  const res = { setHeader: (k: string, v: string) => void (headers[k.toLowerCase()] = v) } as unknown as ServerResponse;
  const req = { headers: { 'user-agent': ua } } as unknown as IncomingMessage;
  return { c: { params: { platform }, req, res } as unknown as Parameters<typeof loadAppDownload>[0], headers };
}

async function fault(path: string) {
  expect((await gateway(gwRequest('/__sandbox/faults', { body: { path, code: 'SYS_ERROR', times: 10 } }))).status).toBe(200);
}

beforeEach(freshSandbox);

describe('/download/<platform>', () => {
  it('ios and android redirect to the release of that platform; never kept by a shared cache', async () => {
    const ios = ctx('ios');
    expect(await loadAppDownload(ios.c)).toEqual({ redirect: { destination: IOS_URL, permanent: false } });
    expect(ios.headers['cache-control']).toBe('private, no-store');
    expect(await loadAppDownload(ctx('android').c)).toEqual({ redirect: { destination: `/api/gw/__sandbox/downloads/${ANDROID_FILE}`, permanent: false } });
  });

  it('app follows the user agent: iPhone → App Store, Android → APK, a desktop → the chooser', async () => {
    expect(await loadAppDownload(ctx('app', IPHONE).c)).toEqual({ redirect: { destination: IOS_URL, permanent: false } });
    expect(await loadAppDownload(ctx('app', ANDROID).c)).toMatchObject({ redirect: { destination: expect.stringMatching(/\.apk$/) } });
    expect(await loadAppDownload(ctx('app', WINDOWS).c)).toEqual({ props: { platform: null, comingSoon: false } });
  });

  it('a platform without a release (dict and version call both fail) says 敬请期待 instead of redirecting', async () => {
    await fault('/speed/gamemaster/dict/3/app_download/ios');
    await fault('/nn-version/share/channel');
    expect(await loadAppDownload(ctx('ios').c)).toEqual({ props: { platform: 'ios', comingSoon: true } });
  });

  it('any other platform is a 404', async () => {
    expect(await loadAppDownload(ctx('windows').c)).toEqual({ notFound: true });
  });
});

describe('user-agent classes', () => {
  it('appPlatformOf and deviceClassOf', () => {
    expect([IPHONE, ANDROID, WINDOWS, IPAD_DESKTOP, ''].map(appPlatformOf)).toEqual(['ios', 'android', null, null, null]);
    expect([IPHONE, ANDROID, WINDOWS, IPAD_DESKTOP, ''].map(deviceClassOf)).toEqual(['phone', 'phone', 'desktop', null, null]);
  });
});
