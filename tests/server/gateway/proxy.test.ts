// @vitest-environment node
import http from 'node:http';
import { PassThrough, Readable } from 'node:stream';
import { Agent } from 'undici';
import {
  ALLOWED_METHODS, DEFAULT_MAX_BODY, GATEWAY_ERRORS, checkRequest, downstreamHeaders, isBodyTooLarge, isGatewayUrl, limitBody, maxBodyBytes,
  proxyWeb, splitGatewayUrl, upstreamHeaders, upstreamTarget,
} from '@/server/gateway/proxy.ts';
import { closeServer, listenLocal } from '../../support/local-server';

describe('server/gateway/proxy.ts: the rules both gateway paths share', () => {
  it('splits the API path and query off the mount point', () => {
    expect(splitGatewayUrl('/api/gw/u-nnpc/registerLogin?x=1')).toEqual({ path: '/u-nnpc/registerLogin', search: '?x=1' });
    expect(splitGatewayUrl('http://localhost:3000/api/gw/a/b')).toEqual({ path: '/a/b', search: '' });
    expect(splitGatewayUrl('/api/gw')).toEqual({ path: '/', search: '' });
    expect(isGatewayUrl('/api/gw/x')).toBe(true);
    expect(isGatewayUrl('/api/gwx')).toBe(false);
    expect(upstreamTarget('https://gw.example.com/base/')).toEqual({ origin: 'https://gw.example.com', base: '/base' });
  });

  it('refuses methods other than GET, HEAD, POST, OPTIONS with 405 (sandbox controls keep theirs)', () => {
    expect(ALLOWED_METHODS).toEqual(['GET', 'HEAD', 'POST', 'OPTIONS']);
    for (const method of ['GET', 'HEAD', 'POST', 'OPTIONS']) expect(checkRequest({ method, url: '/api/gw/a', headers: {} })).toBeNull();
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'CONNECT', 'PROPFIND']) {
      expect(checkRequest({ method, url: '/api/gw/nn-assist/banner/list', headers: {} })).toBe(GATEWAY_ERRORS.methodNotAllowed);
    }
    expect(checkRequest({ method: 'DELETE', url: '/api/gw/__sandbox/faults', headers: {} }, DEFAULT_MAX_BODY, { sandbox: true })).toBeNull();
    expect(checkRequest({ method: 'DELETE', url: '/api/gw/__sandbox/faults', headers: {} })).toBe(GATEWAY_ERRORS.methodNotAllowed);
  });

  it('refuses a malformed percent-encoding in the path or the query with 400', () => {
    for (const url of ['/api/gw/%', '/api/gw/%E0%A4%A', '/api/gw/a?b=%zz']) expect(checkRequest({ method: 'GET', url, headers: {} })).toBe(GATEWAY_ERRORS.badRequest);
    expect(checkRequest({ method: 'GET', url: '/api/gw/a%20b?q=%E5%8A%A0', headers: {} })).toBeNull();
  });

  it('refuses a declared body over GATEWAY_MAX_BODY (1 MB) with 413', () => {
    expect(maxBodyBytes({})).toBe(1024 * 1024);
    expect(maxBodyBytes({ GATEWAY_MAX_BODY: '2048' })).toBe(2048);
    expect(checkRequest({ method: 'POST', url: '/api/gw/a', headers: { 'content-length': String(1024 * 1024) } })).toBeNull();
    expect(checkRequest({ method: 'POST', url: '/api/gw/a', headers: { 'content-length': String(1024 * 1024 + 1) } })).toBe(GATEWAY_ERRORS.tooLarge);
    expect(GATEWAY_ERRORS.tooLarge[0]).toBe(413);
  });

  it('stops a streamed body at the limit without reading the rest', async () => {
    const source = new PassThrough();
    const limited = limitBody(source, 10);
    const failed = new Promise<unknown>((resolve) => limited.on('error', resolve));
    limited.resume();
    source.write(Buffer.alloc(8));
    source.write(Buffer.alloc(8));
    expect(isBodyTooLarge(await failed)).toBe(true);
    expect(source.isPaused()).toBe(true);
    const ok = limitBody(Readable.from([Buffer.alloc(5), Buffer.alloc(5)]), 10);
    let n = 0;
    for await (const c of ok) n += (c as Buffer).length;
    expect(n).toBe(10);
  });

  it('builds the backend headers: hop-by-hop and Connection-listed dropped, X-Forwarded-For replaced, X-Forwarded-Host set', () => {
    const h = upstreamHeaders({
      host: 'www.nn.com', connection: 'keep-alive, x-private', 'keep-alive': 'timeout=5', 'x-private': 's', te: 'trailers', upgrade: 'h2c',
      'proxy-authorization': 'x', expect: '100-continue', 'x-forwarded-for': '203.0.113.7', token: 't', 'accept-encoding': 'gzip', 'content-length': '7',
    }, { clientIp: '10.0.0.9' });
    expect(h).toEqual({
      token: 't', 'accept-encoding': 'gzip', 'content-length': '7', 'x-forwarded-for': '10.0.0.9', 'x-real-ip': '10.0.0.9', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'www.nn.com',
    });
    const web = upstreamHeaders(new Headers({ host: 'a', 'accept-encoding': 'gzip', 'content-length': '3' }), { clientIp: '1.2.3.4', passEncoding: false });
    expect(web).toEqual({ 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '1.2.3.4', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'a' });
  });

  it('passes the answer headers back without hop-by-hop ones, Set-Cookie kept one per line', () => {
    const lines = downstreamHeaders({ 'content-type': 'application/json', connection: 'x-hop', 'x-hop': '1', 'keep-alive': 'timeout=5', 'transfer-encoding': 'chunked', 'set-cookie': ['a=1', 'b=2'] });
    expect(lines).toEqual(['content-type', 'application/json', 'set-cookie', 'a=1', 'set-cookie', 'b=2']);
  });

  it('passes an answer in an encoding it does not decode as it is (one named like an Object.prototype member too)', async () => {
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'constructor' });
      res.end('as sent');
    });
    const origin = await listenLocal(server);
    const dispatcher = new Agent();
    try {
      const res = await proxyWeb(new Request('http://site.local/api/gw/x'), { origin, dispatcher });
      expect(res.headers.get('content-encoding')).toBe('constructor');
      expect(await res.text()).toBe('as sent');
    } finally {
      await dispatcher.close();
      await closeServer(server, { now: true });
    }
  });
});
