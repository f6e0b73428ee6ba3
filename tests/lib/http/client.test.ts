import axios from 'axios';
import { delay, http as mock, HttpResponse } from 'msw';
import { FIXED_HEADERS, MSG } from '@/lib/constants';
import type { ApiError, CallKind, CallOptions, HttpHooks } from '@/lib/http';
import { createHttp } from '@/lib/http/client';
import { toast, useToastStore } from '@/lib/toast';
import { ADAPTERS, API, actEnvelope, makeHooks, retEnvelope, useMockServer, type SpyHooks } from '../../support/http';

/**
 * The whole http policy of ARCHITECTURE §4 / SPEC §7–§9, table-style: a row is what the server
 * answers and what the caller and the hooks must see.
 */

const { server, requests } = useMockServer();

const SUCCESS_CODES = ['100', 0, 'RE_301', '6069117', '6069116', '6069121', '6069103'] as const;
const AUTH_CODES = ['auth_40001', 'auth_40002', 'auth_10003'] as const;

function clientWith(hooks: SpyHooks | HttpHooks, adapter = axios.getAdapter('http')) {
  return createHttp({ baseURL: API, hooks, retryDelay: () => 1, adapter });
}

/** Settles a promise into `{ ok, value }` so rejections can be asserted on their full shape. */
async function settle<T>(p: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; value: ApiError }> {
  try {
    return { ok: true, value: await p };
  } catch (e) {
    return { ok: false, value: e as ApiError };
  }
}

describe.each(ADAPTERS)('http policy through the %s adapter', (_name, adapter) => {
  let hooks: SpyHooks;
  let client: ReturnType<typeof createHttp>;
  beforeEach(() => {
    hooks = makeHooks();
    client = clientWith(hooks, adapter);
  });

  describe('success codes (SPEC §8) resolve the normalised envelope', () => {
    it.each(SUCCESS_CODES)('retCode %j', async (code) => {
      server.use(mock.get(`${API}/ok`, () => HttpResponse.json(retEnvelope(code, { retMsg: '成功' }))));
      await expect(client.get('/ok')).resolves.toStrictEqual({
        msg: '成功',
        data: { id: 1 },
        code: String(code),
        total: 7,
        time: 1_700_000_000_000,
        success: true,
      });
      expect(hooks.warn).not.toHaveBeenCalled();
      expect(hooks.onAuthExpired).not.toHaveBeenCalled();
    });

    it.each(SUCCESS_CODES)('{code,msg,data} envelope with code %j on a default call', async (code) => {
      server.use(mock.post(`${API}/ok`, () => HttpResponse.json(actEnvelope(code, { msg: '好', data: [1, 2] }))));
      await expect(client.post('/ok', { a: 1 })).resolves.toStrictEqual({
        msg: '好',
        data: [1, 2],
        code: String(code),
        total: undefined,
        time: undefined,
        success: true,
      });
      expect(hooks.warn).not.toHaveBeenCalled();
    });

    it.each([0, '0'])('activity call with code %j', async (code) => {
      server.use(mock.get(`${API}/act`, () => HttpResponse.json(actEnvelope(code))));
      await expect(client.get('/act', {}, { kind: 'activity' })).resolves.toMatchObject({ code: '0', data: { id: 1 }, success: true });
    });

    it('popu calls use the general success codes', async () => {
      server.use(mock.get(`${API}/popu`, () => HttpResponse.json(actEnvelope('100'))));
      await expect(client.get('/popu', {}, { kind: 'popu' })).resolves.toMatchObject({ code: '100', success: true });
    });
  });

  interface FailRow {
    name: string;
    kind?: CallKind;
    opts?: CallOptions;
    respond: () => Response;
    /** What the promise rejects with (subset). */
    rejects: Partial<ApiError>;
    warns: string[];
    /** onAuthExpired's argument, or undefined when it must not be called. */
    authExpired?: boolean;
  }

  const failures: FailRow[] = [
    {
      name: 'other code → server message',
      respond: () => HttpResponse.json(retEnvelope('5001', { retMsg: '余额不足', retData: null })),
      rejects: { code: '5001', msg: '余额不足', data: null, success: false },
      warns: ['余额不足'],
    },
    {
      name: 'other code with ignoreError → no toast, still rejects',
      opts: { ignoreError: true },
      respond: () => HttpResponse.json(retEnvelope('5001', { retMsg: '余额不足' })),
      rejects: { code: '5001', msg: '余额不足', success: false },
      warns: [],
    },
    {
      name: 'raw success:true does not override a failing code',
      respond: () => HttpResponse.json(retEnvelope('E1', { retMsg: '失败', success: true })),
      rejects: { code: 'E1', success: false },
      warns: ['失败'],
    },
    {
      name: 'activity call: 100 is a failure',
      kind: 'activity',
      respond: () => HttpResponse.json(actEnvelope('100', { msg: '活动未开始' })),
      rejects: { code: '100', msg: '活动未开始', success: false },
      warns: ['活动未开始'],
    },
    {
      name: 'activity call: RE_301 is a failure',
      kind: 'activity',
      respond: () => HttpResponse.json(actEnvelope('RE_301', { msg: '重复' })),
      rejects: { code: 'RE_301', success: false },
      warns: ['重复'],
    },
    ...AUTH_CODES.flatMap((code): FailRow[] => [
      {
        name: `${code} on a default call → login expired warning + onAuthExpired(false)`,
        respond: () => HttpResponse.json(retEnvelope(code, { retMsg: 'token invalid' })),
        rejects: { code, msg: 'token invalid', success: false },
        warns: ['当前登录信息已失效，请重新登录!'],
        authExpired: false,
      },
      ...(['activity', 'popu'] as const).map((kind): FailRow => ({
        name: `${code} on ${kind === 'activity' ? 'an' : 'a'} ${kind} call → silent onAuthExpired(true)`,
        kind,
        respond: () => HttpResponse.json(actEnvelope(code, { msg: 'token invalid' })),
        rejects: { code, success: false },
        warns: [],
        authExpired: true,
      })),
    ]),
    {
      name: 'HTML error page with status 200 → generic network message',
      respond: () => new HttpResponse('<html><body>502 Bad Gateway</body></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
      rejects: { code: '200', msg: '网络异常:【200】', success: false },
      warns: ['网络异常:【200】'],
    },
    {
      name: 'malformed JSON with status 200 → generic network message',
      respond: () => new HttpResponse('{"retCode": "100", "retData": ', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      rejects: { code: '200', msg: '网络异常:【200】', success: false },
      warns: ['网络异常:【200】'],
    },
    {
      name: 'JSON that is no envelope → generic network message',
      respond: () => HttpResponse.json([{ retCode: '100' }]),
      rejects: { code: '200', msg: '网络异常:【200】', success: false },
      warns: ['网络异常:【200】'],
    },
  ];

  it.each(failures)('$name', async (row) => {
    server.use(mock.post(`${API}/call`, () => row.respond()));
    const r = await settle(client.post('/call', { x: 1 }, { ...row.opts, kind: row.kind }));
    expect(r.ok).toBe(false);
    expect(r.value).toMatchObject(row.rejects);
    expect(hooks.warn.mock.calls).toEqual(row.warns.map((m) => [m]));
    if (row.authExpired === undefined) expect(hooks.onAuthExpired).not.toHaveBeenCalled();
    else expect(hooks.onAuthExpired.mock.calls).toEqual([[row.authExpired]]);
    expect(requests).toHaveLength(1);
  });

  describe('HTTP failures', () => {
    it.each([
      { status: 500, msg: '服务器开小差了:【500】', getAttempts: 4 },
      { status: 502, msg: '网络异常:【502】', getAttempts: 4 },
      { status: 503, msg: '网络异常:【503】', getAttempts: 4 },
      { status: 504, msg: '网络异常:【504】', getAttempts: 4 },
      { status: 404, msg: '网络异常:【404】', getAttempts: 1 },
      { status: 401, msg: '网络异常:【401】', getAttempts: 1 },
    ])('GET $status → "$msg" after $getAttempts attempt(s)', async ({ status, msg, getAttempts }) => {
      // A valid envelope in the body must not hide the HTTP failure.
      server.use(mock.get(`${API}/s`, () => HttpResponse.json(retEnvelope('100'), { status })));
      const r = await settle(client.get('/s', undefined, { retry: true }));
      expect(r).toEqual({ ok: false, value: expect.objectContaining({ code: String(status), msg, status, success: false }) });
      expect(hooks.warn.mock.calls).toEqual([[msg]]);
      expect(requests).toHaveLength(getAttempts);
    });

    it.each([
      { label: 'retry: false', opts: { retry: false } },
      { label: 'no retry stated', opts: {} },
    ])('a GET with $label is sent exactly once on a 502 and on a network error (a draw is not spent twice)', async ({ opts }) => {
      server.use(mock.get(`${API}/draw`, () => new HttpResponse(null, { status: 502 })));
      const r = await settle(client.get('/draw', undefined, opts));
      expect(r).toEqual({ ok: false, value: expect.objectContaining({ msg: '网络异常:【502】', success: false }) });
      expect(requests).toHaveLength(1);
      server.use(mock.get(`${API}/draw`, () => HttpResponse.error()));
      await settle(client.get('/draw', undefined, opts));
      expect(requests).toHaveLength(2);
    });

    it('a POST is never retried, even when the call says retry: true', async () => {
      server.use(mock.post(`${API}/p502`, () => new HttpResponse(null, { status: 502 })));
      await settle(client.post('/p502', {}, { retry: true }));
      expect(requests).toHaveLength(1);
    });

    it.each([500, 503, 504])('POST %i is sent exactly once', async (status) => {
      server.use(mock.post(`${API}/order`, () => new HttpResponse('upstream down', { status })));
      const r = await settle(client.post('/order', { goodsId: 1 }));
      expect(r).toEqual({ ok: false, value: expect.objectContaining({ status, success: false }) });
      expect(requests).toHaveLength(1);
    });

    it('POST on a network error is sent exactly once', async () => {
      server.use(mock.post(`${API}/sms`, () => HttpResponse.error()));
      const r = await settle(client.post('/sms', { telNum: '13800138000' }));
      expect(r).toEqual({ ok: false, value: expect.objectContaining({ success: false, msg: '网络异常:【ERR_NETWORK】' }) });
      expect(requests).toHaveLength(1);
      expect(hooks.warn).toHaveBeenCalledTimes(1);
    });

    it('GET on a network error is retried 3 times (4 attempts) then fails with one toast', async () => {
      server.use(mock.get(`${API}/flaky`, () => HttpResponse.error()));
      const r = await settle(client.get('/flaky', undefined, { retry: true }));
      expect(r).toEqual({
        ok: false,
        value: expect.objectContaining({ code: 'ERR_NETWORK', msg: '网络异常:【ERR_NETWORK】', success: false }),
      });
      expect(requests).toHaveLength(4);
      expect(hooks.warn.mock.calls).toEqual([['网络异常:【ERR_NETWORK】']]);
    });

    it('GET that fails twice (5xx, then network) and then succeeds resolves, no toast', async () => {
      let n = 0;
      server.use(
        mock.get(`${API}/flaky`, () => {
          n += 1;
          if (n === 1) return new HttpResponse(null, { status: 502 });
          if (n === 2) return HttpResponse.error();
          return HttpResponse.json(retEnvelope('100', { retData: 'third time' }));
        }),
      );
      await expect(client.get('/flaky', undefined, { retry: true })).resolves.toMatchObject({ data: 'third time', success: true });
      expect(requests).toHaveLength(3);
      expect(hooks.warn).not.toHaveBeenCalled();
    });
  });

  describe('offline', () => {
    it('rejects {msg:请检查网络！, success:false, code:500} without sending anything, and says so once', async () => {
      hooks.isOnline.mockReturnValue(false);
      const get = await settle(client.get('/anything'));
      const post = await settle(client.post('/anything', { a: 1 }));
      for (const r of [get, post]) {
        expect(r.ok).toBe(false);
        // SPEC §8 says "code 500"; every normalised code is a string, so it is '500' here.
        expect(r.value).toMatchObject({ msg: '请检查网络！', success: false, code: '500' });
        expect(Number(r.value.code)).toBe(500);
      }
      expect(requests).toHaveLength(0);
      expect(hooks.warn.mock.calls).toEqual([['请检查网络！'], ['请检查网络！']]); // one toast: the toaster de-duplicates
      expect(hooks.warn).toHaveBeenCalledWith('请检查网络！');
    });

    it('an offline call that ignores errors stays quiet', async () => {
      hooks.isOnline.mockReturnValue(false);
      const r = await settle(client.get('/anything', undefined, { ignoreError: true }));
      expect(r.value).toMatchObject({ msg: '请检查网络！' });
      expect(hooks.warn).not.toHaveBeenCalled();
    });

    it('a network error while the flag says offline gives the offline rejection', async () => {
      hooks.isOnline.mockReturnValueOnce(true).mockReturnValue(false);
      server.use(mock.post(`${API}/p`, () => HttpResponse.error()));
      const r = await settle(client.post('/p'));
      expect(r.value).toMatchObject({ msg: MSG.offline, success: false, code: '500' });
      expect(requests).toHaveLength(1);
    });
  });

  describe('de-duplicated toasts (the toaster shows an identical open message once)', () => {
    afterEach(() => {
      useToastStore.setState({ items: [] });
    });

    it('through the app warn hook: one toast while the message is open, again once it has closed', async () => {
      useToastStore.setState({ items: [] });
      client = clientWith({ ...hooks, warn: (m: string) => toast.warning(m) }, adapter);
      server.use(mock.post(`${API}/x`, () => HttpResponse.json(retEnvelope('9', { retMsg: '操作太频繁' }))));
      await settle(client.post('/x'));
      await settle(client.post('/x'));
      expect(useToastStore.getState().items.map((t) => t.text)).toEqual(['操作太频繁']);
      for (const t of useToastStore.getState().items) useToastStore.getState().dismiss(t.id);
      await settle(client.post('/x'));
      expect(useToastStore.getState().items.map((t) => t.text)).toEqual(['操作太频繁']);
    });
  });

  describe('what is sent', () => {
    function lastUrl() {
      return new URL(requests.at(-1)!.url);
    }

    it('a GET carries _t = now and keeps its params', async () => {
      server.use(mock.get(`${API}/list`, () => HttpResponse.json(retEnvelope(0))));
      const before = Date.now();
      await client.get('/list', { pageNo: 2, q: '王者 荣耀' });
      const after = Date.now();
      const url = lastUrl();
      expect(url.searchParams.get('pageNo')).toBe('2');
      expect(url.searchParams.get('q')).toBe('王者 荣耀');
      const t = Number(url.searchParams.get('_t'));
      expect(t).toBeGreaterThanOrEqual(before);
      expect(t).toBeLessThanOrEqual(after);
    });

    it('no _t on a POST nor on a GET with timestamp:false', async () => {
      server.use(
        mock.post(`${API}/p`, () => HttpResponse.json(retEnvelope(0))),
        mock.get(`${API}/g`, () => HttpResponse.json(retEnvelope(0))),
      );
      await client.post('/p', { a: 1 });
      expect(lastUrl().searchParams.has('_t')).toBe(false);
      await client.get('/g', { v: 1 }, { timestamp: false });
      expect(lastUrl().search).toBe('?v=1');
    });

    it('a POST sends its body as JSON', async () => {
      server.use(mock.post(`${API}/p`, () => HttpResponse.json(retEnvelope(0))));
      await client.post('/p', { telNum: '13800138000', type: 1 });
      const req = requests.at(-1)!;
      expect(req.headers.get('content-type')).toMatch(/application\/json/);
      expect(await req.clone().json()).toEqual({ telNum: '13800138000', type: 1 });
    });

    it.each([
      { name: 'defaults, logged out', token: undefined, opts: {}, expected: { reqChannel: '4', token: null } },
      { name: 'logged in', token: 'tok-1', opts: {}, expected: { reqChannel: '4', token: 'tok-1' } },
      { name: 'empty token is not sent', token: '', opts: {}, expected: { token: null } },
      { name: 'reqChannel overridable', token: undefined, opts: { headers: { reqChannel: '3' } }, expected: { reqChannel: '3' } },
      {
        name: 'extra headers kept, undefined ones dropped',
        token: undefined,
        opts: { headers: { activityId: '10024', version: undefined } },
        expected: { activityId: '10024', version: null, reqChannel: '4' },
      },
    ])('headers: $name', async ({ token, opts, expected }) => {
      hooks.getToken.mockReturnValue(token);
      server.use(mock.get(`${API}/h`, () => HttpResponse.json(retEnvelope(0))));
      await client.get('/h', {}, opts);
      const h = requests.at(-1)!.headers;
      expect(h.get('appId')).toBe(FIXED_HEADERS.appId);
      expect(h.get('busiType')).toBe(FIXED_HEADERS.busiType);
      for (const [k, v] of Object.entries(expected)) expect(h.get(k), k).toBe(v);
    });
  });

  it('an aborted call rejects as canceled: no toast, no retry', async () => {
    server.use(
      mock.get(`${API}/slow`, async () => {
        await delay(500);
        return HttpResponse.json(retEnvelope(0));
      }),
    );
    const ac = new AbortController();
    const p = settle(client.get('/slow', {}, { signal: ac.signal }));
    // Abort once the call is on the wire (the client's first call also loads axios, which on a busy
    // machine can take longer than any fixed delay).
    await vi.waitFor(() => expect(requests).toHaveLength(1), { timeout: 5000 });
    ac.abort();
    const r = await p;
    expect(r).toEqual({ ok: false, value: expect.objectContaining({ code: 'canceled', success: false }) });
    expect(requests).toHaveLength(1);
    expect(hooks.warn).not.toHaveBeenCalled();
  });

  it('setHooks swaps the hooks for later calls', async () => {
    const other = makeHooks({ getToken: () => 'new-token' });
    server.use(mock.get(`${API}/x`, ({ request }) => HttpResponse.json(retEnvelope('7', { retMsg: new URL(request.url).searchParams.get('m') }))));
    await settle(client.get('/x', { m: '旧' }));
    client.setHooks(other);
    await settle(client.get('/x', { m: '新' }));
    expect(hooks.warn.mock.calls).toEqual([['旧']]);
    expect(other.warn.mock.calls).toEqual([['新']]);
    expect(requests[0].headers.get('token')).toBeNull();
    expect(requests[1].headers.get('token')).toBe('new-token');
  });
});

/**
 * Timeouts run through Node's http adapter only: msw's XHR interceptor ignores `xhr.timeout`, so
 * under jsdom a slow handler would simply answer late.
 */
describe('per-attempt timeout', () => {
  it('a GET slower than the timeout is tried 4 times, each attempt timed on its own, then fails', async () => {
    const hooks = makeHooks();
    server.use(
      mock.get(`${API}/slow`, async () => {
        await delay(10_000);
        return HttpResponse.json(retEnvelope(0));
      }),
    );
    const started = Date.now();
    const r = await settle(clientWith(hooks).get('/slow', {}, { timeout: 100, retry: true }));
    const elapsed = Date.now() - started;
    expect(r).toEqual({ ok: false, value: expect.objectContaining({ success: false, msg: '网络异常:【timeout】' }) });
    expect(requests).toHaveLength(4);
    // Four full 100 ms attempts, and less than the one 10 s answer a single untimed attempt waits for.
    expect(elapsed).toBeGreaterThanOrEqual(4 * 100 - 20);
    expect(elapsed).toBeLessThan(8_000);
    expect(hooks.warn).toHaveBeenCalledTimes(1);
  });

  it('a slow first attempt does not use up the next attempt’s time', async () => {
    let n = 0;
    server.use(
      mock.get(`${API}/slow-once`, async () => {
        n += 1;
        if (n === 1) await delay(400);
        else await delay(20);
        return HttpResponse.json(retEnvelope(0, { retData: n }));
      }),
    );
    // Attempt 2 starts ~100 ms in: it only gets to run if it has a fresh 100 ms of its own.
    await expect(clientWith(makeHooks()).get('/slow-once', {}, { timeout: 100, retry: true })).resolves.toMatchObject({ data: 2, success: true });
    expect(requests).toHaveLength(2);
  });

  it('a POST that times out is not retried', async () => {
    server.use(
      mock.post(`${API}/slow`, async () => {
        await delay(10_000);
        return HttpResponse.json(retEnvelope(0));
      }),
    );
    const r = await settle(clientWith(makeHooks()).post('/slow', {}, { timeout: 100 }));
    expect(r.ok).toBe(false);
    expect(requests).toHaveLength(1);
  });
});

describe('server-side rendering budget (SERVER_CALL)', () => {
  it('waits out a slow backend (10 s) but not a hung one: 12 s × (1 + 1 retry)', async () => {
    const { SERVER_CALL } = await import('@/lib/http');
    expect(SERVER_CALL.timeoutMs).toBeGreaterThan(10_000);
    expect(SERVER_CALL.timeoutMs * (1 + SERVER_CALL.retries)).toBeLessThanOrEqual(30_000);
  });

  it('a client made with timeoutMs/retries gives up after that many attempts', async () => {
    server.use(
      mock.get(`${API}/slow`, async () => {
        await delay(300);
        return HttpResponse.json({ retCode: '100', retData: 1 });
      }),
    );
    const hooks = makeHooks();
    const client = createHttp({ baseURL: API, hooks, retryDelay: () => 1, timeoutMs: 50, retries: 1, adapter: axios.getAdapter('http') });
    const before = requests.length;
    const r = await settle(client.get('/slow', undefined, { retry: true }));
    expect(r.ok).toBe(false);
    expect(requests.length - before).toBe(2);
  });
});
