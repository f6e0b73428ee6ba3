// @vitest-environment node
// Behaviour across files: the sandbox keeps the wire contract, and the contract checks themselves catch a broken answer (contracts/*.ts against sandbox/handlers/**).
import { createHash } from 'node:crypto';
import { answerField, check, CONTRACTS, contractOf, minimal } from '@/contracts';
import { CAMPAIGNS, JOINT_CHANNELS } from '@/lib/activity-types';
import { setCaptchaMode, setGtRegisterMode } from '@/sandbox/model/captcha';
import { FIRST_HELP_ID, FIRST_NEWS_ID, FIRST_TOPIC_ID } from '@/sandbox/seed/content';
import { call, freshSandbox, loginBySms, post, sendSms } from '../support/sandbox-calls';

/**
 * Every sandbox answer the contracts (contracts/) describe keeps its contract: one real call per
 * contract, through the gateway, in the state the site makes it in.
 */

const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const PHONE = '13800138000';
const gtHeaders = () => {
  const timeStamp = String(Date.now());
  return { reqChannel: '4', countryCode: '86', telNum: PHONE, timeStamp, sign: md5(`${PHONE}${timeStamp}`) };
};
const json = async (path: string, init: Parameters<typeof call>[1] = {}) => (await call(path, init)).body as unknown;

/** One real call's answer, or several when the site sends the call in more than one form. */
type Recipe = () => Promise<unknown>;

let token: string | undefined;
/** The demo user's token header, logged in once per test (a second SMS within the minute is refused). */
async function signedIn() {
  token ??= (await loginBySms(PHONE)).retData.token;
  return { token };
}

async function createdOrder() {
  const { token } = await signedIn();
  const body = { orderType: 10, consumerType: 2, goodsId: 1003, actualAmount: 198, nbAmount: 0, idempotencyKey: `k-${Math.random()}` };
  const created = (await post<{ orderNo: string }>('/nnorder/unified/order/create', body, { token })) as unknown as { retData: { orderNo: string } };
  return { token, orderNo: created.retData.orderNo, created };
}

/** A game of the catalogue: 绝地求生 (gameId 101, its topic serverId 10231). */
const PUBG = { gameId: 101, serverId: 10231 };
const BIZ = '/nchannel/channel/business';
const PCA = '/nn-assist/pcAdvert';
const GIFT = '/activity/activity/gift';
const N21 = '/activity/national21';

/** An activity call as the site makes it: the activityId header, the token when signed in. */
async function actGet(path: string, activityId: number | null, withToken = true) {
  const headers: Record<string, string> = withToken ? await signedIn() : {};
  if (activityId !== null) headers.activityId = String(activityId);
  return json(path, { headers });
}

/** A Geetest pass solved through the sandbox's stand-in service, as the local gt.js solves it. */
async function solvedGeetest() {
  setCaptchaMode('slide');
  const reg = ((await post('/u-nnpc/api/v1/gt/register', {}, gtHeaders())) as unknown as { retData: { gt: string; challenge: string } }).retData;
  const got = (await post('/geetest/get', { gt: reg.gt, challenge: reg.challenge })) as unknown as { retData: { puzzle: { x: number } } };
  const pass = (await post('/geetest/ajax', { gt: reg.gt, challenge: reg.challenge, offset: got.retData.puzzle.x, duration: 900 })) as unknown as {
    retData: { validate: string };
  };
  const validate = pass.retData.validate;
  return { geetest_challenge: reg.challenge, geetest_validate: validate, geetest_seccode: `${validate}|jordan` };
}

/** The demo user's leigod account token (login/token's exchange of the site token). */
async function accountToken() {
  const exchanged = (await json('/leigod/api/user/login/token', { method: 'POST', body: { token_channel: 'nn', token: (await signedIn()).token } })) as {
    data: { account_token: string };
  };
  return exchanged.data.account_token;
}

/** The leigod account of the signed-in demo user on /gqlx, as the page holds it. */
async function leigodAccount() {
  return { activity_id: CAMPAIGNS.gqlx, account_token: await accountToken() };
}
const GQLX_PACKAGE = CAMPAIGNS.gqlx * 100 + 1;

const ADDRESS = { cneeName: '王小明', cneeMobile: PHONE, cneeAddr: '广东省 深圳市 南山区', cneeAddrDetail: '科技园南区 18 号' };

const RECIPES: Record<string, Recipe> = {
  'POST /u-nnpc/registerLogin': () => loginBySms(PHONE),
  'POST /u-nnpc/api/v2/user/pwdLogin': () =>
    post('/u-nnpc/api/v2/user/pwdLogin', { countryCode: '86', username: '13900139000', pwdEncry: md5('qwe123456'), pwd: md5('qwe123456'), type: 'phone', loginType: 'phone' }),
  'POST /u-nnpc/api/v2/userSms/sendSms': () => sendSms(PHONE),
  'POST /u-nnpc/forgetPwd': async () => {
    await sendSms(PHONE);
    const code = ((await call(`/__sandbox/sms?telNum=${PHONE}`)).body as unknown as { code: string }).code;
    return post('/u-nnpc/forgetPwd', { countryCode: '86', telNum: PHONE, pwdEncry: md5('newpass2026'), smsCode: code });
  },
  'POST /u-nnpc/logout': async () => post('/u-nnpc/logout', { appId: 'nn_web', token: (await signedIn()).token }),
  'POST /u-nnpc/getUserInfoByToken': async () => post('/u-nnpc/getUserInfoByToken', {}, await signedIn()),
  'POST /u-nnpc/api/v2/captcha/tx/findStatus': () => post('/u-nnpc/api/v2/captcha/tx/findStatus'),
  'POST /u-nnpc/api/v1/gt/register': () => {
    setCaptchaMode('slide');
    return post('/u-nnpc/api/v1/gt/register', {}, gtHeaders());
  },
  'POST /u-nnpc/gt/register': () => {
    setCaptchaMode('slide');
    setGtRegisterMode('offline');
    return post('/u-nnpc/gt/register', {}, gtHeaders());
  },
  'POST /u-nnpc/gt/validate': async () => post('/u-nnpc/gt/validate', await solvedGeetest()),
  'POST /u-nnpc/checkOldTelnum': async () => post('/u-nnpc/checkOldTelnum', { countryCode: '86', telNum: PHONE }, await signedIn()),
  'POST /u-nnpc/exchangeToken': async () => post('/u-nnpc/exchangeToken', { exchangedToken: (await signedIn()).token, exchangedAppId: 'nn_client' }),
  'POST /u-nnpc/api/v3/info/nn/findOneLoginToken': async () => post('/u-nnpc/api/v3/info/nn/findOneLoginToken', {}, await signedIn()),
  'GET /nnorder/order/account/balance': async () => json('/nnorder/order/account/balance', { headers: await signedIn() }),
  'POST /nnorder/recharge/config/find': () => post('/nnorder/recharge/config/find', { channel: 3, recommend: 0 }),
  'POST /nnorder/order/eSport/findAllESport': async () => post('/nnorder/order/eSport/findAllESport', { pageNo: 1, pageSize: 10 }, await signedIn()),
  'POST /nnorder/amount/settlement/rmb': () => post('/nnorder/amount/settlement/rmb', { nnCurrency: 100 }),
  'POST /nnorder/unified/order/create': async () => (await createdOrder()).created,
  'POST /nnorder/unified/order/pay': async () => {
    const { token, orderNo } = await createdOrder();
    return post('/nnorder/unified/order/pay', { orderNo, payType: 8, targetAccount: PHONE }, { token });
  },
  'GET /nnorder/unified/order/status/:orderNo': async () => {
    const { token, orderNo } = await createdOrder();
    return json(`/nnorder/unified/order/status/${orderNo}?v=1`, { headers: { token } });
  },
  // common: versions, dictionaries, downloads
  'GET /nn-version/share/channel': () => json('/nn-version/share/channel'),
  'GET /common/comm/dict/getDictItems/:key': () => json('/common/comm/dict/getDictItems/nn_friendlink', { headers: { reqChannel: '3' } }),
  'GET /common/comm/dict/getDictText/:key/:value': () => json('/common/comm/dict/getDictText/edge_Judgment_switch/1', { headers: { reqChannel: '3' } }),
  'GET /opapi/common/comm/dict/getDictItems/:dictcode': () => json('/opapi/common/comm/dict/getDictItems/nn_friendlink'),
  'GET /speed/gamemaster/dict/3/app_download/:key': () => json('/speed/gamemaster/dict/3/app_download/android'),
  'POST /speed/channel/package': () => post('/speed/channel/package', { channel: 'guanwang', platform: 3 }),
  'GET /speed/channel/allPackage': () => json('/speed/channel/allPackage', { headers: { version: '361' } }),
  'GET /speed/user/dict/edge_switch': () => json('/speed/user/dict/edge_switch'),

  // content: articles, banners, help, comments
  'POST /nn-assist/article/service/page': () => post('/nn-assist/article/service/page', { type: 'topic', pageNo: 1, pageSize: 10 }),
  'POST /nn-assist/article/class/page': () => post('/nn-assist/article/class/page', { type: 'news' }),
  'POST /nn-assist/article/search': () => post('/nn-assist/article/search', { keyword: '加速', pageNo: 1, pageSize: 10 }),
  'GET /nn-assist/article/detail': () => json(`/nn-assist/article/detail?id=${FIRST_TOPIC_ID}`),
  'GET /nn-assist/classify/article/list': () => json('/nn-assist/classify/article/list?classId=1&pageNo=1&pageSize=10'),
  'GET /nn-assist/banner/list': () => json('/nn-assist/banner/list?position=news'),
  [`POST ${PCA}/findAllClassify`]: () => post(`${PCA}/findAllClassify`),
  [`POST ${PCA}/findProblemByClassify`]: () => post(`${PCA}/findProblemByClassify`, { classifyId: 1, pageNo: 1, pageSize: 10 }),
  [`POST ${PCA}/findArticleContent/:id`]: () => post(`${PCA}/findArticleContent/${FIRST_HELP_ID}`),
  [`POST ${PCA}/findArticleByChannel`]: () => post(`${PCA}/findArticleByChannel`, { channel: 'newbie' }),
  [`POST ${PCA}/findAllCommonProblem`]: () => post(`${PCA}/findAllCommonProblem`),
  [`POST ${PCA}/findArticleByTitle`]: () => post(`${PCA}/findArticleByTitle`, { title: '加速' }),
  'GET /nn-assist/comment/list': async () =>
    json(`/nn-assist/comment/list?targetType=article&targetId=${FIRST_NEWS_ID}&pageNo=1&pageSize=10`, { headers: await signedIn() }),
  'POST /nn-assist/comment/add': async () => post('/nn-assist/comment/add', { targetType: 'game', targetId: PUBG.gameId, content: '很流畅[微笑]' }, await signedIn()),
  'POST /nn-assist/comment/praise': async () => {
    const list = (await json(`/nn-assist/comment/list?targetType=article&targetId=${FIRST_NEWS_ID}&pageNo=1&pageSize=1`)) as { retData: { id: number }[] };
    return post('/nn-assist/comment/praise', { commentId: list.retData[0]!.id }, await signedIn());
  },

  // games: the catalogue, detail, ratings, remarks
  [`GET ${BIZ}/findSearchServer`]: () => json(`${BIZ}/findSearchServer?keyword=${encodeURIComponent('英雄')}&pageNo=1&pageSize=10`),
  [`GET ${BIZ}/findServerByParam`]: () => json(`${BIZ}/findServerByParam?platform=pc&sortFlied=score&pageNo=1&pageSize=10`),
  [`GET ${BIZ}/findGameInfo/:gameId`]: () => json(`${BIZ}/findGameInfo/${PUBG.gameId}`),
  [`GET ${BIZ}/findMayBeLike/:gameId`]: () => json(`${BIZ}/findMayBeLike/${PUBG.gameId}`),
  [`GET ${BIZ}/findServerByLabel/:labelId`]: () => json(`${BIZ}/findServerByLabel/9?pageNo=1&pageSize=10`),
  [`GET ${BIZ}/findNewServer`]: () => json(`${BIZ}/findNewServer`),
  [`GET ${BIZ}/findComingSoonServer`]: () => json(`${BIZ}/findComingSoonServer`),
  [`GET ${BIZ}/findHotHall`]: () => json(`${BIZ}/findHotHall?platform=app`),
  [`GET ${BIZ}/findTop`]: () => json(`${BIZ}/findTop`),
  [`GET ${BIZ}/findCombatRecord`]: () => json(`${BIZ}/findCombatRecord?serverId=${PUBG.serverId}`),
  [`GET ${BIZ}/findGameScore/:gameId`]: async () => {
    const headers = await signedIn();
    await post(`${BIZ}/addGameScore`, { serverId: PUBG.serverId, score: 5 }, headers);
    return json(`${BIZ}/findGameScore/${PUBG.gameId}`, { headers });
  },
  [`POST ${BIZ}/addGameScore`]: async () => post(`${BIZ}/addGameScore`, { serverId: PUBG.serverId, score: 4 }, await signedIn()),
  [`GET ${BIZ}/findRemarkIndex`]: async () => json(`${BIZ}/findRemarkIndex?serverId=${PUBG.serverId}`, { headers: await signedIn() }),
  [`GET ${BIZ}/findRemark`]: () => json(`${BIZ}/findRemark?serverId=${PUBG.serverId}&pageNo=2&pageSize=10`),
  [`POST ${BIZ}/addNoticeRemark`]: async () => post(`${BIZ}/addNoticeRemark`, { serverId: PUBG.serverId, content: '延迟低了[赞]' }, await signedIn()),
  [`POST ${BIZ}/modifyRemarkPraise`]: async () => {
    const remarks = (await json(`${BIZ}/findRemarkIndex?serverId=${PUBG.serverId}`)) as { retData: { remarkId: number }[] };
    return post(`${BIZ}/modifyRemarkPraise`, { remarkId: remarks.retData[0]!.remarkId }, await signedIn());
  },
  [`GET ${BIZ}/findServerById/:serverId`]: () => json(`${BIZ}/findServerById/${PUBG.serverId}`),
  'GET /speed/gamemaster/label/list': () => json('/speed/gamemaster/label/list'),
  'GET /speed/gamemaster/label/bms/list': () => json('/speed/gamemaster/label/bms/list'),
  'GET /speed/area/list': () => json('/speed/area/list'),
  'POST /speed/mobile/game/seo/repo': () => post('/speed/mobile/game/seo/repo', { no: 1, size: 24, sortFlied: 'hot', serverName: '', labelIds: [8] }),
  'GET /speed/mobile/game/detail': () => json(`/speed/mobile/game/detail?gameId=${PUBG.gameId}`),
  'GET /speed/mobile/game/recommendgame': () => json('/speed/mobile/game/recommendgame?platform=pc'),
  'POST /sgame/index/qryUserVipInfo': async () => post('/sgame/index/qryUserVipInfo', { serverId: PUBG.serverId }, await signedIn()),

  // activity: gift, popu, eSport, ranks, benefits, joint, national21
  [`GET ${GIFT}/activity`]: () => actGet(`${GIFT}/activity`, CAMPAIGNS.nnActivity, false),
  [`GET ${GIFT}/luckDraw`]: () => actGet(`${GIFT}/luckDraw`, CAMPAIGNS.nnActivity),
  [`GET ${GIFT}/v2/luckDraw`]: () => actGet(`${GIFT}/v2/luckDraw`, CAMPAIGNS.redEnvelope),
  [`GET ${GIFT}/lotteryRecord`]: () => actGet(`${GIFT}/lotteryRecord?pageNo=1&pageSize=4`, CAMPAIGNS.nnActivity),
  [`GET ${GIFT}/onLinePool`]: () => actGet(`${GIFT}/onLinePool`, CAMPAIGNS.nnActivity, false),
  [`GET ${GIFT}/pool`]: () => actGet(`${GIFT}/pool`, CAMPAIGNS.qmgogo, false),
  [`GET ${GIFT}/v2/pool`]: () => actGet(`${GIFT}/v2/pool`, CAMPAIGNS.redEnvelope),
  [`GET ${GIFT}/user/lottryNum`]: () => actGet(`${GIFT}/user/lottryNum`, CAMPAIGNS.nnActivity),
  [`GET ${GIFT}/validOrderGiveDraw`]: () => actGet(`${GIFT}/validOrderGiveDraw`, CAMPAIGNS.nnActivity),
  [`POST ${GIFT}/cnee`]: async () => {
    // Both forms the site sends: the gift flow's (the demo user's unclaimed physical record) …
    const records = (await actGet(`${GIFT}/lotteryRecord?pageNo=1&pageSize=20`, CAMPAIGNS.nnActivity)) as {
      data: { list: { id: number; giftType: number; cneeStatus: number }[] };
    };
    const unclaimed = records.data.list.find((r) => r.giftType === 3 && r.cneeStatus === 0)!;
    const giftFlow = await json(`${GIFT}/cnee`, { method: 'POST', body: { id: unclaimed.id, ...ADDRESS }, headers: await signedIn() });
    // … and the prize widget's whole form (its 国潮机械键盘 record, 待填写地址).
    const widget = await json(`${GIFT}/cnee`, {
      method: 'POST',
      body: { username: '王小明', phone: PHONE, cneeAddr: ['440000', '440300', '440305'], handleAddr: '广东省/深圳市/南山区', address: '科技园南区 18 号', prize_id: 700001, account_token: await accountToken(), country_code: '86' },
    });
    return [giftFlow, widget];
  },
  'GET /activity/popu/getGift': () => actGet('/activity/popu/getGift', CAMPAIGNS.nnNewVip),
  'GET /activity/popu/getLottryRecordDetail': async () => {
    const records = (await actGet(`${GIFT}/lotteryRecord?pageNo=1&pageSize=1`, CAMPAIGNS.nnActivity)) as { data: { list: { id: number }[] } };
    return actGet(`/activity/popu/getLottryRecordDetail?id=${records.data.list[0]!.id}`, null);
  },
  'GET /activity/activity/eSport/esportListByActivityId': () =>
    actGet(`/activity/activity/eSport/esportListByActivityId?activityId=${CAMPAIGNS.sem}`, CAMPAIGNS.sem, false),
  'GET /activity/activity/eSport/listByActivityId': () => actGet(`/activity/activity/eSport/listByActivityId?activityId=${CAMPAIGNS.nnNewVip}`, CAMPAIGNS.nnNewVip, false),
  'GET /activity/web/midAutumn/getRank': () => actGet('/activity/web/midAutumn/getRank', CAMPAIGNS.zqj, false),
  'GET /activity/web/midAutumn/getMyRank': () => actGet('/activity/web/midAutumn/getMyRank', CAMPAIGNS.zqj),
  'POST /activity/userPower/getUserPower': async () =>
    json('/activity/userPower/getUserPower', { method: 'POST', body: { activityId: CAMPAIGNS.benefits }, headers: { ...(await signedIn()), activityId: String(CAMPAIGNS.benefits) } }),
  'GET /activity/channel/activity/findOpenRankActivity/:channelId': () => actGet(`/activity/channel/activity/findOpenRankActivity/${JOINT_CHANNELS.huya}`, null, false),
  [`POST ${N21}/cnee`]: async () => {
    // A /summer win of the Switch (slot 0, physical), pinned through the QA control, then its address.
    await call('/__sandbox/draw', { method: 'POST', body: { activityId: CAMPAIGNS.summer, slot: 0 } });
    const drawn = (await actGet(`${N21}/luckDraw?t=${Date.now()}`, CAMPAIGNS.summer)) as { data: { recordId: number } };
    const body = { id: drawn.data.recordId, ...ADDRESS };
    return json(`${N21}/cnee`, { method: 'POST', body, headers: { ...(await signedIn()), activityId: String(CAMPAIGNS.summer) } });
  },
  [`GET ${N21}/getMyInvite`]: () => actGet(`${N21}/getMyInvite?t=${Date.now()}`, CAMPAIGNS.summer),
  [`GET ${N21}/activity`]: () => actGet(`${N21}/activity?t=${Date.now()}`, CAMPAIGNS.zchelp, false),
  [`GET ${N21}/luckDraw`]: () => actGet(`${N21}/luckDraw?t=${Date.now()}`, CAMPAIGNS.summer),
  [`GET ${N21}/lotteryRecord`]: () => actGet(`${N21}/lotteryRecord?t=${Date.now()}&pageNo=1&pageSize=4`, CAMPAIGNS.summer),
  [`GET ${N21}/luckRecord`]: () => actGet(`${N21}/luckRecord?t=${Date.now()}`, CAMPAIGNS.summer, false),
  [`GET ${N21}/pool`]: () => actGet(`${N21}/pool?t=${Date.now()}`, CAMPAIGNS.summer, false),
  [`GET ${N21}/qryMyDraw`]: () => actGet(`${N21}/qryMyDraw?t=${Date.now()}`, CAMPAIGNS.zchelp),

  // leigod: the accelerator activity (/gqlx)
  'POST /leigod/api/user/login/token': async () => json('/leigod/api/user/login/token', { method: 'POST', body: { token_channel: 'nn', token: (await signedIn()).token } }),
  'GET /leigod/api/activity/package': () => json(`/leigod/api/activity/package?activity_id=${CAMPAIGNS.gqlx}`),
  'GET /leigod/api/activity/:id': async () => json(`/leigod/api/activity/${CAMPAIGNS.gqlx}?account_token=${(await leigodAccount()).account_token}`),
  'POST /leigod/api/user/package/buy/nn': async () =>
    json('/leigod/api/user/package/buy/nn', { method: 'POST', body: { ...(await leigodAccount()), package_id: GQLX_PACKAGE } }),
  'POST /leigod/api/user/invoice/price/nn': async () =>
    json('/leigod/api/user/invoice/price/nn', { method: 'POST', body: { ...(await leigodAccount()), package_id: GQLX_PACKAGE } }),
  'POST /leigod/api/user/package/level': async () => json('/leigod/api/user/package/level', { method: 'POST', body: await leigodAccount() }),
  'POST /leigod/api/user/invoice/state/nn': async () => {
    const account = await leigodAccount();
    const bought = (await json('/leigod/api/user/package/buy/nn', { method: 'POST', body: { ...account, package_id: GQLX_PACKAGE } })) as { data: { invoice_id: string } };
    return json('/leigod/api/user/invoice/state/nn', { method: 'POST', body: { ...account, invoice_id: bought.data.invoice_id } });
  },
  'POST /leigod/api/activity/draw': async () => json('/leigod/api/activity/draw', { method: 'POST', body: await leigodAccount() }),
  'POST /leigod/api/activity/present': async () => json('/leigod/api/activity/present', { method: 'POST', body: await leigodAccount() }),
  'GET /leigod/tools/system_time': () => json('/leigod/tools/system_time'),
  'POST /leigod/api/user/prize_list': async () =>
    json('/leigod/api/user/prize_list', { method: 'POST', body: { activity_id: CAMPAIGNS.gqlx, page: 1, size: 4, account_token: await accountToken() } }),
  'POST /leigod/api/user/receive': async () =>
    json('/leigod/api/user/receive', { method: 'POST', body: { account_token: await accountToken(), prize_id: 700002, is_auth_use: 1 } }),
};

beforeEach(() => {
  freshSandbox();
  token = undefined;
});

describe('the sandbox keeps the wire contract', () => {
  it('every contract has a call here (none goes unchecked)', () => {
    expect(Object.keys(RECIPES).sort()).toEqual(Object.keys(CONTRACTS).sort());
  });

  it.each(Object.keys(CONTRACTS))('%s', async (key) => {
    const answered = await RECIPES[key]!();
    for (const answer of (Array.isArray(answered) ? answered : [answered]) as Record<string, unknown>[]) {
      const success = answer.success === true || answer.code === 0;
      expect(success, JSON.stringify(answer)).toBe(true);
      expect(check(answerField(CONTRACTS[key]!), answer)).toEqual([]);
    }
  });
});

describe('the contract checks themselves', () => {
  const gt = CONTRACTS['POST /u-nnpc/api/v1/gt/register']!;
  const answer = { retCode: '100', retMsg: 'ok', success: true, retData: { success: 1, gt: 'g', challenge: 'c', new_captcha: true, puzzle: { x: 1, y: 2, seed: 3, width: 300, height: 160, size: 42 } } };

  it('an answer that drops a required field breaks it; a wrong type too', () => {
    const { challenge: _dropped, ...withoutChallenge } = answer.retData;
    expect(check(answerField(gt), { ...answer, retData: withoutChallenge })).toEqual(['$.retData.challenge: required, missing']);
    expect(check(answerField(gt), { ...answer, retData: { ...answer.retData, success: '1' } })).toEqual(['$.retData.success: expected number, got string']);
  });

  it('the least answer drops the sandbox-only fields and every field the contract does not name', () => {
    expect(minimal(answerField(gt), { ...answer, extra: 1, retData: { ...answer.retData, qa: true } })).toEqual({
      retCode: '100',
      retMsg: 'ok',
      success: true,
      retData: { success: 1, gt: 'g', challenge: 'c', new_captcha: true },
    });
  });

  it('a paged list needs its total; elsewhere the least answer drops it (the site may not read it)', () => {
    const page = CONTRACTS['GET /nn-assist/comment/list']!;
    const rows = { retCode: '100', retMsg: 'ok', success: true, retData: [] };
    expect(check(answerField(page), rows)).toEqual(['$.total: required, missing']);
    expect(check(answerField(page), { ...rows, total: 0 })).toEqual([]);
    const detail = CONTRACTS['GET /nchannel/channel/business/findServerById/:serverId']!;
    const found = { ...rows, total: 0, retData: { serverId: 10231, gameId: 101, gameName: '绝地求生' } };
    expect(check(answerField(detail), found)).toEqual([]);
    expect(minimal(answerField(detail), found)).not.toHaveProperty('total');
  });

  it('finds a call by method and path, with path parameters', () => {
    expect(contractOf('GET', '/nnorder/unified/order/status/NN123')?.key).toBe('GET /nnorder/unified/order/status/:orderNo');
    expect(contractOf('post', '/u-nnpc/registerLogin')?.key).toBe('POST /u-nnpc/registerLogin');
    expect(contractOf('GET', '/u-nnpc/registerLogin')).toBeNull();
    // An exact path wins over a parameter: /leigod/api/activity/package is not activity/:id.
    expect(contractOf('GET', '/leigod/api/activity/package')?.key).toBe('GET /leigod/api/activity/package');
    expect(contractOf('GET', '/leigod/api/activity/3021')?.key).toBe('GET /leigod/api/activity/:id');
  });
});
