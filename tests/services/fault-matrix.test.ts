// Behaviour across files: client calls under backend faults, the http layer of e2e/faults.spec.ts (lib/http; services/activity.ts, auth.ts, comments.ts, games.ts, order.ts; tests/fixtures/fault-kinds.ts).
import { HttpResponse, http as mock } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGNS, type DrawCount, type GiftRecord, type Paged } from '@/lib/activity-types';
import { OrderType, PayMode } from '@/lib/constants';
import { http } from '@/lib/http';
import { gateway, isDropError } from '@/server/gateway/handler';
import { faults } from '@/sandbox/db';
import { cst } from '@/sandbox/seed/activity/time';
import { luckDraw, submitGiftAddress } from '@/services/activity';
import { registerLogin, sendSms } from '@/services/auth';
import { addComment, listComments } from '@/services/comments';
import { addRemark } from '@/services/games';
import { createOrder } from '@/services/order';
import { freshSandbox, gwRequest, loginBySms, sendSms as sandboxSendSms, smsCode, useSandboxClock } from '../support/sandbox-calls';
import { FAULT_KINDS } from '../fixtures/fault-kinds';

/**
 * The fault matrix's http half: every call of e2e/faults.spec.ts's CLIENT_CALLS
 * × every fault kind, through the browser's side of the shared client (jsdom: the xhr adapter,
 * `/api/gw`, 3 retries, SPEC §8's messages) against the sandbox's own handlers and faults (msw
 * hands each request to the in-process gateway; a `drop` fault becomes a network error).
 *
 * Per case, as the e2e row checked it: the call rejects with the fault's message (a toast through
 * the `warn` hook unless the component makes the call quiet and shows its own state); how many
 * requests left (a POST and a state-changing GET once, a reading GET 1 + 3 retries on 5xx and
 * network errors, nothing offline); nothing was committed; and once the backend is back the same
 * call goes through with one request and commits once. What only a page can show (the message on
 * screen, the form kept, the double click, the order flow re-sending by itself) stays in
 * e2e/faults.spec.ts, one fault with a status and offline per call, every kind for one call.
 */

const SITE = 'http://localhost:3000';
/** The matrix's kinds but the delay (its own test below delays all calls at once). */
const KINDS = FAULT_KINDS.filter((k) => k.name !== '10 s delay');
/** Kinds a retryable GET meets again on each retry (no answer, or a 5xx). */
const RETRIED = new Set(['500', '502', '504', 'dropped connection']);

const RICH = '13800138000'; // 1280 N币, member; 3 draws on /nn/activity
const NIGHT = '13900139000';
const SMS_ONLY = { phone: '13700137000', nick: '峡谷清风' };
const NN_ACTIVITY = CAMPAIGNS.nnActivity;
const SLOT = { mouse: 0, thanks: 2 } as const;
const SEASON_CARD = 1002;
/** /yxxz/pc/101.html (绝地求生) is the game of serverId 10231. */
const PUBG_SERVER = 10231;
const REGION = '广东省 深圳市 南山区';

/* ------------------------------ the sandbox, through the network layer ------------------------------ */

/** Requests that left the client (each attempt), by real API path. */
const sent: string[] = [];
const server = setupServer(
  mock.all(`${SITE}/api/gw/*`, async ({ request }) => {
    sent.push(new URL(request.url).pathname.replace(/^\/api\/gw/, ''));
    try {
      return await gateway(request);
    } catch (error) {
      if (isDropError(error)) return HttpResponse.error();
      throw error;
    }
  }),
);

let token: string | undefined;
let online = true;
const warnings: string[] = [];
http.setHooks({ getToken: () => token, warn: (m) => warnings.push(m), onAuthExpired: () => undefined, isOnline: () => online });

/** QA controls and checks go to the gateway directly: they are not the client's requests. */
async function direct<T>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  const res = await gateway(gwRequest(path, init));
  expect(res.status, `${init.method ?? 'GET'} ${path}`).toBeLessThan(400);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
const addFault = (fault: object) => direct('/__sandbox/faults', { method: 'POST', body: fault });
const pinDraw = (slot: number) => direct('/__sandbox/draw', { method: 'POST', body: { activityId: NN_ACTIVITY, slot } });
const activityGet = async <T>(path: string, params = '') =>
  (await direct<{ data: T }>(`${path}?${params}`, { headers: { token: token!, activityId: String(NN_ACTIVITY) } })).data;
const drawCount = () => activityGet<DrawCount>('/activity/activity/gift/user/lottryNum');
const latestPrize = async () => (await activityGet<Paged<GiftRecord>>('/activity/activity/gift/lotteryRecord', 'pageNo=1&pageSize=4')).list[0];
const coinOrders = async () =>
  (await direct<{ phone: string; consumerType: number; nbAmount: number; actualCents: number; status: number }[]>(`/__sandbox/orders?phone=${RICH}`))
    .filter((o) => o.consumerType === PayMode.NnCoin)
    .map((o) => [o.nbAmount, o.actualCents, o.status]);
const commentsWith = async (tag: string) =>
  (await direct<{ retData: { content: string }[] }>('/nn-assist/comment/list?targetType=article&targetId=10001&pageNo=1&pageSize=50')).retData.filter(
    (c) => c.content === tag,
  ).length;
const remarksWith = async (tag: string) => {
  const res = await direct<{ retData: unknown }>(`/nchannel/channel/business/findRemark?serverId=${PUBG_SERVER}&pageNo=1&pageSize=50`);
  return JSON.stringify(res.retData).split(JSON.stringify(tag).slice(1, -1)).length - 1;
};
const smsSent = async (phone: string) => (await gateway(gwRequest(`/__sandbox/sms?telNum=${phone}`))).status === 200;

/* -------------------------------------------- the calls -------------------------------------------- */

type State = Record<string, unknown>;

type Row = {
  name: string;
  /** Real API path: the fault's path. */
  api: string;
  /** A GET its service declares retryable (it reads and changes nothing). */
  retried?: true;
  /** The component passes ignoreError and shows its own state or message: no toast from the client. */
  quiet?: true;
  /** Sandbox state before the fault (the e2e row's prepare). */
  prepare(tag: string): Promise<State>;
  /** The service call as the component makes it. */
  call(s: State, tag: string): Promise<unknown>;
  /** Nothing was committed by the failed call. */
  unchanged(s: State, tag: string): Promise<void>;
  /** The call went through and committed exactly once. */
  done(s: State, tag: string, result: unknown): Promise<void>;
};

/** A call that posts the tag as a text: not stored after the fault, stored once after the retry. */
function postsText(name: string, api: string, post: (tag: string) => Promise<unknown>, storedWith: (tag: string) => Promise<number>): Row {
  return {
    name,
    api,
    prepare: async () => ({}),
    call: (_s, tag) => post(tag),
    async unchanged(_s, tag) {
      expect(await storedWith(tag)).toBe(0);
    },
    async done(_s, tag) {
      expect(await storedWith(tag)).toBe(1);
    },
  };
}

const ROWS: readonly Row[] = [
  {
    name: 'SMS-code login',
    api: '/u-nnpc/registerLogin',
    quiet: true,
    async prepare() {
      await sandboxSendSms(SMS_ONLY.phone);
      return { code: await smsCode(SMS_ONLY.phone) };
    },
    call: (s) => registerLogin(SMS_ONLY.phone, s.code as string, {}, { ignoreError: true }),
    async unchanged(s) {
      // The code was not used up: the login after the fault still takes it.
      expect(await smsCode(SMS_ONLY.phone)).toBe(s.code);
    },
    async done(_s, _tag, result) {
      expect(result).toMatchObject({ success: true, data: { nickName: SMS_ONLY.nick } });
    },
  },
  {
    name: 'sending an SMS code',
    api: '/u-nnpc/api/v2/userSms/sendSms',
    quiet: true,
    prepare: async () => ({}),
    call: () => sendSms(NIGHT, {}, { ignoreError: true }),
    async unchanged() {
      expect(await smsSent(NIGHT)).toBe(false);
    },
    async done() {
      expect(await smsCode(NIGHT)).toMatch(/^\d{6}$/);
    },
  },
  postsText('article comment', '/nn-assist/comment/add', (tag) => addComment({ targetType: 'article', targetId: 10001, content: tag }), commentsWith),
  postsText('game remark', '/nchannel/channel/business/addNoticeRemark', (tag) => addRemark(PUBG_SERVER, tag), remarksWith),
  {
    name: 'article comment list',
    api: '/nn-assist/comment/list',
    retried: true,
    quiet: true,
    prepare: async () => ({}),
    call: () => listComments({ targetType: 'article', targetId: 10001, pageNo: 1, pageSize: 10 }, { ignoreError: true }),
    unchanged: async () => undefined,
    async done(_s, _tag, result) {
      expect(result).toMatchObject({ success: true });
      expect(Array.isArray((result as { data: unknown }).data)).toBe(true);
    },
  },
  {
    name: 'membership order paid by N coin (order create)',
    api: '/nnorder/unified/order/create',
    quiet: true, // createOrder itself: the dialog shows 网络不稳定，正在重试… and re-sends with the same key
    prepare: async (tag) => ({ key: `fault-matrix ${tag}` }),
    call: (s) =>
      createOrder({ orderType: OrderType.SpeedVip, consumerType: PayMode.NnCoin, goodsId: SEASON_CARD, actualAmount: 0, nbAmount: 580, targetAccount: '' }, s.key as string),
    async unchanged() {
      expect(await coinOrders(), 'no N coin order while the backend fails').toEqual([]);
    },
    async done(_s, _tag, result) {
      expect(result).toMatchObject({ status: 2 });
      expect(await coinOrders()).toEqual([[580, 0, 2]]);
    },
  },
  {
    name: 'lottery draw on /nn/activity (GET that changes state: sent once)',
    api: '/activity/activity/gift/luckDraw',
    quiet: true,
    async prepare() {
      await pinDraw(SLOT.thanks);
      return { before: await drawCount() };
    },
    call: () => luckDraw(NN_ACTIVITY, { ignoreError: true }),
    async unchanged(s) {
      expect(await drawCount()).toMatchObject(s.before as DrawCount);
    },
    async done(s) {
      const before = s.before as DrawCount;
      expect(await drawCount()).toMatchObject({ used: before.used + 1, remain: before.remain - 1 });
    },
  },
  {
    name: 'shipping address of a won prize',
    api: '/activity/activity/gift/cnee',
    quiet: true,
    async prepare() {
      await pinDraw(SLOT.mouse);
      await activityGet('/activity/activity/gift/luckDraw');
      const prize = await latestPrize();
      expect(prize).toMatchObject({ giftName: '雷蛇炼狱蝰蛇V3鼠标', cneeStatusStr: '待领取' });
      return { id: prize.id };
    },
    call: (s, tag) => submitGiftAddress({ id: s.id as number, cneeName: '王小明', cneeMobile: RICH, cneeAddr: REGION, cneeAddrDetail: tag }, { ignoreError: true }),
    async unchanged() {
      expect(await latestPrize()).toMatchObject({ cneeStatusStr: '待领取' });
    },
    async done(_s, tag) {
      expect(await latestPrize()).toMatchObject({ cneeStatusStr: '待发货', cneeAddr: `${REGION} ${tag}` });
    },
  },
];

/* ---------------------------------------------- cases ---------------------------------------------- */

// The client does not toast a message that is still open (3 s, SPEC §8): each case runs an hour
// after the last one on a faked Date (installed once: the client keeps the clock it was built
// with). Only Date is faked; the retries' backoff and the delay fault run for real.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  server.listen({ onUnhandledFrame: 'error' });
});
afterAll(() => {
  server.close();
  vi.useRealTimers();
});

let clock = 0;
beforeEach(async () => {
  vi.setSystemTime(cst(2026, 11, 22, 10) + (clock += 3_600_000));
  freshSandbox();
  useSandboxClock(cst(2026, 11, 22, 10));
  token = (await loginBySms(RICH)).retData.token;
  online = true;
  warnings.length = 0;
  sent.length = 0;
});

afterEach(() => {
  faults().length = 0;
});

const attempts = (api: string) => sent.filter((p) => p === api).length;

describe('client calls under backend faults (the http layer of e2e/faults.spec.ts)', () => {
  for (const row of ROWS) {
    for (const kind of KINDS) {
      it(`${row.name} × ${kind.name}`, async () => {
        const tag = `故障测试 ${kind.name} ${clock}`;
        const state = await row.prepare(tag);
        sent.length = 0;
        if (kind.offline) online = false;
        else await addFault({ path: row.api, ...kind.fault });

        await expect(row.call(state, tag)).rejects.toMatchObject({ msg: kind.message, success: false });
        expect(warnings, row.quiet ? 'a quiet call: the component shows it' : 'one toast').toEqual(row.quiet ? [] : [kind.message]);
        const expected = kind.offline ? 0 : row.retried && RETRIED.has(kind.name) ? 4 : 1;
        expect(attempts(row.api), kind.offline ? 'offline: nothing leaves' : row.retried ? 'a reading GET: 1 + 3 retries on 5xx/network' : 'sent once').toBe(expected);
        await row.unchanged(state, tag);

        // Backend back: the same call goes through with one request and commits once.
        online = true;
        faults().length = 0;
        sent.length = 0;
        const result = await row.call(state, tag);
        expect(attempts(row.api)).toBe(1);
        await row.done(state, tag, result);
      }, 30_000);
    }
  }

  it('a 10 s delay on every call: each waits for its answer, is sent once and goes through', async () => {
    const tag = `故障测试 10 s delay ${clock}`;
    // Prepared one after the other, last row first (the address row draws before the draw row
    // reads its count and pins its slot), then all slow calls at once.
    const states: State[] = [];
    for (const [i, row] of [...ROWS.entries()].reverse()) states[i] = await row.prepare(`${tag} ${row.name}`);
    sent.length = 0;
    for (const row of ROWS) await addFault({ path: row.api, delayMs: 10_000, times: 1 });
    const started = performance.now();
    const results = await Promise.all(ROWS.map((row, i) => row.call(states[i], `${tag} ${row.name}`)));
    expect(performance.now() - started).toBeGreaterThanOrEqual(9_900);
    for (const [i, row] of ROWS.entries()) {
      expect(attempts(row.api), `${row.name}: sent once`).toBe(1);
      await row.done(states[i], `${tag} ${row.name}`, results[i]);
    }
    expect(warnings).toEqual([]);
  }, 40_000);
});
