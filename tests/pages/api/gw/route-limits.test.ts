// @vitest-environment node
// Behaviour across files: the Next API route (pages/api/gw/[...path].ts, what `next dev` and sandbox-mode `npm start` answer with) applies
// the same refusals as the fast path, from the same module (server/gateway/proxy.ts), and proxies with it in proxy mode.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import route from '@/pages/api/gw/[...path]';
import { startUpstreamStub } from '@/scripts/bench/upstream-stub.ts';
import { freshSandbox } from '../../../support/sandbox-calls';
import { rawRequest } from '../../../support/raw-http';

const site: Server = createServer((req, res) => void route(req as NextApiRequest, res as NextApiResponse));
let base = '';
let stub: Awaited<ReturnType<typeof startUpstreamStub>>;

beforeAll(async () => {
  stub = await startUpstreamStub();
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(async () => {
  site.closeAllConnections();
  await new Promise((r) => site.close(r));
  await stub.close();
});
afterEach(() => {
  delete process.env.API_ORIGIN;
});

for (const mode of ['sandbox', 'proxy'] as const) {
  describe(`pages/api/gw refusals, ${mode} mode`, () => {
    beforeEach(() => {
      freshSandbox();
      stub.seen.count = 0;
      if (mode === 'proxy') process.env.API_ORIGIN = stub.url;
    });

    it('405 for TRACE', async () => {
      const res = await rawRequest(`${base}/api/gw/nn-assist/banner/list`, { method: 'TRACE' });
      expect(res.status).toBe(405);
      expect(JSON.parse(res.body)).toMatchObject({ retCode: '405', success: false });
    });

    it('400 for a malformed percent-encoding', async () => {
      const res = await rawRequest(`${base}/api/gw/%E0%A4%A`);
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ retCode: '400', success: false });
    });

    it('413 for a declared body over 1 MB (the backend never called) and for a chunked one (stopped at 1 MB)', async () => {
      const declared = await rawRequest(`${base}/api/gw/u-nnpc/registerLogin`, { method: 'POST', headers: { 'content-length': String(5 * 1024 * 1024) }, body: Buffer.alloc(64 * 1024) }).catch(() => null);
      if (declared) expect(declared.status).toBe(413);
      const chunks = Array.from({ length: 20 }, () => Buffer.alloc(64 * 1024, 120));
      // The echo reads the whole body before answering, as a backend would.
      const chunked = await rawRequest(`${base}/api/gw/__stub/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: chunks }).catch(() => null);
      if (chunked) expect(chunked.status).toBe(413);
      expect(declared ?? chunked).not.toBeNull(); // at least one answer was read (the other may be cut by the close)
      if (mode === 'proxy') expect(stub.seen.paths.filter((p) => p.includes('registerLogin'))).toHaveLength(0);
    });
  });
}

describe('pages/api/gw proxy mode uses the shared streaming proxy', () => {
  it('forwards to API_ORIGIN with X-Forwarded-Host', async () => {
    process.env.API_ORIGIN = stub.url;
    const res = await rawRequest(`${base}/api/gw/__stub/echo?q=1`, { headers: { host: 'www.nn.com' } });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ url: '/__stub/echo?q=1', headers: { 'x-forwarded-host': 'www.nn.com' } });
  });
});
