// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gateway } from '@/server/gateway/handler';
import { OrderType, PayChannel, PayMode } from '@/lib/constants';
import type { OrderView, PayOrderResult } from '@/lib/order-types';
import { markEmbedded, markStandalone } from '@/sandbox/public-url';
import { PACKAGE_FILES } from '@/sandbox/seed/common';
import { call, freshSandbox, gwRequest, loginBySms, post } from '../support/sandbox-calls';

/**
 * Links the sandbox hands out (the payment QR's cashier page, the package downloads) come from
 * configuration, never from the request: a `Host: evil.example` request once got a cashier link
 * on evil.example.
 */

let phones = 0;

async function payParamOf(requestUrlOrigin: string, headers: Record<string, string> = {}): Promise<string> {
  // One SMS per phone per minute: a fresh phone per call.
  const { token } = (await loginBySms(`1500000${String(++phones).padStart(4, '0')}`)).retData;
  const created = await post<OrderView>(
    '/nnorder/unified/order/create',
    { idempotencyKey: `k-${Math.random()}`, targetAccount: '', orderType: OrderType.SpeedVip, consumerType: PayMode.Crash, goodsId: 1003, actualAmount: '198.00', nbAmount: 0 },
    { token },
  );
  expect(created.retCode, created.retMsg).toBe('100');
  const res = await gateway(
    new Request(`${requestUrlOrigin}/api/gw/nnorder/unified/order/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token, ...headers },
      body: JSON.stringify({ orderNo: created.retData.orderNo, payType: PayChannel.Aggregate, targetAccount: '' }),
    }),
  );
  const body = (await res.json()) as { retData: PayOrderResult };
  expect(body.retData.payParam).toContain(`/cashier/${created.retData.orderNo}`);
  return body.retData.payParam;
}

const saved = { site: process.env.NEXT_PUBLIC_SITE_URL, port: process.env.PORT };
const restore = (name: string, value: string | undefined) => (value === undefined ? delete process.env[name] : (process.env[name] = value));

beforeEach(() => {
  freshSandbox();
  delete process.env.SANDBOX_PUBLIC_ORIGIN;
  markEmbedded();
});
afterEach(() => {
  delete process.env.SANDBOX_PUBLIC_ORIGIN;
  restore('NEXT_PUBLIC_SITE_URL', saved.site);
  restore('PORT', saved.port);
  markEmbedded();
});

describe('the payment QR (payParam)', () => {
  it('embedded: on the configured site origin, whatever Host or X-Forwarded-Host the call carries', async () => {
    process.env.NEXT_PUBLIC_SITE_URL = 'https://www.nn.com';
    const url = await payParamOf('http://evil.example', { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(url).toMatch(/^https:\/\/www\.nn\.com\/api\/gw\/__sandbox\/cashier\/NN\d+$/);
    expect(url).not.toContain('evil.example');
  });

  it('embedded without a configured site origin: the local server (npm run sandbox), never the production host', async () => {
    delete process.env.NEXT_PUBLIC_SITE_URL;
    process.env.PORT = '3456';
    expect(await payParamOf('http://evil.example', { host: 'evil.example' })).toMatch(/^http:\/\/localhost:3456\/api\/gw\/__sandbox\/cashier\/NN\d+$/);
  });

  it('embedded: SANDBOX_PUBLIC_ORIGIN (run time) overrides the build-time site origin', async () => {
    process.env.SANDBOX_PUBLIC_ORIGIN = 'http://192.168.1.20:3000/';
    expect(await payParamOf('http://evil.example', { host: 'evil.example' })).toMatch(/^http:\/\/192\.168\.1\.20:3000\/api\/gw\/__sandbox\/cashier\/NN\d+$/);
  });

  it('standalone: on the sandbox server’s own origin, under /__sandbox (no /api/gw)', async () => {
    markStandalone('http://127.0.0.1:4999');
    expect(await payParamOf('http://evil.example', { host: 'evil.example' })).toMatch(/^http:\/\/127\.0\.0\.1:4999\/__sandbox\/cashier\/NN\d+$/);
    process.env.SANDBOX_PUBLIC_ORIGIN = 'https://sandbox.qa.example';
    expect(await payParamOf('http://evil.example')).toMatch(/^https:\/\/sandbox\.qa\.example\/__sandbox\/cashier\/NN\d+$/);
  });
});

/** Every package URL the sandbox advertises, from every endpoint that advertises one. */
async function advertisedUrls(): Promise<string[]> {
  const versions = (await call<Record<string, { url: string }>>('/nn-version/share/channel')).body.retData;
  const android = (await call<string>('/speed/gamemaster/dict/3/app_download/android')).body.retData;
  const all = (await call<{ channel: string; downloadUrl: string }[]>('/speed/channel/allPackage')).body.retData;
  const one = await Promise.all(all.map(async (p) => (await post<{ downloadUrl: string }>('/speed/channel/package', { channel: p.channel })).retData.downloadUrl));
  return [...new Set([versions['2']!.url, versions['3']!.url, android, ...all.map((p) => p.downloadUrl), ...one])];
}

describe('package downloads', () => {
  it('embedded: every advertised package is a same-site path the sandbox answers with a named placeholder', async () => {
    const urls = await advertisedUrls();
    expect(urls.length).toBe(PACKAGE_FILES.size);
    for (const url of urls) {
      expect(url).toMatch(/^\/api\/gw\/__sandbox\/downloads\/[\w.-]+\.(exe|apk)$/);
      const res = await gateway(new Request(`http://localhost:3000${url}`));
      expect(res.status, url).toBe(200);
      const file = url.split('/').pop()!;
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${file}"`);
      expect(res.headers.get('content-type')).toBe(file.endsWith('.apk') ? 'application/vnd.android.package-archive' : 'application/vnd.microsoft.portable-executable');
      const bytes = (await res.arrayBuffer()).byteLength;
      expect(bytes).toBeGreaterThanOrEqual(1024);
      expect(bytes).toBeLessThanOrEqual(16 * 1024);
    }
  });

  it('the bilibili channel package carries its own file name', async () => {
    const { downloadUrl } = (await post<{ downloadUrl: string }>('/speed/channel/package', { channel: 'bilibili' })).retData;
    const res = await gateway(new Request(`http://localhost:3000${downloadUrl}`));
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="NNSetup_9.1.3.0_bilibili.exe"');
  });

  it('standalone: absolute on the sandbox origin; files never advertised answer 404 (an encoded slash 400)', async () => {
    markStandalone('http://127.0.0.1:4999');
    for (const url of await advertisedUrls()) expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4999\/__sandbox\/downloads\/[\w.-]+\.(exe|apk)$/);
    for (const file of ['NNSetup.exe', 'NNSetup_9.1.3.0_evil.exe']) {
      expect((await gateway(gwRequest(`/__sandbox/downloads/${file}`))).status, file).toBe(404);
    }
    // The canonical path refuses an encoded slash before anything routes on it.
    expect((await gateway(gwRequest('/__sandbox/downloads/..%2Fpackage.json'))).status).toBe(400);
  });
});
