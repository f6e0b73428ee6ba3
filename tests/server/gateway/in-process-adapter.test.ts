import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { createHttp } from '@/lib/http/client';
import { createInProcessAdapter, type Gateway } from '@/server/gateway/in-process-adapter';
import { makeHooks, retEnvelope } from '../../support/http';

/** Server-side calls answer from the gateway in-process; the client's policy must still apply. */

const BASE = 'http://gateway.internal/api/gw';

function setup(answer: (req: Request) => Response | Promise<Response>) {
  const seen: Request[] = [];
  const gateway = vi.fn<Gateway>(async (req) => {
    seen.push(req.clone());
    return answer(req);
  });
  const hooks = makeHooks();
  const client = createHttp({ baseURL: BASE, adapter: createInProcessAdapter(gateway), hooks, retryDelay: () => 1 });
  return { seen, gateway, hooks, client };
}

describe('in-process adapter', () => {
  it('keeps params (and _t) in the URL and sends the fixed headers', async () => {
    const { seen, client } = setup(() => Response.json(retEnvelope('100', { retData: ['a'] })));
    await expect(client.get('/nn-assist/article/detail', { id: 42, q: '攻略 新手' })).resolves.toMatchObject({ data: ['a'], success: true });
    const url = new URL(seen[0].url);
    expect(url.origin + url.pathname).toBe(`${BASE}/nn-assist/article/detail`);
    expect(url.searchParams.get('id')).toBe('42');
    expect(url.searchParams.get('q')).toBe('攻略 新手');
    expect(Number(url.searchParams.get('_t'))).toBeGreaterThan(0);
    expect(seen[0].method).toBe('GET');
    expect(seen[0].headers.get('reqChannel')).toBe('4');
  });

  it('passes a POST body through as JSON', async () => {
    const { seen, client } = setup(() => Response.json(retEnvelope(0)));
    await client.post('/nn-assist/article/search', { title: '加速', pageNo: 1 });
    expect(seen[0].method).toBe('POST');
    expect(seen[0].headers.get('content-type')).toMatch(/application\/json/);
    expect(await seen[0].json()).toEqual({ title: '加速', pageNo: 1 });
  });

  it('a business failure in a 200 follows the envelope policy', async () => {
    const { client, hooks } = setup(() => Response.json(retEnvelope('E9', { retMsg: '文章不存在' })));
    await expect(client.get('/a')).rejects.toMatchObject({ code: 'E9', msg: '文章不存在', success: false });
    expect(hooks.warn.mock.calls).toEqual([['文章不存在']]);
  });

  it.each([
    { status: 500, msg: '服务器开小差了:【500】', attempts: 4 },
    { status: 504, msg: '网络异常:【504】', attempts: 4 },
    { status: 404, msg: '网络异常:【404】', attempts: 1 },
  ])('status $status → "$msg", GET tried $attempts time(s)', async ({ status, msg, attempts }) => {
    const { client, gateway, hooks } = setup(() => new Response('<html>error</html>', { status }));
    await expect(client.get('/a', undefined, { retry: true })).rejects.toMatchObject({ code: String(status), msg, status, success: false });
    expect(gateway).toHaveBeenCalledTimes(attempts);
    expect(hooks.warn.mock.calls).toEqual([[msg]]);
  });

  it('a POST answered 500 is not retried', async () => {
    const { client, gateway } = setup(() => new Response(null, { status: 500 }));
    await expect(client.post('/nnorder/unified/order/create', {})).rejects.toMatchObject({ msg: '服务器开小差了:【500】' });
    expect(gateway).toHaveBeenCalledTimes(1);
  });

  it('status ≥ 400 throws an AxiosError carrying the response', async () => {
    const adapter = createInProcessAdapter(async () => new Response('{"retCode":"x"}', { status: 502, statusText: 'Bad Gateway' }));
    const config = { url: 'http://gateway.internal/api/gw/a', method: 'get', headers: {}, validateStatus: (s: number) => s < 300 };
    const err = await adapter(config as unknown as InternalAxiosRequestConfig).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AxiosError);
    expect(err).toMatchObject({ code: AxiosError.ERR_BAD_RESPONSE, response: { status: 502, statusText: 'Bad Gateway', data: '{"retCode":"x"}' } });
  });

  it('a gateway throw becomes a network error (retried for a GET)', async () => {
    const { client, gateway, hooks } = setup(() => {
      throw new TypeError('boom');
    });
    await expect(client.get('/a', undefined, { retry: true })).rejects.toMatchObject({ code: 'ERR_NETWORK', msg: '网络异常:【ERR_NETWORK】', success: false });
    expect(gateway).toHaveBeenCalledTimes(4);
    expect(hooks.warn).toHaveBeenCalledTimes(1);
  });

  it('applies the per-attempt timeout in-process: a hung gateway fails as a timeout after the retries', async () => {
    const { gateway, client, hooks } = setup(() => new Promise<Response>(() => undefined));
    const started = Date.now();
    await expect(client.get('/slow', undefined, { timeout: 50, retry: true })).rejects.toMatchObject({ success: false, msg: '网络异常:【timeout】' });
    expect(gateway).toHaveBeenCalledTimes(4);
    // Timed out, not hung (the gateway never answers), with room for a busy machine.
    expect(Date.now() - started).toBeLessThan(8000);
    expect(hooks.warn).toHaveBeenCalledWith('网络异常:【timeout】');
  });
});
