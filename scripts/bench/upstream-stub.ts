// A loopback stand-in for the real API gateway (bench and tests): `GET /<anything>` answers a
// ~1 KB JSON envelope; `/__stub/stream?bytes=N` streams N bytes in 64 KB chunks; `/__stub/slow?ms=N`
// answers after N ms; `/__stub/echo` answers what it received (method, path, headers, body length).
// `seen` counts requests by path prefix so a test can assert the backend was (not) called.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const ENVELOPE = JSON.stringify({
  retCode: '100',
  retMsg: '成功',
  retData: { list: Array.from({ length: 8 }, (_, i) => ({ id: 10000 + i, title: `公告 ${i}`, summary: 'x'.repeat(60) })) },
  total: 8,
  retTime: 0,
  success: true,
});

export interface UpstreamStub {
  server: http.Server;
  url: string;
  /** Requests so far, and the first 1,000 request URLs (path and query). */
  seen: { count: number; paths: string[] };
  close: () => Promise<void>;
}

export function startUpstreamStub({ port = 0, host = '127.0.0.1' }: { port?: number; host?: string } = {}): Promise<UpstreamStub> {
  const seen: UpstreamStub['seen'] = { count: 0, paths: [] };
  const body = Buffer.from(ENVELOPE);
  const server = http.createServer((req, res) => {
    seen.count += 1;
    const u = req.url || '/';
    if (seen.paths.length < 1000) seen.paths.push(u);
    if (u.startsWith('/__stub/stream')) {
      let left = Number(new URL(u, 'http://x').searchParams.get('bytes')) || 1024 * 1024;
      const chunk = Buffer.alloc(64 * 1024, 97);
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(left) });
      const pump = (): void => {
        while (left > 0) {
          const n = Math.min(left, chunk.length);
          left -= n;
          if (!res.write(n === chunk.length ? chunk : chunk.subarray(0, n))) {
            res.once('drain', pump);
            return;
          }
        }
        res.end();
      };
      return pump();
    }
    if (u.startsWith('/__stub/slow')) {
      const ms = Number(new URL(u, 'http://x').searchParams.get('ms')) || 1000;
      const t = setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(body);
      }, ms);
      res.on('close', () => clearTimeout(t));
      return undefined;
    }
    if (u.startsWith('/__stub/echo')) {
      let n = 0;
      req.on('data', (c: Buffer) => { n += c.length; });
      req.on('end', () => {
        const out = JSON.stringify({ method: req.method, url: u, headers: req.headers, bodyBytes: n });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(out);
      });
      return undefined;
    }
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  server.keepAliveTimeout = 30_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: p } = server.address() as AddressInfo;
      resolve({
        server,
        url: `http://${host}:${p}`,
        seen,
        close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
      });
    });
  });
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const port = Number(process.argv[2]) || 0;
  startUpstreamStub({ port }).then(({ url }) => console.log(`upstream stub on ${url}`));
}
