import http, { type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  bytes: number;
}

/**
 * One HTTP request with node:http (exact method, headers and body framing — fetch would refuse
 * TRACE and set its own lengths). `body` as an array is sent chunked, one write per item.
 */
export function rawRequest(
  url: string,
  { method = 'GET', headers = {}, body, agent = false, keepBody = true }: { method?: string; headers?: Record<string, string>; body?: string | Buffer | Buffer[]; agent?: http.Agent | false; keepBody?: boolean } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      res.on('data', (c: Buffer) => {
        bytes += c.length;
        if (keepBody) chunks.push(c);
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString(), bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (Array.isArray(body)) {
      for (const c of body) req.write(c);
      req.end();
    } else req.end(body);
  });
}
