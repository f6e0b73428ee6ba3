// @vitest-environment node
// SIGTERM on a real server process (server/front/site-server.ts runSiteServer, as server/index.ts runs it):
// health 503 at once, a request in flight completes, a new connection is refused, exit 0.
import net from 'node:net';
import { freePort } from '@/scripts/lib/next-server.ts';
import { rawRequest } from '../support/raw-http';
import { startProcess, type Proc } from '../support/site-process';

let proc: Proc | undefined;
afterEach(() => proc?.kill());

/** Sends raw HTTP/1.1 on one connection and collects everything the server writes until it closes. */
function rawConnection(port: number) {
  const sock = net.connect(port, '127.0.0.1');
  let data = '';
  sock.on('data', (d) => { data += d.toString(); });
  const closed = new Promise<void>((resolve) => sock.on('close', () => resolve()));
  sock.on('error', () => undefined);
  return { sock, closed, data: () => data, connected: new Promise<void>((r) => sock.once('connect', () => r())) };
}

describe('graceful shutdown', () => {
  it('drains: health 503 on an open connection, the slow request completes, new connections are refused, exit 0', async () => {
    const port = await freePort();
    proc = await startProcess(['tests/fixtures/site-fixture.mjs', String(port)], { SHUTDOWN_GRACE_MS: '5000', ACCESS_LOG: 'off' }, /listening/);
    expect((await rawRequest(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    const conn = rawConnection(port);
    await conn.connected;
    // A slow request in flight, then a pipelined health check behind it on the same connection.
    conn.sock.write('GET /slow?ms=1200 HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((r) => setTimeout(r, 200));
    process.kill(proc.child.pid!, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    conn.sock.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');

    // New connections are refused while the old one drains.
    const refused = await rawRequest(`http://127.0.0.1:${port}/api/health`).then(() => 'answered', (e: NodeJS.ErrnoException) => e.code);
    expect(refused).toBe('ECONNREFUSED');

    await conn.closed;
    const answers = conn.data().split(/(?=HTTP\/1\.1 )/);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(answers[0]).toContain('<p>/slow</p>');
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503/);
    expect(answers[1]).toContain('"status":"draining"');
    expect(answers[1].toLowerCase()).toContain('connection: close');
    expect(await proc.exited).toBe(0);
  });

  it('cuts what is still open after SHUTDOWN_GRACE_MS and exits 0', async () => {
    const port = await freePort();
    proc = await startProcess(['tests/fixtures/site-fixture.mjs', String(port)], { SHUTDOWN_GRACE_MS: '300', ACCESS_LOG: 'off' }, /listening/);
    const slow = rawRequest(`http://127.0.0.1:${port}/slow?ms=10000`).then(() => 'answered', () => 'cut');
    await new Promise((r) => setTimeout(r, 150));
    const t = Date.now();
    process.kill(proc.child.pid!, 'SIGTERM');
    expect(await proc.exited).toBe(0);
    // The 300 ms grace, not the 10 s answer, with room for a busy machine.
    expect(Date.now() - t).toBeLessThan(8000);
    expect(await slow).toBe('cut');
  });
});
