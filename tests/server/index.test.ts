// @vitest-environment node
// `npm start` (server/index.ts) on the real production build: starts quietly (no ⚠ line: Next
// gets the build's recorded config, so it does not warn that `next start` and `output: standalone`
// do not mix), answers /api/health, and Next's own 400 page carries the security headers.
import fs from 'node:fs';
import path from 'node:path';
import { distDir, freePort, root } from '@/scripts/lib/next-server.ts';
import { parseArgs } from '@/server/index.ts';
import { rawRequest } from '../support/raw-http';
import { startProcess, type Proc } from '../support/site-process';

const built = fs.existsSync(path.join(root, distDir(), 'BUILD_ID'));
let proc: Proc | undefined;
let base = '';

// Needs `npm run build` first (CI builds before `npm test`; locally `npm run build` or any e2e run).
describe.skipIf(!built)('server/index.ts on the production build', () => {
  beforeAll(async () => {
    const port = await freePort();
    proc = await startProcess(['server/index.ts', '-p', String(port), '-H', '127.0.0.1'], { API_ORIGIN: undefined, SANDBOX: 'on', NODE_ENV: 'production', ACCESS_LOG: 'off' }, /production server on/, 90_000);
    base = `http://127.0.0.1:${port}`;
  }, 100_000);
  afterAll(() => proc?.kill());

  it('prints no warning line on start', async () => {
    await new Promise((r) => setTimeout(r, 300));
    const lines = proc!.output().split('\n');
    expect(lines.filter((l) => l.trimStart().startsWith('⚠'))).toEqual([]);
    expect(proc!.output()).not.toMatch(/does not work with "output: standalone"/);
  });

  it('health: 200 with the sandbox as upstream', async () => {
    const res = await rawRequest(`${base}/api/health`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ status: 'ok', upstream: 'sandbox' });
  });

  it("Next's 400 for a malformed URL and the gateway's 400 carry the security headers", async () => {
    const home = await rawRequest(`${base}/`);
    const buildId = /"buildId":"([^"]+)"/.exec(home.body)?.[1];
    expect(buildId).toBeTruthy();
    for (const url of ['/news/%E0%A4%A.html', '/yxxz/pc/%E0%A4%A.html', '/api/gw/%', `/_next/data/${buildId}/news/%E0%A4%A.json`]) {
      const res = await rawRequest(base + url);
      expect(res.status, url).toBe(400);
      for (const h of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'strict-transport-security', 'referrer-policy', 'permissions-policy']) {
        expect(res.headers[h], `${url} ${h}`).toBeTruthy();
      }
    }
  });
});

describe('server/index.ts flags', () => {
  it('takes next start’s -p/-H (and PORT/HOSTNAME)', () => {
    expect(parseArgs([], {})).toEqual({ port: 3000, hostname: '0.0.0.0' });
    expect(parseArgs(['-p', '3100', '-H', '127.0.0.1'], {})).toEqual({ port: 3100, hostname: '127.0.0.1' });
    expect(parseArgs(['--port=8080'], { HOSTNAME: 'localhost' })).toEqual({ port: 8080, hostname: 'localhost' });
    expect(parseArgs([], { PORT: '4000' }).port).toBe(4000);
    expect(() => parseArgs(['-p', 'x'], {})).toThrow(/bad port/);
    expect(() => parseArgs(['--turbo'], {})).toThrow(/unknown option/);
    // A -H without its value must not fall back to every interface.
    expect(() => parseArgs(['-p', '3100', '-H'], {})).toThrow(/needs a host name/);
    expect(() => parseArgs(['--hostname='], {})).toThrow(/needs a host name/);
  });
});
