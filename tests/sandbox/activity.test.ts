// @vitest-environment node
// Behaviour across files: the sandbox's draw engine — the activity seed, draws, gift records and addresses (sandbox/handlers/activity/gift.ts, draw.ts; model/activity*.ts; seed/activity/*).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CAMPAIGNS, type DrawCount, type DrawResult, type GiftRecord, type Paged, type PoolOverview, type PoolPrize } from '@/lib/activity-types';
import { mutate } from '@/sandbox/db';
import { setActivityRandom } from '@/sandbox/model/activity';
import { seedState } from '@/sandbox/seed';
import { activityConfigs, findActivityConfig } from '@/sandbox/seed/activity/activities';
import { cst } from '@/sandbox/seed/activity/time';
import { freshSandbox, useSandboxClock } from '../support/sandbox-calls';
import { actGet, actPost, siteToken } from '../support/activity-calls';

const GIFT = '/activity/activity/gift';
const LOTTERY = CAMPAIGNS.nnActivity;
const TODAY = cst(2026, 11, 22, 10);

beforeEach(() => {
  freshSandbox();
  useSandboxClock(TODAY);
});
afterEach(() => setActivityRandom(null));

describe('activity seed', () => {
  it('has every campaign of CAMPAIGNS with a 9-grid pool where it draws, and is deterministic', () => {
    const ids = new Set(activityConfigs().map((a) => a.activityId));
    for (const [name, id] of Object.entries(CAMPAIGNS)) if (!name.startsWith('gqlx') && !name.startsWith('leigod')) expect(ids).toContain(id);
    for (const a of activityConfigs()) if (a.pool.length) expect(a.pool).toHaveLength(8);
    expect(JSON.stringify(seedState().activity)).toBe(JSON.stringify(seedState().activity));
  });

  it('answers activity info in the {code, msg, data} envelope; an unknown id is 3003', async () => {
    const info = await actGet<{ activityId: number; isOnline: boolean; actRule: string; startTime: number }>(`${GIFT}/activity`, LOTTERY);
    expect(info.code).toBe(0);
    expect(info.data).toMatchObject({ activityId: LOTTERY, isOnline: true });
    expect(info.data.actRule).toContain('<li>');
    expect(await actGet(`${GIFT}/activity`, 424242)).toMatchObject({ code: 3003, msg: '活动不存在' });
    expect(await actGet(`${GIFT}/activity`, null)).toMatchObject({ code: 3003 });
  });
});

describe('draws', () => {
  it('3001 outside the window: ended, not started, and one ms past the end', async () => {
    let token = await siteToken();
    for (const id of [CAMPAIGNS.ended, CAMPAIGNS.upcoming]) {
      expect(await actGet(`${GIFT}/luckDraw`, id, token)).toMatchObject({ code: 3001, msg: '抱歉，活动不在有效期' });
    }
    const end = findActivityConfig(LOTTERY)!.endTime;
    const clock = useSandboxClock(end);
    token = await siteToken('13700137000'); // tokens live 7 days: log in again at the edge
    expect((await actGet(`${GIFT}/luckDraw`, LOTTERY, token)).code).toBe(0);
    clock.advance(1);
    expect((await actGet(`${GIFT}/luckDraw`, LOTTERY, token)).code).toBe(3001);
  });

  it('requires login: the site auth codes in the activity envelope', async () => {
    expect(await actGet(`${GIFT}/luckDraw`, LOTTERY)).toMatchObject({ code: 'auth_40001', data: null });
    expect((await actGet(`${GIFT}/user/lottryNum`, LOTTERY, 'forged')).code).toBe('auth_40001');
  });

  it('13800138000 has 3 draws, then 您还没有抽奖次数,请先充值; 13900139000 has none', async () => {
    const token = await siteToken();
    expect((await actGet<DrawCount>(`${GIFT}/user/lottryNum`, LOTTERY, token)).data).toEqual({ remain: 3, used: 0, fromInvites: 0 });
    const remains: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await actGet<DrawResult>(`${GIFT}/luckDraw`, LOTTERY, token);
      expect(res.code).toBe(0);
      expect(res.data.slotIndex).toBeGreaterThanOrEqual(0);
      expect(res.data.slotIndex).toBeLessThan(8);
      remains.push(res.data.remain);
    }
    expect(remains).toEqual([2, 1, 0]);
    expect(await actGet(`${GIFT}/luckDraw`, LOTTERY, token)).toMatchObject({ code: 3002, msg: '您还没有抽奖次数,请先充值' });
    const poor = await siteToken('13900139000');
    expect(await actGet(`${GIFT}/luckDraw`, LOTTERY, poor)).toMatchObject({ code: 3002 });
  });

  it('a not-won draw (谢谢参与) answers win false and records nothing', async () => {
    const token = await siteToken();
    setActivityRandom(() => 0.4); // weight 2+20 < 0.4*103 → slot 2, 谢谢参与
    const res = await actGet<DrawResult>(`${GIFT}/luckDraw`, LOTTERY, token);
    expect(res.data).toMatchObject({ win: false, slotIndex: 2, recordId: null, cdk: null, prize: { name: '谢谢参与' } });
    const records = await actGet<Paged<GiftRecord>>(`${GIFT}/lotteryRecord?pageNo=1&pageSize=4`, LOTTERY, token);
    expect(records.data.total).toBe(5);
  });

  it('a CDK win shows the CDK and lands in the records', async () => {
    const token = await siteToken();
    setActivityRandom(() => 53 / 103); // cumulative 2,22,52,60 → slot 3 (电竞会员月卡CDK)
    const res = await actGet<DrawResult>(`${GIFT}/luckDraw`, LOTTERY, token);
    expect(res.data).toMatchObject({ win: true, slotIndex: 3, prize: { name: '电竞会员月卡CDK' } });
    expect(res.data.cdk).toMatch(/^NNVIP-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const detail = await actGet<GiftRecord>(`/activity/popu/getLottryRecordDetail?id=${res.data.recordId}`, null, token);
    expect(detail.data).toMatchObject({ giftCode: res.data.cdk, giftType: 1, cneeStatusStr: '已发放' });
    const pool = await actGet<PoolPrize[]>(`${GIFT}/pool`, LOTTERY);
    expect(pool.data[3]).toMatchObject({ stock: 49, soldOut: false });
  });

  it('20 concurrent draws on the last unit of a prize: one winner, stock never below 0, count never below 0', async () => {
    const token = await siteToken();
    mutate((s) => {
      s.activity.stock[String(LOTTERY)]![String(LOTTERY * 10)] = 1;
      s.activity.draws[String(LOTTERY)]!['13800138000'] = { granted: 20, used: 0 };
    });
    setActivityRandom(() => 0); // every pick lands on slot 0, the physical mouse
    const results = await Promise.all(Array.from({ length: 20 }, () => actGet<DrawResult>(`${GIFT}/luckDraw`, LOTTERY, token)));
    expect(results.every((r) => r.code === 0)).toBe(true);
    const mice = results.filter((r) => r.data.slotIndex === 0);
    expect(mice).toHaveLength(1);
    // Sold out → the next slot (电竞会员7天, unlimited).
    expect(results.filter((r) => r.data.slotIndex === 1)).toHaveLength(19);
    expect(results.map((r) => r.data.remain).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    const pool = await actGet<PoolPrize[]>(`${GIFT}/pool`, LOTTERY);
    expect(pool.data[0]).toMatchObject({ stock: 0, soldOut: true });
    expect((await actGet(`${GIFT}/luckDraw`, LOTTERY, token)).code).toBe(3002);
    expect((await actGet<DrawCount>(`${GIFT}/user/lottryNum`, LOTTERY, token)).data).toMatchObject({ remain: 0, used: 20 });
  });

  it('v2 pool and v2 draw: remain null for visitors, the count for the user', async () => {
    const token = await siteToken();
    const visitor = await actGet<PoolOverview>(`${GIFT}/v2/pool`, CAMPAIGNS.redEnvelope);
    expect(visitor.data.remain).toBeNull();
    expect(visitor.data.prizes).toHaveLength(8);
    expect((await actGet<PoolOverview>(`${GIFT}/v2/pool`, CAMPAIGNS.redEnvelope, token)).data.remain).toBe(3);
    expect((await actGet<DrawResult>(`${GIFT}/v2/luckDraw`, CAMPAIGNS.redEnvelope, token)).data.remain).toBe(2);
  });
});

describe('records and addresses', () => {
  it('pages the records four at a time, newest first', async () => {
    const token = await siteToken();
    const first = await actGet<Paged<GiftRecord>>(`${GIFT}/lotteryRecord?pageNo=1&pageSize=4`, LOTTERY, token);
    const second = await actGet<Paged<GiftRecord>>(`${GIFT}/lotteryRecord?pageNo=2&pageSize=4`, LOTTERY, token);
    expect(first.data.total).toBe(5);
    expect(first.data.list).toHaveLength(4);
    expect(second.data.list).toHaveLength(1);
    const times = [...first.data.list, ...second.data.list].map((r) => r.createTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const empty = await actGet<Paged<GiftRecord>>(`${GIFT}/lotteryRecord`, LOTTERY, await siteToken('13900139000'));
    expect(empty.data).toEqual({ list: [], total: 0 });
  });

  it('validates the winner address with the SPEC §5 messages, then 操作成功! and 待发货, once', async () => {
    const token = await siteToken();
    const records = (await actGet<Paged<GiftRecord>>(`${GIFT}/lotteryRecord?pageSize=10`, LOTTERY, token)).data.list;
    const physical = records.find((r) => r.giftType === 3 && r.cneeStatus === 0)!;
    const good = { id: physical.id, cneeName: '王小明', cneeMobile: '13800138000', cneeAddr: '广东省 深圳市 南山区', cneeAddrDetail: '科技园南区 18 号' };
    const cases: Array<[Partial<typeof good>, string]> = [
      [{ cneeName: '' }, '请输入您的姓名'],
      [{ cneeMobile: '' }, '请输入您的手机号'],
      [{ cneeMobile: '1380013800' }, '请输入正确的手机号!'],
      [{ cneeAddr: '' }, '请选择您的所在区域'],
      [{ cneeAddrDetail: '' }, '请输入您的详细地址'],
      [{ cneeAddrDetail: '门口🎁' }, '详细地址最多100个字，且不能包含表情符号'],
      [{ cneeAddrDetail: '长'.repeat(500) }, '详细地址最多100个字，且不能包含表情符号'],
      [{ cneeName: '小明😀' }, '姓名只能包含中英文字符，最多20个字'],
      [{ cneeName: '王'.repeat(300_000) }, '姓名只能包含中英文字符，最多20个字'],
      [{ cneeMobile: '1'.repeat(300_000) }, '请输入正确的手机号!'],
      // The region is one of the region list's names, never free text.
      [{ cneeAddr: '广'.repeat(300_000) }, '请选择您的所在区域'],
      [{ cneeAddr: '火星 奥林帕斯山 山顶' }, '请选择您的所在区域'],
      [{ cneeAddr: '广东省 深圳市 朝阳区' }, '请选择您的所在区域'],
      [{ cneeAddr: '广东省 深圳市 南山区<script>' }, '请选择您的所在区域'],
    ];
    for (const [change, msg] of cases) expect(await actPost(`${GIFT}/cnee`, { ...good, ...change }, token)).toMatchObject({ code: 3004, msg });
    for (const cneeAddr of ['北京市 朝阳区', '北京市 北京市 朝阳区', '广东省 东莞市', '新疆维吾尔自治区 乌鲁木齐市 天山区']) {
      expect(await actPost(`${GIFT}/cnee`, { ...good, id: 0, cneeAddr }, token)).toMatchObject({ code: 3011 }); // the region passed: no such record
    }
    expect(await actPost(`${GIFT}/cnee`, good, token)).toMatchObject({ code: 0, msg: '操作成功!' });
    const after = await actGet<GiftRecord>(`/activity/popu/getLottryRecordDetail?id=${physical.id}`, null, token);
    expect(after.data).toMatchObject({ cneeStatus: 1, cneeStatusStr: '待发货', cneeAddr: '广东省 深圳市 南山区 科技园南区 18 号' });
    expect((await actPost(`${GIFT}/cnee`, good, token)).code).toBe(3012);
    const cdk = records.find((r) => r.giftType === 1)!;
    expect((await actPost(`${GIFT}/cnee`, { ...good, id: cdk.id }, token)).code).toBe(3013);
    const other = await siteToken('13900139000');
    expect((await actPost(`${GIFT}/cnee`, good, other)).code).toBe(3011);
  });

  it('credits one draw per paid order in the window, once', async () => {
    const token = await siteToken();
    mutate((s) => {
      s.orders.T1 = { orderNo: 'T1', status: 2, createdAt: TODAY, expiresAt: TODAY + 1, updatedAt: TODAY, phone: '13800138000', detail: {} };
      s.orders.T2 = { orderNo: 'T2', status: 1, createdAt: TODAY, expiresAt: TODAY + 1, updatedAt: TODAY, phone: '13800138000', detail: {} };
    });
    expect((await actGet(`${GIFT}/validOrderGiveDraw`, LOTTERY, token)).data).toEqual({ given: 1, remain: 4 });
    expect((await actGet(`${GIFT}/validOrderGiveDraw`, LOTTERY, token)).data).toEqual({ given: 0, remain: 4 });
  });

  it('shows the winners ticker with masked names', async () => {
    const wins = await actGet<Array<{ nickName: string; prizeName: string }>>(`${GIFT}/onLinePool`, LOTTERY);
    expect(wins.data.length).toBe(5);
    expect(wins.data[0]!.nickName).toBe('电**王');
  });
});
