import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { NextApiRequest, NextApiResponse } from 'next';
import { answerNode, gateway, isDropError } from '@/server/gateway/handler';
import { GATEWAY_ERRORS, isBodyTooLarge, limitBody, refuse } from '@/server/gateway/proxy.ts';

/** The gateway streams bodies itself (proxy) or reads them raw (sandbox): no parsing here. */
export const config = { api: { bodyParser: false, externalResolver: true } };

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue; // skip HTTP/2 pseudo-headers
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, value);
  }
  return headers;
}

function toWebRequest(req: IncomingMessage, signal: AbortSignal): Request {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const init: RequestInit & { duplex: 'half' } = {
    method,
    headers: toHeaders(req),
    // Counted: a chunked body over GATEWAY_MAX_BODY fails here instead of being read to its end.
    body: hasBody ? (Readable.toWeb(limitBody(req)) as unknown as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
    signal,
  };
  return new Request(url, init);
}

async function writeResponse(response: Response, res: ServerResponse, isHead: boolean): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader('set-cookie', cookies);
  if (!response.body || isHead) {
    res.end();
    return;
  }
  // Only the embedded sandbox's answers come here (proxy mode streams in server/gateway/proxy.ts):
  // small and already in memory, so one write, without a stream pipeline's listeners per response.
  res.end(Buffer.from(await response.arrayBuffer()));
}

export default async function handler(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  // Refusals (405, 400, 413) and, with API_ORIGIN set, the streaming proxy: server/gateway/proxy.ts.
  if (await answerNode(req, res)) return;
  const aborted = new AbortController();
  // The browser went away: stop waiting for the backend.
  res.on('close', () => {
    if (!res.writableFinished) aborted.abort();
  });
  try {
    const response = await gateway(toWebRequest(req, aborted.signal), { clientIp: req.socket.remoteAddress });
    await writeResponse(response, res, req.method === 'HEAD');
  } catch (error) {
    if (isDropError(error)) {
      req.socket.destroy(); // the QA 'drop' fault: the client sees a network error
      return;
    }
    if (aborted.signal.aborted) return;
    if (isBodyTooLarge(error) && !res.headersSent) {
      refuse(req, res, GATEWAY_ERRORS.tooLarge);
      return;
    }
    console.error('[gateway] failed to answer', req.method, req.url, error);
    if (!res.headersSent) res.status(500).json({ retCode: '500', retMsg: '服务器内部错误', retData: null, total: 0, retTime: Date.now(), success: false });
    else res.destroy();
  }
}
