// @vitest-environment node
// Behaviour across files: the retry property of every service function (services/*.ts over lib/http).
import { describe, expect, it, vi } from 'vitest';
import type * as HttpModule from '@/lib/http';
import type { CallOptions } from '@/lib/http';

/**
 * Retry is a property of each service call. Every export of services/*.ts is
 * listed here with what it is: a GET that may be retried (it reads), a GET sent once (it changes
 * state: a draw, a one-time gift, draws credited for orders), a POST (never retried), or not a call.
 * A new service function fails this test until it is added with its answer.
 */

type Kind = 'GET retry' | 'GET once' | 'POST' | 'not a call';

const EXPECTED: Record<string, Record<string, Kind>> = {
  activity: {
    PRIZE_PAGE_SIZE: 'not a call',
    activityCall: 'not a call',
    getActivity: 'GET retry',
    luckDraw: 'GET once',
    luckDrawV2: 'GET once',
    listLotteryRecords: 'GET retry',
    listOnlineWins: 'GET retry',
    getPool: 'GET retry',
    getPoolOverview: 'GET retry',
    getDrawCount: 'GET retry',
    giveOrderDraws: 'GET once',
    submitGiftAddress: 'POST',
    getActivityGift: 'GET once',
    getLotteryRecordDetail: 'GET retry',
    listEsportOffers: 'GET retry',
    listActivityGifts: 'GET retry',
    getRank: 'GET retry',
    getMyRank: 'GET retry',
    listUserPowers: 'POST',
    findOpenRankActivity: 'GET retry',
    submitNational21Address: 'POST',
    getMyInvites: 'GET retry',
    getNational21Activity: 'GET retry',
    national21Draw: 'GET once',
    listNational21Records: 'GET retry',
    listNational21Wins: 'GET retry',
    getNational21Pool: 'GET retry',
    getMyDraws: 'GET retry',
    submitWidgetAddress: 'POST',
  },
  auth: {
    hashPassword: 'not a call',
    sendSms: 'POST',
    registerLogin: 'POST',
    pwdLogin: 'POST',
    forgetPwd: 'POST',
    logout: 'POST',
    getUserInfoByToken: 'POST',
    exchangeToken: 'POST',
    findOneLoginToken: 'POST',
    getCaptchaStatus: 'POST',
    registerGt: 'POST',
    registerGtLegacy: 'POST',
    checkOldTelnum: 'POST',
    validateGt: 'POST',
  },
  comments: {
    listComments: 'GET retry',
    addComment: 'POST',
    toggleCommentPraise: 'POST',
  },
  common: {
    getVersions: 'GET retry',
    getDictItems: 'GET retry',
    getDictText: 'GET retry',
    getAppDownload: 'GET retry',
    getChannelPackage: 'POST',
    getAllPackages: 'GET retry',
    getEdgeSwitch: 'GET retry',
    getOpDictItems: 'GET retry',
  },
  content: {
    listArticles: 'POST',
    listArticleClasses: 'POST',
    searchArticles: 'POST',
    getArticle: 'GET retry',
    listClassifyArticles: 'GET retry',
    listBanners: 'GET retry',
  },
  games: {
    searchGames: 'GET retry',
    findServersByParam: 'GET retry',
    getGameInfo: 'GET retry',
    listMayBeLike: 'GET retry',
    listGamesByLabel: 'GET retry',
    listNewGames: 'GET retry',
    listComingSoon: 'GET retry',
    listHotHall: 'GET retry',
    listTop: 'GET retry',
    listCombatRecords: 'GET retry',
    getGameScore: 'GET retry',
    rateGame: 'POST',
    getRemarkIndex: 'GET retry',
    listRemarks: 'GET retry',
    addRemark: 'POST',
    toggleRemarkPraise: 'POST',
    getServerById: 'GET retry',
    listLabels: 'GET retry',
    listBmsLabels: 'GET retry',
    listAreas: 'GET retry',
    searchGameRepo: 'POST',
    getMobileGameDetail: 'GET retry',
    listRecommendGames: 'GET retry',
    getUserVipInfo: 'POST',
  },
  help: {
    listHelpClasses: 'POST',
    listHelpProblems: 'POST',
    getHelpArticle: 'POST',
    listHelpByChannel: 'POST',
    listCommonProblems: 'POST',
    searchHelpByTitle: 'POST',
  },
  leigod: {
    LEIGOD_TOKEN_CHANNEL: 'not a call',
    exchangeLeigodToken: 'POST',
    getLeigodActivity: 'GET retry',
    listLeigodPackages: 'GET retry',
    buyLeigodPackage: 'POST',
    getLeigodPrice: 'POST',
    getLeigodLevel: 'POST',
    getLeigodInvoiceState: 'POST',
    leigodDraw: 'POST',
    takeLeigodPresent: 'POST',
    listLeigodPrizes: 'POST',
    receiveLeigodPrize: 'POST',
    getSystemTime: 'GET retry',
  },
  order: {
    getBalance: 'GET retry',
    listCoinPackages: 'POST',
    listEsportPackages: 'POST',
    getCoinRate: 'POST',
    createOrder: 'POST',
    payOrder: 'POST',
    getOrderStatus: 'GET retry',
    newIdempotencyKey: 'not a call',
  },
};

interface Seen {
  method: string;
  opts: CallOptions | undefined;
}

const seen: Seen[] = [];

vi.mock('@/lib/http', async (importOriginal) => {
  const real = await importOriginal<typeof HttpModule>();
  const answer = () => Promise.resolve({ code: '0', msg: 'ok', data: { time: 0 }, total: 0, success: true });
  return {
    ...real,
    http: {
      get: (_url: string, _params: unknown, opts?: CallOptions) => {
        seen.push({ method: 'get', opts });
        return answer();
      },
      post: (_url: string, _body: unknown, opts?: CallOptions) => {
        seen.push({ method: 'post', opts });
        return answer();
      },
      request: (method: string, _url: string, opts?: CallOptions) => {
        seen.push({ method: method.toLowerCase(), opts });
        return answer();
      },
      setHooks: () => undefined,
    },
  };
});

const modules = import.meta.glob<Record<string, unknown>>('../../services/*.ts');

async function kindOf(exported: unknown): Promise<Kind> {
  if (typeof exported !== 'function') return 'not a call';
  seen.length = 0;
  try {
    await (exported as (...args: unknown[]) => unknown)('1', '1', '1');
  } catch {
    // a function that is not a call may reject dummy arguments; what it sent is what counts
  }
  if (seen.length === 0) return 'not a call';
  expect(seen, 'one service function makes one call').toHaveLength(1);
  const [{ method, opts }] = seen;
  if (method === 'get') {
    expect(typeof opts?.retry, 'a GET states retry explicitly').toBe('boolean');
    return opts?.retry ? 'GET retry' : 'GET once';
  }
  return 'POST';
}

describe('the retry property of every service function', () => {
  it('covers every module of services/', () => {
    const names = Object.keys(modules).map((p) => p.replace(/^.*\/(.+)\.ts$/, '$1'));
    expect(names.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.keys(EXPECTED))('services/%s.ts: each export against the table', async (name) => {
    const mod = await modules[`../../services/${name}.ts`]();
    expect(Object.keys(mod).sort()).toEqual(Object.keys(EXPECTED[name]).sort());
    const actual: Record<string, Kind> = {};
    for (const [key, value] of Object.entries(mod)) actual[key] = await kindOf(value);
    expect(actual).toEqual(EXPECTED[name]);
  });

  it('a GET sent once carries a fresh Idempotency-Key on every call; a retryable one none', async () => {
    const activity = await modules['../../services/activity.ts']();
    const keys: string[] = [];
    for (const name of ['luckDraw', 'luckDraw', 'luckDrawV2', 'giveOrderDraws', 'getActivityGift', 'national21Draw']) {
      seen.length = 0;
      await (activity[name] as (...a: unknown[]) => Promise<unknown>)(1);
      keys.push(String(seen[0].opts?.headers?.['Idempotency-Key']));
    }
    expect(keys.every((k) => /^[0-9a-f-]{32,36}$/.test(k))).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    seen.length = 0;
    await (activity.getDrawCount as (...a: unknown[]) => Promise<unknown>)(1);
    expect(seen[0].opts?.headers?.['Idempotency-Key']).toBeUndefined();
  });

  it('the state-changing GETs of the issue are all sent once', () => {
    const once = Object.values(EXPECTED).flatMap((m) => Object.entries(m).filter(([, k]) => k === 'GET once').map(([n]) => n));
    expect(once.sort()).toEqual(['getActivityGift', 'giveOrderDraws', 'luckDraw', 'luckDrawV2', 'national21Draw']);
  });
});
