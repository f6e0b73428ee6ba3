// @vitest-environment node
import { createHash } from 'node:crypto';
import { answerField, check, CONTRACTS, contractOf, minimal } from '@/contracts';
import { CAMPAIGNS } from '@/lib/activity-types';
import { setCaptchaMode, setGtRegisterMode } from '@/sandbox/model/captcha';
import { leigodAccountToken } from '../sandbox/activity-helpers';
import { call, freshSandbox, loginBySms, post, sendSms } from '../sandbox/helpers';

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

type Recipe = () => Promise<unknown>;

async function signedIn() {
  return { token: (await loginBySms(PHONE)).retData.token };
}

async function createdOrder() {
  const { token } = await signedIn();
  const body = { orderType: 10, consumerType: 2, goodsId: 1003, actualAmount: 198, nbAmount: 0, idempotencyKey: `k-${Math.random()}` };
  const created = (await post<{ orderNo: string }>('/nnorder/unified/order/create', body, { token })) as unknown as { retData: { orderNo: string } };
  return { token, orderNo: created.retData.orderNo, created };
}

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
  'GET /nnorder/order/account/balance': async () => json('/nnorder/order/account/balance', { headers: await signedIn() }),
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
  'POST /leigod/api/user/prize_list': async () =>
    json('/leigod/api/user/prize_list', { method: 'POST', body: { activity_id: CAMPAIGNS.gqlx, page: 1, size: 4, account_token: await leigodAccountToken() } }),
  'POST /leigod/api/user/receive': async () =>
    json('/leigod/api/user/receive', { method: 'POST', body: { account_token: await leigodAccountToken(), prize_id: 700002, is_auth_use: 1 } }),
  'POST /activity/activity/gift/cnee': async () =>
    json('/activity/activity/gift/cnee', {
      method: 'POST',
      body: { username: '王小明', phone: PHONE, cneeAddr: ['440000', '440300', '440305'], handleAddr: '广东省/深圳市/南山区', address: '科技园南区 18 号', prize_id: 700001, account_token: await leigodAccountToken(), country_code: '86' },
    }),
};

beforeEach(() => freshSandbox());

describe('the sandbox keeps the wire contract', () => {
  it('every contract has a call here (none goes unchecked)', () => {
    expect(Object.keys(RECIPES).sort()).toEqual(Object.keys(CONTRACTS).sort());
  });

  it.each(Object.keys(CONTRACTS))('%s', async (key) => {
    const answer = (await RECIPES[key]!()) as Record<string, unknown>;
    const success = answer.success === true || answer.code === 0;
    expect(success, JSON.stringify(answer)).toBe(true);
    expect(check(answerField(CONTRACTS[key]!), answer)).toEqual([]);
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

  it('finds a call by method and path, with path parameters', () => {
    expect(contractOf('GET', '/nnorder/unified/order/status/NN123')?.key).toBe('GET /nnorder/unified/order/status/:orderNo');
    expect(contractOf('post', '/u-nnpc/registerLogin')?.key).toBe('POST /u-nnpc/registerLogin');
    expect(contractOf('GET', '/u-nnpc/registerLogin')).toBeNull();
  });
});
