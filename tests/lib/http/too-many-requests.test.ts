// Behaviour across files: an HTTP 429 from the edge shows its envelope's message once and is never retried (lib/http/client.ts, policy.ts).
import axios from 'axios';
import { http as mock, HttpResponse } from 'msw';
import { createHttp } from '@/lib/http/client';
import { TOO_MANY_REQUESTS, tooManyRequestsMessage } from '@/lib/http/policy';
import { API, makeHooks, useMockServer } from '../../support/http';

// The edge limits (the gateway's and nginx's limit_req) answer HTTP 429 with the site's envelope:
// the client shows that envelope's message, not 网络异常:【429】, and never retries it.
const { server } = useMockServer();

describe('HTTP 429 from the edge', () => {
  it('shows the envelope’s message once and rejects with code 429', async () => {
    const hooks = makeHooks();
    const client = createHttp({ baseURL: API, hooks, retryDelay: () => 1, adapter: axios.getAdapter('http') });
    let calls = 0;
    server.use(mock.get(`${API}/limited`, () => {
      calls += 1;
      return HttpResponse.json({ retCode: '429', retMsg: '抽奖过于频繁，请12秒后再试', retData: null, success: false }, { status: 429, headers: { 'retry-after': '12' } });
    }));
    await expect(client.get('/limited', {}, { retry: true })).rejects.toMatchObject({ code: '429', msg: '抽奖过于频繁，请12秒后再试', status: 429 });
    expect(hooks.warn).toHaveBeenCalledTimes(1);
    expect(hooks.warn).toHaveBeenCalledWith('抽奖过于频繁，请12秒后再试');
    expect(calls).toBe(1);
  });

  it('a 429 without an envelope (a plain proxy page) gets the generic message', () => {
    expect(tooManyRequestsMessage('<html>429 Too Many Requests</html>')).toBe(TOO_MANY_REQUESTS);
    expect(tooManyRequestsMessage({ code: 429, msg: '请求过于频繁' })).toBe('请求过于频繁');
    expect(tooManyRequestsMessage(undefined)).toBe(TOO_MANY_REQUESTS);
  });
});
