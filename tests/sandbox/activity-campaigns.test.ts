// @vitest-environment node
// Behaviour across files: the sandbox's campaign APIs — national21 invites, the midAutumn rank, benefits, eSport, popu and channel (sandbox/handlers/activity/national21.ts, mid-autumn.ts, esport.ts, popu.ts, channel.ts, user-power.ts; model/activity*.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGNS, JOINT_CHANNELS, type BenefitRecord, type DrawCount, type DrawResult, type GiftRecord, type JointActivity, type MyInvites, type MyRank, type RankEntry } from '@/lib/activity-types';
import { setActivityRandom } from '@/sandbox/model/activity';
import { cst } from '@/sandbox/seed/activity/time';
import { freshSandbox, loginBySms, useSandboxClock } from '../support/sandbox-calls';
import { actGet, actPost, siteToken } from '../support/activity-calls';

const N21 = '/activity/national21';

beforeEach(() => {
  freshSandbox();
  useSandboxClock(cst(2026, 11, 22, 10));
});
afterEach(() => setActivityRandom(null));

describe('national21 (invites)', () => {
  it('counts one draw per invite and gives the invite link', async () => {
    const token = await siteToken();
    const draws = await actGet<DrawCount>(`${N21}/qryMyDraw?t=${Date.now()}`, CAMPAIGNS.summer, token);
    expect(draws.data).toEqual({ remain: 3, used: 0, fromInvites: 3 });
    const invites = await actGet<MyInvites>(`${N21}/getMyInvite`, CAMPAIGNS.summer, token);
    expect(invites.data).toMatchObject({ inviteCode: 'NN20480001', inviteLink: '/summer?from=NN20480001', total: 3 });
    const draw = await actGet<DrawResult>(`${N21}/luckDraw`, CAMPAIGNS.summer, token);
    expect(draw.data.remain).toBe(2);
    expect((await actGet(`${N21}/activity`, CAMPAIGNS.summer)).data).toMatchObject({ activityId: CAMPAIGNS.summer, kind: 'invite' });
    expect((await actGet<unknown[]>(`${N21}/pool`, CAMPAIGNS.summer)).data).toHaveLength(8);
    expect((await actGet<{ total: number }>(`${N21}/lotteryRecord?pageNo=1&pageSize=4`, CAMPAIGNS.summer, token)).data.total).toBeGreaterThanOrEqual(1);
    expect((await actGet<unknown[]>(`${N21}/luckRecord`, CAMPAIGNS.summer)).data.length).toBeGreaterThanOrEqual(1);
  });

  it('a new user registered with the invite code adds a draw', async () => {
    const token = await siteToken();
    await loginBySms('13500135000', { marketingSource: 'NN20480001' });
    await loginBySms('13600136000', { marketingSource: 'somewhere-else' });
    const draws = await actGet<DrawCount>(`${N21}/qryMyDraw`, CAMPAIGNS.summer, token);
    expect(draws.data).toEqual({ remain: 4, used: 0, fromInvites: 4 });
    const invites = await actGet<MyInvites>(`${N21}/getMyInvite`, CAMPAIGNS.summer, token);
    expect(invites.data.invites[0]).toMatchObject({ nickName: 'N**0' });
  });

  it('takes the winner address through national21/cnee', async () => {
    const token = await siteToken();
    setActivityRandom(() => 0); // slot 0: Switch OLED (physical)
    const draw = await actGet<DrawResult>(`${N21}/luckDraw`, CAMPAIGNS.summer, token);
    expect(draw.data).toMatchObject({ win: true, prize: { type: 3 } });
    const form = { id: draw.data.recordId, cneeName: '李雷', cneeMobile: '13912345678', cneeAddr: '北京市 北京市 海淀区', cneeAddrDetail: '中关村大街 1 号' };
    expect(await actPost(`${N21}/cnee`, form, token, CAMPAIGNS.summer)).toMatchObject({ code: 0, msg: '操作成功!' });
  });
});

describe('midAutumn rank', () => {
  it('ranks the top 20 and places the user; a draw adds its points', async () => {
    const rank = await actGet<RankEntry[]>('/activity/web/midAutumn/getRank', CAMPAIGNS.zqj);
    expect(rank.data).toHaveLength(20);
    expect(rank.data[0]).toMatchObject({ rank: 1, score: 986, prizeName: 'iPhone 17 Pro' });
    const token = await siteToken();
    const before = (await actGet<MyRank>('/activity/web/midAutumn/getMyRank', CAMPAIGNS.zqj, token)).data;
    expect(before).toMatchObject({ score: 36, nickName: '电**王' });
    expect(before.rank).toBeGreaterThan(20);
    setActivityRandom(() => 0); // slot 0: 20 points
    await actGet('/activity/activity/gift/luckDraw', CAMPAIGNS.zqj, token);
    expect((await actGet<MyRank>('/activity/web/midAutumn/getMyRank', CAMPAIGNS.zqj, token)).data.score).toBe(56);
    const fresh = await siteToken('13900139000');
    expect((await actGet<MyRank>('/activity/web/midAutumn/getMyRank', CAMPAIGNS.zqj, fresh)).data).toMatchObject({ rank: null, score: 0 });
  });
});

describe('benefits (activity 10024)', () => {
  it('lists powerType 3–7 records for the member and [] for the empty account', async () => {
    const full = await actPost<BenefitRecord[]>('/activity/userPower/getUserPower', { activityId: CAMPAIGNS.benefits }, await siteToken());
    expect(full.code).toBe(0);
    expect(full.data.map((b) => b.powerType)).toEqual([3, 4, 5, 6, 7]);
    for (const b of full.data) expect(b.cdk).toMatch(/^NNPW-/);
    const empty = await actPost<BenefitRecord[]>('/activity/userPower/getUserPower', { activityId: CAMPAIGNS.benefits }, await siteToken('13900139000'));
    expect(empty).toMatchObject({ code: 0, data: [] });
    expect((await actPost('/activity/userPower/getUserPower', { activityId: CAMPAIGNS.benefits })).code).toBe('auth_40001');
  });
});

describe('eSport, popu and channel', () => {
  it('lists the activity offers and gift items', async () => {
    const offers = await actGet<Array<{ esportComboDay: number }>>('/activity/activity/eSport/esportListByActivityId', CAMPAIGNS.sem);
    expect(offers.data.map((o) => o.esportComboDay)).toEqual([30, 90, 365]);
    expect((await actGet<unknown[]>('/activity/activity/eSport/listByActivityId', CAMPAIGNS.nnNewVip)).data).toHaveLength(3);
    expect((await actGet<unknown[]>('/activity/activity/eSport/listByActivityId', CAMPAIGNS.nnActivity)).data).toEqual([]);
  });

  it('redeems a command once: wrong 口令 3015, right → CDK record, again 3012', async () => {
    const token = await siteToken();
    expect(await actGet('/activity/popu/getGift?command=WRONG', CAMPAIGNS.command, token)).toMatchObject({ code: 3015, msg: '口令错误，请重新输入' });
    const ok = await actGet<GiftRecord>('/activity/popu/getGift?command=nn2026', CAMPAIGNS.command, token);
    expect(ok.data).toMatchObject({ giftType: 1, giftName: '口令礼包·电竞会员月卡CDK' });
    expect(ok.data.giftCode).toMatch(/^NNVIP-/);
    expect(await actGet('/activity/popu/getGift?command=NN2026', CAMPAIGNS.command, token)).toMatchObject({ code: 3012, msg: '您已领取过该礼包' });
    expect((await actGet('/activity/popu/getGift', CAMPAIGNS.nnActivity, token)).code).toBe(3003);
  });

  it('finds the open joint activity of a channel; a closed channel is 3003', async () => {
    const huya = await actGet<JointActivity>(`/activity/channel/activity/findOpenRankActivity/${JOINT_CHANNELS.huya}`, null);
    expect(huya.data).toMatchObject({ channelId: 501, partnerName: '虎牙直播', isOnline: true });
    expect(huya.data.rankList[0]).toMatchObject({ rank: 1 });
    expect((await actGet(`/activity/channel/activity/findOpenRankActivity/${JOINT_CHANNELS.bilibili}`, null)).code).toBe(3003);
    expect((await actGet('/activity/channel/activity/findOpenRankActivity/abc', null)).code).toBe(3003);
  });
});
