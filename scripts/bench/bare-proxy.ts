// The floor of a gateway in Node on this machine, for the bench: the least a proxy can
// do — Node's HTTP server, undici's pooled dispatcher with the same options as the gateway
// (server/gateway/proxy.ts), the answer's status, headers and body passed through — and nothing
// else: no header rules, no security headers, no limits, no log, no metrics, no Next in the process.
// Not a product path. The bench measures it beside the stub and the real gateway in the same run,
// so the gateway's ratio can be read against what any Node proxy reaches here.
//
//   node scripts/bench/bare-proxy.ts <port> <upstream origin>   (listens on 127.0.0.1; /api/gw/x → <origin>/x)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, type Dispatcher } from 'undici';

class PassThroughHandler implements Dispatcher.DispatchHandler {
  res: http.ServerResponse;

  constructor(res: http.ServerResponse) {
    this.res = res;
  }

  onRequestStart() {}

  onResponseStart(_controller: Dispatcher.DispatchController, statusCode: number, headers: Record<string, string | string[] | undefined>) {
    const lines: http.OutgoingHttpHeader[] = [];
    for (const name in headers) {
      const value = headers[name];
      if (name !== 'connection' && name !== 'keep-alive' && value !== undefined) lines.push(name, value);
    }
    this.res.writeHead(statusCode, lines);
  }

  onResponseData(_controller: Dispatcher.DispatchController, chunk: Buffer) {
    this.res.write(chunk);
  }

  onResponseEnd() {
    this.res.end();
  }

  onResponseError() {
    if (!this.res.headersSent) this.res.writeHead(502);
    this.res.end();
  }
}

export interface BareProxy {
  url: string;
  close: () => Promise<void>;
}

export function startBareProxy({ port = 0, origin }: { port?: number; origin: string }): Promise<BareProxy> {
  const agent = new Agent({ connections: 128, keepAliveTimeout: 10_000, pipelining: 1 });
  const server = http.createServer((req, res) => {
    const url = req.url || '/';
    agent.dispatch({ origin, path: url.startsWith('/api/gw/') ? url.slice(7) : url, method: req.method || 'GET', headers: { accept: req.headers.accept ?? '*/*' }, body: null }, new PassThroughHandler(res));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: p } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${p}`, close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); agent.close(); }) });
    });
  });
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  startBareProxy({ port: Number(process.argv[2]) || 0, origin: process.argv[3] }).then(({ url }) => console.log(`bare proxy on ${url}`));
}
