// @vitest-environment node
// Behaviour across files: the sandbox's leigod APIs — token and time, the activity, draw and present, packages and invoices, the prize widget (sandbox/handlers/activity/leigod.ts, prize-widget.ts; model/activity-leigod.ts, activity-store.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGNS, type LeigodActivity, type LeigodDrawResult, type LeigodInvoice, type LeigodPrice, type Paged, type WidgetPrize } from '@/lib/activity-types';
import { setActivityRandom } from '@/sandbox/model/activity';
import { activityState } from '@/sandbox/model/activity-store';
import { ACCOUNT_TOKEN_TTL_MS } from '@/sandbox/model/activity-leigod';
import { cst } from '@/sandbox/seed/activity/time';
import { freshSandbox, useSandboxClock } from '../support/sandbox-calls';
import { act, actPost, leigodAccountToken as accountToken, siteToken } from '../support/activity-calls';

const API = '/leigod/api';
const GQLX = CAMPAIGNS.gqlx;
const NOW = cst(2026, 11, 22, 10);

let clock: ReturnType<typeof useSandboxClock>;
beforeEach(() => {
  freshSandbox();
  clock = useSandboxClock(NOW);
});
afterEach(() => setActivityRandom(null));

describe('leigod token and time', () => {
  it('exchanges a site token for an account token; a bad site token gets its auth code', async () => {
    const res = await actPost<{ account_token: string; expires_in: number }>(`${API}/user/login/token`, { token_channel: 'nn', token: await siteToken() });
    expect(res).toMatchObject({ code: 0, data: { expires_in: 7200 } });
    expect(res.data.account_token).toMatch(/^[0-9a-f]{32}$/);
    expect(await actPost(`${API}/user/login/token`, { token_channel: 'nn', token: 'nope' })).toMatchObject({ code: 'auth_40001', data: null });
  });

  it('system_time is the server clock', async () => {
    expect(await act(`/leigod/tools/system_time`)).toEqual({ code: 0, msg: 'success', data: { time: NOW } });
  });

  it('an expired account token answers auth_40002 (the client then clears silently)', async () => {
    const token = await accountToken();
    clock.advance(ACCOUNT_TOKEN_TTL_MS + 1);
    expect((await actPost(`${API}/user/prize_list`, { account_token: token, activity_id: GQLX, page: 1, size: 4 })).code).toBe('auth_40002');
    expect((await actPost(`${API}/user/prize_list`, { account_token: 'forged', activity_id: GQLX, page: 1, size: 4 })).code).toBe('auth_40001');
  });
});

describe('leigod activity, draw and present', () => {
  it('shows the activity with the account draws; ended activity refuses draws', async () => {
    const token = await accountToken();
    const info = await act<LeigodActivity>(`${API}/activity/${GQLX}?account_token=${token}`);
    expect(info.data).toMatchObject({ id: GQLX, is_online: true, chestStyle: 1, draw_num: 3, present_taken: false });
    expect((await act<LeigodActivity>(`${API}/activity/${GQLX}`)).data.draw_num).toBe(0);
    expect((await act(`${API}/activity/999`)).code).toBe(3003);
    expect((await actPost(`${API}/activity/draw`, { account_token: token, activity_id: CAMPAIGNS.leigodEnded })).code).toBe(3001);
  });

  it('a win becomes a status-0 widget record; the present is taken once', async () => {
    const token = await accountToken();
    setActivityRandom(() => 0); // slot 0: 国潮机械键盘 (physical)
    const draw = await actPost<LeigodDrawResult>(`${API}/activity/draw`, { account_token: token, activity_id: GQLX });
    expect(draw.data).toMatchObject({ win: true, slotIndex: 0, remain: 2 });
    const present = await actPost<{ prize_id: number; award_type: number }>(`${API}/activity/present`, { account_token: token, activity_id: GQLX });
    expect(present.data.award_type).toBe(1);
    expect((await actPost(`${API}/activity/present`, { account_token: token, activity_id: GQLX })).code).toBe(3012);
    const list = await actPost<Paged<WidgetPrize>>(`${API}/user/prize_list`, { account_token: token, activity_id: GQLX, page: 1, size: 4 });
    expect(list.data.total).toBe(7);
    expect(list.data.list.map((p) => p.id)).toEqual([present.data.prize_id, draw.data.prize_id, 700001, 700002]);
    expect(list.data.list[1]).toMatchObject({ status: 0, award_type: 2, present_title: '国潮机械键盘' });
  });
});

describe('packages and invoices', () => {
  it('buys a package, is paid in the client, adds draws, then offers the repurchase price', async () => {
    const token = await accountToken();
    const pkgs = await act<Array<{ id: number; draw_num: number; price: number }>>(`${API}/activity/package?activity_id=${GQLX}`);
    const season = pkgs.data[1]!;
    const base = { account_token: token, activity_id: GQLX, package_id: season.id };
    expect((await actPost<LeigodPrice>(`${API}/user/invoice/price/nn`, base)).data).toMatchObject({ price: 68, repurchase: false });
    const invoice = await actPost<LeigodInvoice>(`${API}/user/package/buy/nn`, base);
    expect(invoice.data).toMatchObject({ state: 0, price: 68 });
    const poll = { account_token: token, activity_id: GQLX, invoice_id: invoice.data.invoice_id };
    expect((await actPost<LeigodInvoice>(`${API}/user/invoice/state/nn`, poll)).data.state).toBe(0);
    clock.advance(2000);
    expect((await actPost<LeigodInvoice>(`${API}/user/invoice/state/nn`, poll)).data.state).toBe(1);
    expect((await actPost<LeigodInvoice>(`${API}/user/invoice/state/nn`, poll)).data.state).toBe(1);
    expect((await act<LeigodActivity>(`${API}/activity/${GQLX}?account_token=${token}`)).data.draw_num).toBe(3 + season.draw_num);
    expect((await actPost(`${API}/user/package/level`, { account_token: token, activity_id: GQLX })).data).toEqual({ level: 1, repurchase: true });
    expect((await actPost<LeigodPrice>(`${API}/user/invoice/price/nn`, base)).data).toMatchObject({ price: 54.4, discount: 0.8, repurchase: true });
    expect((await actPost(`${API}/user/package/buy/nn`, { ...base, package_id: 1 })).code).toBe(4001);
  });
});

describe('prize widget', () => {
  // SPEC §7: the widget's list and redemption are leigod's; its address goes where the gift flow's does.
  const LIST = `${API}/user/prize_list`;
  const CNEE = '/activity/activity/gift/cnee';

  it('pages four records, redeems a boost once, refuses to redeem a physical prize', async () => {
    const token = await accountToken();
    const page = (n: number) => actPost<Paged<WidgetPrize>>(LIST, { activity_id: GQLX, page: n, size: 4, account_token: token });
    const first = await page(1);
    expect(first.data.total).toBe(5);
    expect(first.data.list).toHaveLength(4);
    expect((await page(2)).data.list).toHaveLength(1);
    const boost = first.data.list.find((p) => p.status === 0 && p.award_type !== 2)!;
    const redeem = () => actPost(`${API}/user/receive`, { account_token: token, prize_id: boost.id, is_auth_use: 1 });
    expect(await redeem()).toMatchObject({ code: 0, msg: '兑换成功' });
    expect(await redeem()).toMatchObject({ code: 3012 });
    const physical = first.data.list.find((p) => p.status === 0 && p.award_type === 2)!;
    expect((await actPost(`${API}/user/receive`, { account_token: token, prize_id: physical.id, is_auth_use: 1 })).code).toBe(3013);
    const empty = await actPost<Paged<WidgetPrize>>(LIST, { activity_id: GQLX, page: 1, size: 4, account_token: await accountToken('13900139000') });
    expect(empty.data).toEqual({ list: [], total: 0 });
  });

  it('validates the widget address, then marks the prize', async () => {
    const token = await accountToken();
    const good = {
      username: '王小明',
      phone: '13800138000',
      cneeAddr: ['440000', '440300', '440305'],
      handleAddr: '广东省/深圳市/南山区',
      address: '科技园南区 18 号',
      prize_id: 700001,
      account_token: token,
      country_code: '86',
    };
    const bad: Array<[Partial<typeof good>, string]> = [
      [{ username: '' }, '请输入您的姓名'],
      [{ phone: '138001380' }, '请输入正确的手机号!'],
      [{ cneeAddr: [] }, '请选择您的所在区域'],
      [{ address: '' }, '请输入您的详细地址'],
      // The codes must be a province / city / district path of the region list.
      [{ cneeAddr: ['440000', '440300', '9'.repeat(300_000)] }, '请选择您的所在区域'],
      [{ cneeAddr: ['440000', '440300', '110105'] }, '请选择您的所在区域'],
      [{ cneeAddr: ['440000', '440300', '440305', '440306'] }, '请选择您的所在区域'],
      [{ username: '王'.repeat(300_000) }, '姓名只能包含中英文字符，最多20个字'],
      [{ address: '路'.repeat(300_000) }, '详细地址最多100个字，且不能包含表情符号'],
    ];
    for (const [change, msg] of bad) expect(await actPost(CNEE, { ...good, ...change })).toMatchObject({ code: 3004, msg });
    expect(await actPost(CNEE, good)).toMatchObject({ code: 0, msg: '操作成功!' });
    const list = await actPost<Paged<WidgetPrize>>(LIST, { activity_id: GQLX, page: 1, size: 4, account_token: token });
    expect(list.data.list.find((p) => p.id === 700001)).toMatchObject({ status: 1, status_title: '已填写地址' });
    // The stored region is named from the codes, not the client's handleAddr echo.
    const stored = activityState().widgetPrizes.find((p) => p.id === 700001)!;
    expect(stored.address?.region).toBe('广东省 深圳市 南山区');
    expect((await actPost(CNEE, good)).code).toBe(3012);
  });
});
