// @vitest-environment node
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import route from '@/pages/api/health';

/** Next's res.status/json on a plain Node response, as the API route gets them. */
function withNextHelpers(res: ServerResponse): NextApiResponse {
  const r = res as unknown as NextApiResponse & { statusCode: number };
  r.status = (code: number) => { res.statusCode = code; return r; };
  r.json = (body: unknown) => { res.setHeader('content-type', 'application/json'); res.end(JSON.stringify(body)); };
  return r;
}

describe('pages/api/health (next dev)', () => {
  it('answers 200 with the sandbox as upstream when API_ORIGIN is unset, down when it is unreachable', async () => {
    const server = createServer((req, res) => void route(req as NextApiRequest, withNextHelpers(res)));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`;
    try {
      const ok = await fetch(url);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toMatchObject({ status: 'ok', upstream: 'sandbox' });
      process.env.API_ORIGIN = 'http://127.0.0.1:1';
      expect(await (await fetch(url)).json()).toMatchObject({ status: 'ok', upstream: 'down' });
    } finally {
      delete process.env.API_ORIGIN;
      server.close();
    }
  });
});
