import { http as mswHttp, HttpResponse } from 'msw';
import { ACTIVITY_HEADER_NAMES, activityHeaders } from '@/lib/activity-headers';
import { ANONYMOUS_ID_KEY, anonymousId, DEVICE_ID_KEY, deviceId, linkSdkIdentity } from '@/lib/analytics/identity';
import { CHANNEL_KEY } from '@/lib/channel';
import { http } from '@/lib/http';
import * as activity from '@/services/activity';
import * as leigod from '@/services/leigod';
import { useMockServer } from '../support/http';

/** SPEC §3/§7: the activity client's fixed headers, on every activity call. */

const { server, requests } = useMockServer();

beforeAll(() => {
  http.setHooks({ getToken: () => undefined, warn: () => undefined, onAuthExpired: () => undefined, isOnline: () => true });
});
beforeEach(() => {
  window.sessionStorage.clear();
  linkSdkIdentity(null);
});

describe('activityHeaders()', () => {
  it('has the seven fixed headers with the site values', () => {
    const h = activityHeaders();
    expect(Object.keys(h).sort()).toEqual([...ACTIVITY_HEADER_NAMES].sort());
    expect(h).toMatchObject({ reqChannel: '4', appId: 'nn_web', busiType: '1', registerCanal: 'guanwang', version: '0.1.0' });
    expect(h.anonymousId).toMatch(/^[\w-]{16,}$/);
    expect(h.deviceId).toMatch(/^[\w-]{16,}$/);
    expect(h.anonymousId).not.toBe(h.deviceId);
  });

  it('the ids are stable per browser (kept in local storage) and new in another browser', () => {
    const a = activityHeaders();
    expect(activityHeaders()).toMatchObject({ anonymousId: a.anonymousId, deviceId: a.deviceId });
    expect(window.localStorage.getItem(ANONYMOUS_ID_KEY)).toBe(a.anonymousId);
    expect(window.localStorage.getItem(DEVICE_ID_KEY)).toBe(a.deviceId);
    window.localStorage.clear();
    expect(anonymousId()).not.toBe(a.anonymousId);
    expect(deviceId()).not.toBe(a.deviceId);
  });

  it('a tampered stored id is replaced', () => {
    window.localStorage.setItem(DEVICE_ID_KEY, '<script>');
    expect(deviceId()).toMatch(/^[\w-]{16,}$/);
  });

  it('registerCanal is the visit\'s source channel', () => {
    window.sessionStorage.setItem(CHANNEL_KEY, 'bilibili');
    expect(activityHeaders().registerCanal).toBe('bilibili');
  });
});

describe('the analytics SDK\'s anonymous id', () => {
  it('an id already handed out wins: the SDK is told to use it', () => {
    const mine = anonymousId();
    const identify = vi.fn();
    linkSdkIdentity({ quick: () => 'sdk-own-id-123', identify });
    expect(identify).toHaveBeenCalledWith(mine, true);
  });

  it('with no id yet, the SDK\'s own is adopted and sent from then on', () => {
    const identify = vi.fn();
    linkSdkIdentity({ quick: () => 'sdk-own-id-123', identify });
    expect(identify).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(ANONYMOUS_ID_KEY)).toBe('sdk-own-id-123');
    expect(activityHeaders().anonymousId).toBe('sdk-own-id-123');
  });

  it('an SDK that is not initialised ("SDK is not initialized.") is not taken for an id', () => {
    linkSdkIdentity({ quick: () => 'SDK is not initialized.' });
    expect(anonymousId()).toMatch(/^[\w-]{16,}$/);
  });
});

describe('services send them on every activity and leigod call', () => {
  beforeEach(() => {
    server.use(
      mswHttp.all('*/activity/*', () => HttpResponse.json({ code: 0, msg: 'ok', data: { list: [], total: 0 } })),
      mswHttp.all('*/leigod/*', () => HttpResponse.json({ code: 0, msg: 'ok', data: {} })),
    );
  });

  const sent = () => requests.map((r) => ({ url: new URL(r.url), headers: r.headers }));

  it('gift, popu, national21 and leigod calls: all seven headers (and activityId where there is one)', async () => {
    const ids = activityHeaders();
    await activity.getPool(10001);
    await activity.getLotteryRecordDetail(5);
    await activity.getNational21Pool(10031);
    await leigod.getLeigodActivity(77);
    expect(sent()).toHaveLength(4);
    for (const { url, headers } of sent()) {
      for (const name of ACTIVITY_HEADER_NAMES) expect(headers.get(name), `${url.pathname} ${name}`).toBe(ids[name]);
    }
    expect(sent()[0]!.headers.get('activityId')).toBe('10001');
  });

  it('national21 GETs carry the timestamp as `t`, never `_t`; the other activity GETs keep `_t`', async () => {
    const n21 = [
      () => activity.getMyInvites(10031),
      () => activity.getNational21Activity(10031),
      () => activity.national21Draw(10031),
      () => activity.listNational21Records(10031),
      () => activity.listNational21Wins(10031),
      () => activity.getNational21Pool(10031),
      () => activity.getMyDraws(10031),
    ];
    for (const call of n21) await call();
    expect(sent()).toHaveLength(7);
    for (const { url } of sent()) {
      expect(url.pathname).toMatch(/\/activity\/national21\//);
      expect(url.searchParams.get('t'), url.pathname).toMatch(/^\d{13}$/);
      expect(url.searchParams.has('_t'), url.pathname).toBe(false);
    }
    requests.length = 0;
    await activity.getPool(10001);
    expect(sent()[0]!.url.searchParams.has('_t')).toBe(true);
    expect(sent()[0]!.url.searchParams.has('t')).toBe(false);
  });
});
