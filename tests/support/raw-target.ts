import net from 'node:net';

export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** ms until the connection closed or the answer was complete */
  ms: number;
}

/**
 * One request written byte for byte on a socket: the request target exactly as given (`*`,
 * `http://host/x`, `/a/%2e%2e/b`, backslashes), which node:http and fetch would normalise or refuse.
 * Resolves with the parsed answer (status 0: the connection closed without one) or after `timeoutMs`.
 */
export function rawTarget(base: string, target: string, { method = 'GET', headers = {}, body, timeoutMs = 5000, hold = false }: {
  method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number; hold?: boolean;
} = {}): Promise<RawReply> {
  const { hostname, port } = new URL(base);
  const started = performance.now();
  return new Promise((resolve) => {
    const sock = net.connect(Number(port), hostname);
    let data = '';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      sock.destroy();
      resolve(parse(data, performance.now() - started));
    };
    const timer = setTimeout(finish, timeoutMs);
    sock.on('data', (c) => {
      data += c.toString('latin1');
      const r = parse(data, 0);
      if (r.status && r.complete) finish();
    });
    sock.on('close', finish);
    sock.on('error', finish);
    const lines = [`${method} ${target} HTTP/1.1`, `host: ${hostname}:${port}`, ...(hold ? [] : ['connection: close']), ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
    sock.write(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
  });
}

function parse(data: string, ms: number): RawReply & { complete: boolean } {
  const end = data.indexOf('\r\n\r\n');
  if (end === -1) return { status: 0, headers: {}, body: '', ms, complete: false };
  const [statusLine, ...lines] = data.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const l of lines) {
    const i = l.indexOf(':');
    headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
  }
  let raw = Buffer.from(data.slice(end + 4), 'latin1').toString('utf8');
  const length = headers['content-length'];
  let complete = length !== undefined ? Buffer.byteLength(raw) >= Number(length) : false;
  if (headers['transfer-encoding'] === 'chunked') {
    complete = /(?:^|\r\n)0\r\n\r\n$/.test(raw);
    raw = dechunk(raw);
  }
  return { status: Number(statusLine.split(' ')[1]) || 0, headers, body: raw, ms, complete };
}

function dechunk(raw: string): string {
  let out = '';
  let at = 0;
  for (;;) {
    const eol = raw.indexOf('\r\n', at);
    if (eol === -1) return out;
    const size = parseInt(raw.slice(at, eol), 16);
    if (!size) return out;
    out += raw.slice(eol + 2, eol + 2 + size);
    at = eol + 2 + size + 2;
  }
}
