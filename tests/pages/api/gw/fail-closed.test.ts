// @vitest-environment node
// Behaviour across files: the Next API route (pages/api/gw/[...path].ts: `next dev`, and `next start` run by hand) decides on the same
// canonical path as the production front, serves the embedded sandbox in production only with
// SANDBOX=on, and keeps the QA controls closed with SANDBOX_QA=off (server/gateway/handler.ts, proxy.ts canonicalPath).
import { createServer, type Server } from 'node:http';
import type { NextApiRequest, NextApiResponse } from 'next';
import route from '@/pages/api/gw/[...path]';
import { closeServer, listenLocal } from '../../../support/local-server';
import { rawTarget } from '../../../support/raw-target';
import { freshSandbox } from '../../../support/sandbox-calls';

let server: Server;
let base = '';
const saved = { ...process.env };

beforeAll(async () => {
  server = createServer((req, res) => void route(req as NextApiRequest, res as NextApiResponse));
  base = await listenLocal(server);
});
afterAll(() => closeServer(server, { now: true }));
beforeEach(freshSandbox);
const env = process.env as Record<string, string | undefined>;

function setEnv(values: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
}

afterEach(() => setEnv({ NODE_ENV: saved.NODE_ENV, SANDBOX: saved.SANDBOX, SANDBOX_QA: saved.SANDBOX_QA, API_ORIGIN: saved.API_ORIGIN }));

describe('pages/api/gw: fail closed, one canonical path', () => {
  it('refuses a walk to the QA controls with 400 before the sandbox sees it', async () => {
    setEnv({ API_ORIGIN: undefined });
    for (const target of ['/api/gw/x/%2e%2e/__sandbox/settings', '/api/gw/x/../__sandbox/settings', '/api/gw//__sandbox/settings', '/api/gw/x\\..\\__sandbox\\settings']) {
      expect((await rawTarget(base, target)).status, target).toBe(400);
    }
  });

  it('production without SANDBOX=on: 503, no sandbox answer', async () => {
    setEnv({ API_ORIGIN: undefined, NODE_ENV: 'production', SANDBOX: undefined });
    const r = await rawTarget(base, '/api/gw/__sandbox/settings');
    expect(r.status).toBe(503);
    expect(r.body).not.toContain('captcha');
    setEnv({ SANDBOX: 'on' });
    expect((await rawTarget(base, '/api/gw/__sandbox/settings')).status).toBe(200);
  });

  it('SANDBOX_QA=off closes the QA controls and keeps the API', async () => {
    setEnv({ API_ORIGIN: undefined, SANDBOX_QA: 'off' });
    expect((await rawTarget(base, '/api/gw/__sandbox/settings')).status).toBe(404);
    expect((await rawTarget(base, '/api/gw/%5F_sandbox/sms?telNum=13800138000')).status).toBe(404);
    expect((await rawTarget(base, '/api/gw/nn-version/share/channel')).status).toBe(200);
  });
});
