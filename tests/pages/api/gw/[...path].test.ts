// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import route, { config } from '@/pages/api/gw/[...path]';
import { freshSandbox, smsCode } from '../../../support/sandbox-calls';

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

/** The API route behind a plain Node server, as Next runs it (bodyParser off). */
const site = createServer((req, res) => void route(req as NextApiRequest, res as NextApiResponse));
let base = '';

describe('pages/api/gw/[...path]', () => {
  beforeAll(async () => {
    base = await listen(site);
  });
  afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));
  beforeEach(freshSandbox);

  it('turns Next body parsing off', () => {
    expect(config.api.bodyParser).toBe(false);
  });

  it('passes a POST body to the sandbox and writes the answer back, uncached', async () => {
    const res = await fetch(`${base}/api/gw/u-nnpc/api/v2/userSms/sendSms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 1, telNum: '13800138000', countryCode: '86' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ retCode: '100', success: true });
    expect(await smsCode('13800138000')).toMatch(/^\d{6}$/);
  });

  it('answers HEAD without a body', async () => {
    const res = await fetch(`${base}/api/gw/nn-version/share/channel`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('destroys the connection for a drop fault', async () => {
    await fetch(`${base}/api/gw/__sandbox/faults`, { method: 'POST', body: JSON.stringify({ path: '/nn-version', body: 'drop', times: 1 }) });
    await expect(fetch(`${base}/api/gw/nn-version/share/channel`)).rejects.toThrow();
    expect((await fetch(`${base}/api/gw/nn-version/share/channel`)).status).toBe(200);
  });

  describe('in proxy mode', () => {
    const seen: IncomingHttpHeaders[] = [];
    const upstream = createServer((req, res) => {
      seen.push(req.headers);
      req.pipe(res);
    });
    beforeAll(async () => {
      await listen(upstream);
    });
    afterEach(() => {
      seen.length = 0;
    });
    afterAll(() => {
      delete process.env.API_ORIGIN;
      return new Promise<void>((resolve) => upstream.close(() => resolve()));
    });
    beforeEach(() => {
      // after the outer freshSandbox(), which clears it
      process.env.API_ORIGIN = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    });

    it('streams the body both ways and sets X-Forwarded-For from the socket', async () => {
      const payload = 'x'.repeat(256 * 1024);
      const res = await fetch(`${base}/api/gw/report/track`, { method: 'POST', headers: { token: 't0k' }, body: payload });
      expect(await res.text()).toBe(payload);
      expect(seen[0]['x-forwarded-for']).toBe('127.0.0.1');
      expect(seen[0].token).toBe('t0k');
    });
  });
});
