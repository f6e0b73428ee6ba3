import { CAMPAIGNS, GiftType, type ActivityInfo, type ActivityKind } from '@/lib/activity-types';
import { cst } from './time';

/**
 * Read-only activity configuration of the back office: windows, rules, prize pools and weights.
 * Only stock, draws and records change at run time (they live in the store).
 */

export interface PrizeConfig {
  id: number;
  name: string;
  type: GiftType;
  image: string;
  /** Relative weight of the pick; the probability is weight / sum of weights. */
  weight: number;
  /** Starting stock; null for unlimited (谢谢参与, game time). */
  stock: number | null;
  /** Score a draw landing here adds in a rank activity. */
  points?: number;
}

export interface ActivityConfig extends Omit<ActivityInfo, 'kind'> {
  kind: ActivityKind;
  /** 8 prizes for the 九宫格 (index = slot), empty when the activity has no draw. */
  pool: PrizeConfig[];
  /** 口令 of a command activity; its popup gift needs it. */
  command?: string;
  /** The one-time gift of popu/getGift. */
  gift?: { giftId: number; giftName: string; giftType: GiftType; desc: string };
}

const RUNNING = { startTime: cst(2026, 6, 1), endTime: cst(2027, 6, 30, 23, 59, 59), isOnline: true };

const img = (key: string) => `/activity/prizes/${key}.webp`;

/** Pools are written as rows; the id is activityId * 10 + slot so it is unique across activities. */
type Row = [name: string, type: GiftType, image: string, weight: number, stock: number | null];

function pool(activityId: number, rows: Row[]): PrizeConfig[] {
  if (rows.length !== 8) throw new Error(`pool of ${activityId} needs 8 slots for the 九宫格`);
  return rows.map(([name, type, image, weight, stock], slot) => ({ id: activityId * 10 + slot, name, type, image: img(image), weight, stock }));
}

const THANKS: Row = ['谢谢参与', GiftType.Thanks, 'thanks', 30, null];

function rule(title: string, items: string[]): string {
  return `<h3>${title}</h3><ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
}

const COMMON_RULES = [
  '实物奖品请在中奖后 7 天内填写收货地址，逾期视为自动放弃，奖品将在活动结束后 15 个工作日内寄出。',
  'CDK 奖品可在「我的奖品」中查看并复制，前往 NN加速器客户端「兑换中心」使用。',
  '加速时长与 N币奖品自动发放到中奖账号，可在客户端中查看。',
  '如发现刷奖等违规行为，NN加速器有权取消其获奖资格。本活动最终解释权归 NN加速器所有。',
];

function config(
  activityId: number,
  activityName: string,
  kind: ActivityKind,
  rules: string[],
  extra: Partial<ActivityConfig> = {},
): ActivityConfig {
  return {
    activityId,
    activityName,
    kind,
    actRule: rule('活动规则', [...rules, ...COMMON_RULES]),
    banner: `/activity/banners/${activityId}.svg`,
    chestStyle: 2,
    pool: [],
    ...RUNNING,
    ...extra,
  };
}

const LOTTERY_POOL: Row[] = [
  ['雷蛇炼狱蝰蛇V3鼠标', GiftType.Physical, 'mouse', 2, 5],
  ['电竞会员7天', GiftType.GameTime, 'vip-7', 20, null],
  THANKS,
  ['电竞会员月卡CDK', GiftType.Cdk, 'cdk-month', 8, 50],
  ['N币×50', GiftType.NnCoin, 'coin-50', 15, 200],
  ['罗技G PRO X耳机', GiftType.Physical, 'headset', 1, 3],
  ['加速时长1天', GiftType.GameTime, 'time-1', 24, null],
  ['电竞会员季卡CDK', GiftType.Cdk, 'cdk-season', 3, 20],
];

const CHEST_POOL: Row[] = [
  ['金色宝箱·机械键盘', GiftType.Physical, 'keyboard', 2, 4],
  ['电竞会员3天', GiftType.GameTime, 'vip-3', 26, null],
  ['N币×20', GiftType.NnCoin, 'coin-20', 20, 300],
  ['电竞会员月卡CDK', GiftType.Cdk, 'cdk-month', 6, 40],
  THANKS,
  ['加速时长12小时', GiftType.GameTime, 'time-12h', 20, null],
  ['NN定制鼠标垫', GiftType.Physical, 'mousepad', 4, 30],
  ['电竞会员年卡CDK', GiftType.Cdk, 'cdk-year', 1, 5],
];

const SUMMER_POOL: Row[] = [
  ['Switch OLED 游戏机', GiftType.Physical, 'switch', 1, 2],
  ['电竞会员7天', GiftType.GameTime, 'vip-7', 22, null],
  ['N币×100', GiftType.NnCoin, 'coin-100', 10, 100],
  THANKS,
  ['电竞会员季卡CDK', GiftType.Cdk, 'cdk-season', 4, 30],
  ['NN夏日冰感T恤', GiftType.Physical, 'tshirt', 5, 50],
  ['加速时长1天', GiftType.GameTime, 'time-1', 25, null],
  ['电竞会员月卡CDK', GiftType.Cdk, 'cdk-month', 8, 60],
];

const MOON_POOL: Row[] = [
  ['NN中秋月饼礼盒', GiftType.Physical, 'mooncake', 3, 20],
  ['电竞会员3天', GiftType.GameTime, 'vip-3', 25, null],
  ['N币×30', GiftType.NnCoin, 'coin-30', 20, 300],
  THANKS,
  ['电竞会员月卡CDK', GiftType.Cdk, 'cdk-month', 6, 40],
  ['加速时长12小时', GiftType.GameTime, 'time-12h', 20, null],
  ['玉兔夜灯', GiftType.Physical, 'lamp', 3, 15],
  ['N币×8', GiftType.NnCoin, 'coin-8', 30, null],
];

const RED_ENVELOPE_POOL: Row[] = [
  ['88 N币红包', GiftType.NnCoin, 'red-88', 2, 20],
  ['8 N币红包', GiftType.NnCoin, 'red-8', 30, null],
  ['18 N币红包', GiftType.NnCoin, 'red-18', 15, 500],
  THANKS,
  ['电竞会员3天', GiftType.GameTime, 'vip-3', 20, null],
  ['电竞会员月卡CDK', GiftType.Cdk, 'cdk-month', 5, 50],
  ['188 N币红包', GiftType.NnCoin, 'red-188', 1, 5],
  ['加速时长6小时', GiftType.GameTime, 'time-6h', 25, null],
];

let configs: readonly ActivityConfig[] | null = null;

/** The campaign activities of CAMPAIGNS (read-only, built once). */
export function activityConfigs(): readonly ActivityConfig[] {
  return (configs ??= buildConfigs());
}

function buildConfigs(): ActivityConfig[] {
  return [
    config(CAMPAIGNS.benefits, '会员权益中心', 'benefit', ['开通或续费电竞会员即可获得对应权益，权益 CDK 在有效期内兑换有效。'], {}),
    config(CAMPAIGNS.nnActivity, '双十一狂欢九宫格', 'lottery', ['活动期间每充值一笔电竞会员订单可获得 1 次抽奖机会。', '每次抽奖消耗 1 次机会，奖品数量有限，先到先得。'], {
      pool: pool(CAMPAIGNS.nnActivity, LOTTERY_POOL),
    }),
    config(CAMPAIGNS.qmgogo, '全民GO·开宝箱', 'chest', ['每开启 1 个宝箱消耗 1 次机会，开通会员赠送开箱次数。', '宝箱奖品随机，稀有宝箱数量有限。'], {
      chestStyle: 1,
      pool: pool(CAMPAIGNS.qmgogo, CHEST_POOL),
    }),
    config(CAMPAIGNS.offlineHuya, '虎牙线下赛·宝箱狂欢', 'chest', ['线下赛观众扫码登录即可获得开箱机会。', '每个账号每日最多开启 10 个宝箱。'], {
      chestStyle: 2,
      pool: pool(CAMPAIGNS.offlineHuya, CHEST_POOL),
    }),
    config(CAMPAIGNS.summer, '暑期狂欢·邀请好友抽大奖', 'invite', ['每成功邀请 1 位新用户注册，双方各得 1 次抽奖机会。', '充值电竞会员额外赠送抽奖机会。'], {
      pool: pool(CAMPAIGNS.summer, SUMMER_POOL),
    }),
    config(CAMPAIGNS.zchelp, '助力好友·免费领会员', 'invite', ['分享助力链接，好友注册即为您助力 1 次。', '每获得 1 次助力即可抽奖 1 次。'], {
      pool: pool(CAMPAIGNS.zchelp, SUMMER_POOL),
    }),
    config(CAMPAIGNS.zqj, '中秋赏月·博饼排行', 'rank', ['每次抽奖可获得月饼积分，积分排名前 20 的玩家可获得排行奖励。', '排行奖励在活动结束后 7 个工作日内发放。'], {
      pool: pool(CAMPAIGNS.zqj, MOON_POOL).map((p, i) => ({ ...p, points: [20, 5, 3, 1, 8, 5, 15, 2][i] })),
    }),
    config(CAMPAIGNS.sem, '电竞会员限时特惠', 'esport', ['活动期间开通电竞会员享专属折扣价。', '特惠套餐每个账号限购 1 次。']),
    config(CAMPAIGNS.redEnvelope, '红包雨·N币抢不停', 'redenvelope', ['活动期间每天 12:00、20:00 各下一场红包雨。', '每场红包雨可点击 1 次，抢到的 N币自动到账。'], {
      pool: pool(CAMPAIGNS.redEnvelope, RED_ENVELOPE_POOL),
    }),
    config(CAMPAIGNS.nnNewVip, '新会员见面礼', 'gift', ['首次开通电竞会员的用户可领取见面礼包 1 份。'], {
      gift: { giftId: 710001, giftName: '新会员见面礼·电竞会员7天', giftType: GiftType.GameTime, desc: '7 天电竞会员时长，领取后自动到账' },
    }),
    config(CAMPAIGNS.joint, '联合活动专区', 'joint', ['与合作平台联合举办，按平台排行发放奖励。']),
    config(CAMPAIGNS.command, '口令兑换', 'command', ['在直播间或官方社群获取口令，输入口令即可兑换礼包。', '每个账号限兑换 1 次。'], {
      command: 'NN2026',
      gift: { giftId: 850001, giftName: '口令礼包·电竞会员月卡CDK', giftType: GiftType.Cdk, desc: '电竞会员月卡 CDK，前往客户端兑换中心使用' },
    }),
    config(CAMPAIGNS.ended, '国庆七天乐（已结束）', 'lottery', ['活动时间：2025年9月20日至10月8日。'], {
      startTime: cst(2025, 9, 20),
      endTime: cst(2025, 10, 8, 23, 59, 59),
      pool: pool(CAMPAIGNS.ended, LOTTERY_POOL),
    }),
    config(CAMPAIGNS.upcoming, '2027暑期预热抽奖', 'lottery', ['活动时间：2027年7月1日至8月31日，敬请期待。'], {
      startTime: cst(2027, 7, 1),
      endTime: cst(2027, 8, 31, 23, 59, 59),
      pool: pool(CAMPAIGNS.upcoming, LOTTERY_POOL),
    }),
  ];
}

export function findActivityConfig(activityId: number): ActivityConfig | undefined {
  return activityConfigs().find((a) => a.activityId === activityId);
}
