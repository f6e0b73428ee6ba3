import { AwardType, CAMPAIGNS, GiftType, type BenefitRecord, type InviteEntry } from '@/lib/activity-types';
import { giftStatusText } from '@/lib/activity';
import type { DrawLedger, SandboxActivityState, StoredGiftRecord, StoredWidgetPrize } from '../../model/activity-state';
import { activityConfigs, type PrizeConfig } from './activities';
import { leigodConfigs } from './leigod';
import { RANK_PLAYERS } from './extras';
import { DAY, HOUR, SEED_NOW, cst } from './time';

/** The starting activity state: stock, draw counts, the demo users' records, benefits and invites. */

const RICH = '13800138000';
const EMPTY = '13900139000';
const THIRD = '13700137000';

function stockOf(pool: readonly PrizeConfig[]): Record<string, number> {
  const stock: Record<string, number> = {};
  for (const p of pool) if (p.stock !== null) stock[String(p.id)] = p.stock;
  return stock;
}

/** Invite activities earn draws by invites: the rich demo user's 3 draws come from 3 seeded invites. */
const INVITE_GRANTS: Record<number, number> = { [CAMPAIGNS.summer]: 0, [CAMPAIGNS.zchelp]: 2 };

function seedDraws(): SandboxActivityState['draws'] {
  const draws: SandboxActivityState['draws'] = {};
  const ids = [...activityConfigs().filter((a) => a.pool.length).map((a) => a.activityId), ...leigodConfigs().map((a) => a.id)];
  for (const id of ids) {
    const ledger = (granted: number): DrawLedger => ({ granted, used: 0 });
    draws[String(id)] = { [RICH]: ledger(INVITE_GRANTS[id] ?? 3), [EMPTY]: ledger(0), [THIRD]: ledger(1) };
  }
  return draws;
}

function seedStock(): SandboxActivityState['stock'] {
  const stock: SandboxActivityState['stock'] = {};
  for (const a of activityConfigs()) if (a.pool.length) stock[String(a.activityId)] = stockOf(a.pool);
  for (const a of leigodConfigs()) stock[String(a.id)] = stockOf(a.pool);
  return stock;
}

type RecordSeed = [activityId: number, slot: number, hoursAgo: number, cneeStatus: 0 | 1 | 2, giftCode: string];

const RECORD_SEEDS: RecordSeed[] = [
  [CAMPAIGNS.nnActivity, 3, 2, 0, 'NNVIP-M8K2-7QX4-P9ZD'],
  [CAMPAIGNS.nnActivity, 0, 5, 0, ''],
  [CAMPAIGNS.nnActivity, 1, 26, 0, ''],
  [CAMPAIGNS.nnActivity, 5, 50, 2, ''],
  [CAMPAIGNS.nnActivity, 4, 74, 0, ''],
  [CAMPAIGNS.qmgogo, 0, 30, 1, ''],
  [CAMPAIGNS.summer, 7, 8, 0, 'NNVIP-S3RT-K2LM-88QA'],
];

const SHIPPED_TO = { name: '王小明', mobile: '13800138000', region: '广东省 深圳市 南山区', detail: '科技园南区高新南七道 18 号 3 栋 1201' };

function seedRecords(): StoredGiftRecord[] {
  return RECORD_SEEDS.map(([activityId, slot, hoursAgo, cneeStatus, giftCode], i) => {
    const prize = activityConfigs().find((a) => a.activityId === activityId)!.pool[slot]!;
    const createTime = SEED_NOW - hoursAgo * HOUR;
    const shipped = prize.type === GiftType.Physical && cneeStatus > 0;
    const record: StoredGiftRecord = {
      id: 900001 + i,
      giftId: prize.id,
      activityId,
      giftName: prize.name,
      giftType: prize.type,
      giftCode,
      cneeStatus: prize.type === GiftType.Physical ? cneeStatus : 2,
      cneeStatusStr: '',
      cneeAddr: shipped ? `${SHIPPED_TO.region} ${SHIPPED_TO.detail}` : '',
      createTime,
      phone: RICH,
      ...(shipped ? { address: { ...SHIPPED_TO, at: createTime + HOUR } } : {}),
    };
    record.cneeStatusStr = giftStatusText(record);
    return record;
  }).sort((a, b) => b.createTime - a.createTime);
}

type WidgetSeed = [slot: number, daysAgo: number, status: 0 | 1, title: string, message: string];

const WIDGET_SEEDS: WidgetSeed[] = [
  [0, 0.2, 0, '待填写地址', '请在 7 天内填写收货地址'],
  [1, 0.5, 0, '待领取', '加速时长3天'],
  [2, 1, 1, '已领取', '加速时长1天已到账'],
  [4, 2, 1, '已填写地址', '将于活动结束后 15 个工作日内发货'],
  [7, 3, 1, '已领取', '加速时长12小时已到账'],
];

function seedWidgetPrizes(): StoredWidgetPrize[] {
  const gqlx = leigodConfigs().find((a) => a.id === CAMPAIGNS.gqlx)!;
  return WIDGET_SEEDS.map(([slot, daysAgo, status, status_title, message], i) => {
    const prize = gqlx.pool[slot]!;
    return {
      id: 700001 + i,
      status,
      status_title,
      award_type: prize.type === GiftType.Physical ? AwardType.Physical : AwardType.GameTime,
      present_title: prize.name,
      message,
      phone: RICH,
      activityId: gqlx.id,
      createTime: SEED_NOW - daysAgo * DAY,
    };
  });
}

function seedBenefits(): SandboxActivityState['benefits'] {
  const expires = cst(2027, 3, 31, 23, 59, 59);
  const list: BenefitRecord[] = [
    { powerType: 3, powerName: '电竞会员月卡CDK', powerExpireTime: expires, cdk: 'NNPW-3M7Q-K8ZL-2D9X' },
    { powerType: 4, powerName: '电竞会员季卡CDK', powerExpireTime: expires, cdk: 'NNPW-4S2R-T6YB-Q1WE' },
    { powerType: 5, powerName: '电竞会员年卡CDK', powerExpireTime: cst(2027, 11, 30, 23, 59, 59), cdk: 'NNPW-5Y9H-P3CV-M7NA' },
    { powerType: 6, powerName: '会员专属宝箱', powerExpireTime: expires, cdk: 'NNPW-6B4X-L8JD-R2TU' },
    { powerType: 7, powerName: '幸运空投·加速时长7天', powerExpireTime: expires, cdk: 'NNPW-7K1F-W5GE-H3PO' },
  ];
  return { [RICH]: list };
}

function seedInvites(): SandboxActivityState['invites'] {
  const at = (daysAgo: number) => SEED_NOW - daysAgo * DAY;
  const summer: InviteEntry[] = [
    { nickName: '峡谷**风', registerTime: at(1) },
    { nickName: '吃鸡**王', registerTime: at(3) },
    { nickName: '夜**手', registerTime: at(6) },
  ];
  return { [String(CAMPAIGNS.summer)]: { [RICH]: summer }, [String(CAMPAIGNS.zchelp)]: { [RICH]: [{ nickName: '月**影', registerTime: at(2) }] } };
}

function seedScores(): SandboxActivityState['scores'] {
  const scores: Record<string, number> = { [RICH]: 36, [THIRD]: 120 };
  for (const p of RANK_PLAYERS) scores[`seed:${p.nickName}`] = p.score;
  return { [String(CAMPAIGNS.zqj)]: scores };
}

export function seedActivityState(): SandboxActivityState {
  const records = seedRecords();
  const widgetPrizes = seedWidgetPrizes();
  return {
    stock: seedStock(),
    draws: seedDraws(),
    records,
    nextRecordId: 900001 + records.length,
    creditedOrders: {},
    giftsTaken: {},
    benefits: seedBenefits(),
    invites: seedInvites(),
    scores: seedScores(),
    widgetPrizes,
    nextWidgetPrizeId: 700001 + widgetPrizes.length,
    leigodTokens: {},
    invoices: {},
    nextInvoiceNo: 1,
    presents: {},
  };
}
