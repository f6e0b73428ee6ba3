// @vitest-environment node
// Behaviour across files: the standalone sandbox server and its launcher npm run sandbox:api (sandbox/server.ts, scripts/sandbox-api.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gateway } from '@/server/gateway/handler';
import { OrderType, PayChannel, PayMode } from '@/lib/constants';
import { discardSandboxRuntime } from '@/sandbox/db';
import { markEmbedded } from '@/sandbox/public-url';
import { startSandboxServer, MAX_BODY_BYTES } from '@/sandbox/server';
import { freshSandbox, gwRequest } from '../support/sandbox-calls';

/** `npm run sandbox:api`: the sandbox over HTTP, the backend of the production topology for QA. */

type Running = Awaited<ReturnType<typeof startSandboxServer>>;
let sandbox: Running;
const lines: string[] = [];
const requestLines: string[] = [];

async function json<T = { retCode: string; retData: unknown }>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
const api = (p: string, init: RequestInit = {}) =>
  fetch(`${sandbox.url}${p}`, { ...init, headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) } });

async function login(phone: string): Promise<string> {
  await api('/u-nnpc/api/v2/userSms/sendSms', { method: 'POST', body: JSON.stringify({ type: 1, telNum: phone, countryCode: '86' }) });
  const { code } = await json<{ code: string }>(await fetch(`${sandbox.url}/__sandbox/sms?telNum=${phone}`));
  const res = await json<{ retData: { token: string } }>(await api('/u-nnpc/registerLogin', { method: 'POST', body: JSON.stringify({ countryCode: '86', telNum: phone, smsCode: code }) }));
  return res.retData.token;
}

/** A raw request with any Host header (fetch does not let one set it). */
function rawRequest(p: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const { port } = new URL(sandbox.url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: p, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

beforeAll(async () => {
  freshSandbox();
  sandbox = await startSandboxServer({ port: 0, log: (l) => lines.push(l), requestLog: (l) => requestLines.push(l) });
});
afterAll(async () => {
  await sandbox.close();
  markEmbedded();
  delete process.env.API_ORIGIN;
});
beforeEach(async () => {
  await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
});

describe('the standalone sandbox server', () => {
  it('says what it is on start: not the real backend, how to connect the site, the demo accounts', () => {
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('独立沙箱后端');
    expect(lines[0]).toContain('不是真实后端');
    expect(lines[0]).toContain(`API_ORIGIN=${sandbox.url} npm start`);
    expect(lines[0]).toMatch(/演示账号：.*13800138000/);
  });

  it('writes one JSON request line per request with the caller’s X-Request-ID (masked path)', async () => {
    requestLines.length = 0;
    await fetch(`${sandbox.url}/nn-version/share/channel?telNum=13800138000`, { headers: { 'x-request-id': 'sandbox-req-1' } });
    await fetch(`${sandbox.url}/nn-version/share/channel`, { headers: { 'x-request-id': 'bad id' } });
    for (let i = 0; i < 50 && requestLines.length < 2; i += 1) await new Promise((r) => setTimeout(r, 10));
    const [first, second] = requestLines.map((l) => JSON.parse(l));
    expect(first).toMatchObject({ method: 'GET', path: '/nn-version/share/channel?telNum=138****8000', status: 200, requestId: 'sandbox-req-1' });
    expect(second).not.toHaveProperty('requestId');
  });

  it('answers the real API paths with the envelope, never cached', async () => {
    const res = await fetch(`${sandbox.url}/nn-version/share/channel`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await json(res)).toMatchObject({ retCode: '100' });
    const head = await fetch(`${sandbox.url}/nn-version/share/channel`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await fetch(`${sandbox.url}/nope/nothing`)).status).toBe(404);
  });

  it('QA controls under /__sandbox: sms login, events, orders', async () => {
    const token = await login('13800138000');
    expect(token).toMatch(/\S{16,}/);
    await api('/nn-report/batch', { method: 'POST', body: JSON.stringify({ event: 'download' }) });
    const events = await json<{ path: string }[]>(await fetch(`${sandbox.url}/__sandbox/events`));
    expect(events.map((e) => e.path)).toContain('/nn-report/batch');
  });

  it('the payment QR points at its own cashier, whatever Host the caller sends; the cashier page works there', async () => {
    const token = await login('13900139000');
    const create = await rawRequest('/nnorder/unified/order/create', {
      method: 'POST',
      headers: { host: 'evil.example', token, 'content-type': 'application/json' },
      body: JSON.stringify({ idempotencyKey: 'k1', targetAccount: '', orderType: OrderType.SpeedVip, consumerType: PayMode.Crash, goodsId: 1003, actualAmount: '198.00', nbAmount: 0 }),
    });
    const orderNo = (JSON.parse(create.body) as { retData: { orderNo: string } }).retData.orderNo;
    const pay = await rawRequest('/nnorder/unified/order/pay', {
      method: 'POST',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', token, 'content-type': 'application/json' },
      body: JSON.stringify({ orderNo, payType: PayChannel.Aggregate, targetAccount: '' }),
    });
    const { payParam } = (JSON.parse(pay.body) as { retData: { payParam: string } }).retData;
    expect(payParam).toBe(`${sandbox.url}/__sandbox/cashier/${orderNo}`);
    const page = await fetch(payParam);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('沙箱收银台');
    // Its icon link resolves on this origin too (a 404 there is a console error in the browser).
    const icon = /<link rel="icon" href="([^"]+)"/.exec(html)![1]!;
    const iconRes = await fetch(new URL(icon, payParam));
    expect(iconRes.status).toBe(200);
    expect(iconRes.headers.get('content-type')).toBe('image/svg+xml');
    // The page's form posts to itself and redirects back to it (post/redirect/get).
    const posted = await fetch(payParam, { method: 'POST', body: 'action=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
    expect(posted.status).toBe(303);
    expect(new URL(posted.headers.get('location') ?? '', payParam).href).toBe(payParam);
    expect(await (await fetch(payParam)).text()).toContain('已支付');
  });

  it('serves the package placeholders it advertises, as attachments', async () => {
    const { retData } = await json<{ retData: { downloadUrl: string } }>(await api('/speed/channel/package', { method: 'POST', body: JSON.stringify({ channel: 'bilibili' }) }));
    expect(retData.downloadUrl).toBe(`${sandbox.url}/__sandbox/downloads/NNSetup_9.1.3.0_bilibili.exe`);
    const res = await fetch(retData.downloadUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="NNSetup_9.1.3.0_bilibili.exe"');
    expect(res.headers.get('content-type')).toBe('application/vnd.microsoft.portable-executable');
  });

  it('a drop fault destroys the socket: the caller gets no answer at all', async () => {
    await api('/__sandbox/faults', { method: 'POST', body: JSON.stringify({ path: '/nn-version', body: 'drop', times: 1 }) });
    const error = await fetch(`${sandbox.url}/nn-version/share/channel`).then(() => null, (e: unknown) => e as Error & { cause?: { code?: string } });
    expect(error).not.toBeNull();
    expect(error?.cause?.code ?? String(error?.cause)).toMatch(/ECONNRESET|UND_ERR_SOCKET|other side closed/);
    expect((await fetch(`${sandbox.url}/nn-version/share/channel`)).status).toBe(200); // spent after one
  });

  it('a body over 1 MB → 413 envelope; a URL not in origin form → 400', async () => {
    const res = await api('/u-nnpc/registerLogin', { method: 'POST', body: 'x'.repeat(MAX_BODY_BYTES + 1) });
    expect(res.status).toBe(413);
    expect(await json(res)).toMatchObject({ retCode: '413', success: false });
    expect((await rawRequest('http://evil.example/nn-version/share/channel')).status).toBe(400);
  });

  it('is the backend of the site in proxy mode; its QA controls stay 404 through /api/gw', async () => {
    process.env.API_ORIGIN = sandbox.url;
    try {
      const res = await gateway(gwRequest('/nn-version/share/channel'));
      expect(res.status).toBe(200);
      expect(((await res.json()) as { retData: Record<string, { url: string }> }).retData['3']!.url).toBe(`${sandbox.url}/__sandbox/downloads/NNSetup_9.1.3.0.exe`);
      for (const p of ['/__sandbox/events', '/__sandbox/sms?telNum=13800138000', '/__sandbox/downloads/NNSetup_9.1.3.0.exe']) {
        expect((await gateway(gwRequest(p))).status, p).toBe(404);
      }
    } finally {
      delete process.env.API_ORIGIN;
    }
  });
});

describe('npm run sandbox:api (scripts/sandbox-api.mjs)', () => {
  const root = path.resolve(__dirname, '../..');
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'sandbox-api-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    discardSandboxRuntime();
  });

  /** Starts the script on a free port; resolves with its URL once the startup line is out. */
  function start(env: Record<string, string>) {
    const child = spawn(process.execPath, ['scripts/sandbox-api.mjs'], { cwd: root, env: { ...process.env, SANDBOX_PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const ready = new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (c: Buffer) => {
        out += c.toString();
        const m = /监听 (http:\/\/[\d.:]+)/.exec(out);
        if (m) resolve(m[1]!);
      });
      child.stderr.on('data', (c: Buffer) => (out += c.toString()));
      child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return { child, ready, exited, output: () => out };
  }

  it('keeps its state in SANDBOX_DATA_FILE across a restart, exits 0 on SIGTERM', async () => {
    const file = path.join(dir, 'state.json');
    const first = start({ SANDBOX_DATA_FILE: file });
    const url = await first.ready;
    expect(first.output()).toContain(`状态保存在 ${file}`);
    await fetch(`${url}/u-nnpc/api/v2/userSms/sendSms`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 1, telNum: '13800138000', countryCode: '86' }) });
    const code = ((await (await fetch(`${url}/__sandbox/sms?telNum=13800138000`)).json()) as { code: string }).code;
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(readFileSync(file, 'utf8')).toContain(code);

    const second = start({ SANDBOX_DATA_FILE: file });
    const again = await second.ready;
    expect(((await (await fetch(`${again}/__sandbox/sms?telNum=13800138000`)).json()) as { code: string }).code).toBe(code);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 30_000);
});
