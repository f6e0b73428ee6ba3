// @vitest-environment node
// proxyNodeCallback's undici handler (server/gateway/proxy.ts NodeProxyHandler) driven by a fake
// dispatcher that offers only `dispatch()`: the hot path must use the low-level handler protocol
// (no dispatcher.stream/request), keep undici's socket paused while the browser does not read,
// and abort a backend call whose browser left before undici started it.
import http from 'node:http';
import net from 'node:net';
import { proxyNodeCallback } from '@/server/gateway/proxy.ts';
import { closeServer, listenLocal } from '../../support/local-server';

interface Controller { pause: () => void; resume: () => void; abort: (reason?: Error) => void; paused: number; resumed: number; aborted: Error | null }
interface Handler {
  onRequestStart(c: Controller): void;
  onResponseStart(c: Controller, status: number, headers: Record<string, string | string[]>): void;
  onResponseData(c: Controller, chunk: Buffer): void;
  onResponseEnd(c: Controller, trailers: Record<string, string>): void;
  onResponseError(c: Controller, error: Error): void;
}

function controller(): Controller {
  const c: Controller = {
    paused: 0, resumed: 0, aborted: null,
    pause: () => { c.paused += 1; },
    resume: () => { c.resumed += 1; },
    abort: (reason) => { c.aborted = reason ?? new Error('aborted'); },
  };
  return c;
}

async function withServer(onDispatch: (opts: { path: string; method: string; headers: Record<string, string> }, h: Handler) => void, run: (url: string, closed: Promise<void>) => Promise<void>) {
  const dispatcher = { dispatch: (opts: never, h: Handler) => { onDispatch(opts, h); return true; } };
  let markClosed: () => void = () => undefined;
  const closed = new Promise<void>((r) => { markClosed = r; });
  const server = http.createServer((req, res) => {
    res.on('close', () => markClosed());
    proxyNodeCallback(req, res, { origin: 'http://backend.test', dispatcher: dispatcher as never, extraHeaders: ['x-frame-options', 'DENY'], logError: () => undefined });
  });
  const base = await listenLocal(server);
  try {
    await run(base, closed);
  } finally {
    await closeServer(server, { now: true });
  }
}

describe('gateway dispatch handler (proxyNodeCallback)', () => {
  it('answers through dispatch(): security headers first, hop-by-hop dropped, chunks streamed', async () => {
    let seenPath = '';
    await withServer((opts, h) => {
      seenPath = opts.path;
      const c = controller();
      h.onRequestStart(c);
      h.onResponseStart(c, 201, { 'content-type': 'text/plain', connection: 'keep-alive, x-hop', 'keep-alive': 'timeout=77', 'x-hop': '1', 'set-cookie': ['a=1', 'b=2'] });
      h.onResponseData(c, Buffer.from('hello '));
      setTimeout(() => {
        h.onResponseData(c, Buffer.from('world'));
        h.onResponseEnd(c, {});
      }, 20);
    }, async (url) => {
      const res = await fetch(`${url}/api/gw/u-nnpc/x?y=1`);
      expect(res.status).toBe(201);
      expect(await res.text()).toBe('hello world');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('set-cookie')).toBe('a=1, b=2');
      expect(res.headers.has('x-hop')).toBe(false);
      expect(res.headers.get('keep-alive')).not.toBe('timeout=77'); // Node's own, not the backend's
    });
    expect(seenPath).toBe('/u-nnpc/x?y=1');
  });

  it('pauses the backend while the browser does not read, resumes on drain', async () => {
    const chunk = Buffer.alloc(256 * 1024, 97);
    const limit = 256; // 64 MB offered in all
    let sent = 0;
    let h: Handler | undefined;
    const c = controller();
    // Like undici: push chunks until the handler pauses; push again when it resumes.
    const pump = () => {
      const before = c.paused;
      while (c.paused === before && sent < limit) {
        h!.onResponseData(c, chunk);
        sent += 1;
      }
      if (sent === limit && c.paused === before) h!.onResponseEnd(c, {});
    };
    c.resume = () => {
      c.resumed += 1;
      setImmediate(pump);
    };
    await withServer((_opts, handler) => {
      h = handler;
      handler.onRequestStart(c);
      handler.onResponseStart(c, 200, { 'content-type': 'application/octet-stream', 'content-length': String(limit * chunk.length) });
      pump();
    }, async (url) => {
      const { port } = new URL(url);
      const socket = net.connect(Number(port), '127.0.0.1');
      socket.pause(); // a browser that does not read
      socket.write('GET /api/gw/big HTTP/1.1\r\nHost: x\r\n\r\n');
      // Wait until the exchange has begun and then stood paused for 300 ms (the server may not have
      // taken the request yet, and the socket buffers fill first; the machine may be slow).
      let stuckAt = -1;
      for (let i = 0; i < 30 && (stuckAt !== sent || c.paused === 0); i += 1) {
        stuckAt = sent;
        await new Promise((r) => setTimeout(r, 300));
      }
      expect(sent).toBe(stuckAt); // paused for good: nothing more taken from the backend
      expect(c.paused).toBe(c.resumed + 1);
      expect(sent).toBeLessThan(limit / 2); // at most what the sockets hold, never the whole answer
      let received = 0;
      const ended = new Promise<void>((resolve) => {
        socket.on('data', (d: Buffer) => {
          received += d.length;
          if (received >= limit * chunk.length) resolve();
        });
      });
      socket.resume(); // reading again: 'drain' → resume, until the whole answer went through
      await ended;
      expect(sent).toBe(limit);
      socket.destroy();
    });
  });

  it('aborts the backend call when the browser left before undici started it', async () => {
    let h: Handler | undefined;
    let dispatched: () => void = () => undefined;
    const wasDispatched = new Promise<void>((r) => { dispatched = r; });
    await withServer((_opts, handler) => { h = handler; dispatched(); }, async (url, closed) => {
      const req = http.request(`${url}/api/gw/slow`);
      req.on('error', () => undefined);
      req.end();
      // The browser leaves once the gateway has handed the call to the pool (not after a fixed
      // delay: under npm test's load the server may not have read the request 50 ms later, and a
      // request it never read has no response to close).
      await wasDispatched;
      req.destroy();
      await closed;
      const c = controller();
      h!.onRequestStart(c); // the pool only now gets a connection for it
      expect(c.aborted).toBeInstanceOf(Error);
      h!.onResponseError(c, c.aborted!); // no answer may be attempted on the closed response
    });
  });

  it('backend failures: 502 / 504 envelopes with the security headers before the head, a cut answer after it', async () => {
    const outcomes: string[] = [];
    const failures = [
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('Headers Timeout Error'), { code: 'UND_ERR_HEADERS_TIMEOUT' }),
    ];
    let call = 0;
    const dispatcher = {
      dispatch: (_opts: never, h: Handler) => {
        const c = controller();
        h.onRequestStart(c);
        const n = call++;
        if (n < 2) {
          h.onResponseError(c, failures[n]);
          return true;
        }
        h.onResponseStart(c, 200, { 'content-type': 'application/octet-stream', 'content-length': '100' });
        h.onResponseData(c, Buffer.alloc(40, 97));
        setTimeout(() => h.onResponseError(c, Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' })), 20);
        return true;
      },
    };
    const server = http.createServer((req, res) => {
      proxyNodeCallback(req, res, {
        origin: 'http://backend.test', dispatcher: dispatcher as never, extraHeaders: ['x-frame-options', 'DENY'], logError: () => undefined,
        onUpstream: (info) => { outcomes.push(info.outcome); },
      });
    });
    const url = `${await listenLocal(server)}/api/gw/x`;
    try {
      const refused = await fetch(url);
      expect(refused.status).toBe(502);
      expect(refused.headers.get('x-frame-options')).toBe('DENY');
      expect(await refused.json()).toMatchObject({ retCode: '502', retMsg: '网关无法连接后端服务' });
      const slow = await fetch(url);
      expect(slow.status).toBe(504);
      expect(await slow.json()).toMatchObject({ retCode: '504', retMsg: '网关超时' });
      const cut = await fetch(url);
      expect(cut.status).toBe(200); // the head was out already
      await expect(cut.arrayBuffer()).rejects.toThrow(); // 40 of 100 bytes, then the connection is cut
      expect(outcomes).toEqual(['error', 'timeout', 'ok']);
    } finally {
      await closeServer(server, { now: true });
    }
  });
});
