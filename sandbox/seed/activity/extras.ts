import { CAMPAIGNS, GiftType, JOINT_CHANNELS, type ActivityGiftItem, type EsportOffer, type RankEntry } from '@/lib/activity-types';

/** Read-only catalogue data around the activities: rank players, joint channels, offers, gift items. */

/** Seeded players of the 中秋 rank (nicknames already masked as the rank shows them). */
export const RANK_PLAYERS: ReadonlyArray<{ nickName: string; score: number }> = [
  ['月下**客', 986], ['嫦**兔', 921], ['桂花**酒', 877], ['中秋**饼', 803], ['吃鸡**王', 760],
  ['峡谷**风', 702], ['赏月**人', 655], ['五仁**党', 611], ['蛋黄**酥', 570], ['夜**手', 522],
  ['团圆**夜', 480], ['玉**盘', 433], ['电竞**喵', 391], ['清**影', 350], ['明月**心', 302],
  ['星河**旅', 266], ['广寒**宫', 231], ['秋**色', 188], ['云**月', 152], ['花灯**会', 97],
].map(([nickName, score]) => ({ nickName: nickName as string, score: score as number }));

/** Prize of a rank position, the same for every rank list. */
export function rankPrize(rank: number): string {
  if (rank === 1) return 'iPhone 17 Pro';
  if (rank <= 3) return '雷蛇黑寡妇机械键盘';
  if (rank <= 10) return '电竞会员年卡';
  if (rank <= 20) return '电竞会员月卡';
  return '';
}

export interface JointChannelConfig {
  channelId: number;
  partnerName: string;
  title: string;
  /** false: the channel has no open rank activity. */
  open: boolean;
  rank: Array<{ nickName: string; score: number }>;
}

export const JOINT_CHANNEL_CONFIGS: readonly JointChannelConfig[] = [
  {
    channelId: JOINT_CHANNELS.huya,
    partnerName: '虎牙直播',
    title: 'NN加速器 × 虎牙直播：观赛加速排行榜',
    open: true,
    rank: [
      { nickName: '虎牙**哥', score: 1280 }, { nickName: '超神**手', score: 1105 }, { nickName: '观赛**人', score: 990 },
      { nickName: '弹幕**侠', score: 874 }, { nickName: '主播**粉', score: 760 },
    ],
  },
  {
    channelId: JOINT_CHANNELS.douyu,
    partnerName: '斗鱼直播',
    title: 'NN加速器 × 斗鱼直播：鱼丸加速挑战',
    open: true,
    rank: [
      { nickName: '鱼丸**多', score: 1530 }, { nickName: '火箭**队', score: 1312 }, { nickName: '斗鱼**萌', score: 1024 },
    ],
  },
  { channelId: JOINT_CHANNELS.bilibili, partnerName: '哔哩哔哩', title: 'NN加速器 × 哔哩哔哩：夏日应援（已结束）', open: false, rank: [] },
];

export function rankEntries(rows: ReadonlyArray<{ nickName: string; score: number }>): RankEntry[] {
  return rows.map((r, i) => ({ rank: i + 1, nickName: r.nickName, score: r.score, prizeName: rankPrize(i + 1) }));
}

/** Membership offers of the /sem activity (prices in yuan). */
export const ESPORT_OFFERS: Readonly<Record<number, readonly EsportOffer[]>> = {
  [CAMPAIGNS.sem]: [
    { id: 51001, esportComboName: '电竞会员月卡', esportComboDay: 30, preferentialPrice: 19.9, originalPrice: 30, tag: '' },
    { id: 51002, esportComboName: '电竞会员季卡', esportComboDay: 90, preferentialPrice: 54, originalPrice: 90, tag: '大家都在买' },
    { id: 51003, esportComboName: '电竞会员年卡', esportComboDay: 365, preferentialPrice: 198, originalPrice: 360, tag: '大家都在买' },
  ],
};

/** The gift items an activity hands out (listByActivityId). */
export const ACTIVITY_GIFT_ITEMS: Readonly<Record<number, readonly ActivityGiftItem[]>> = {
  [CAMPAIGNS.nnNewVip]: [
    { giftId: 710001, giftName: '电竞会员7天', giftType: GiftType.GameTime, image: '/activity/prizes/vip-7.webp', desc: '新会员见面礼，领取后自动到账' },
    { giftId: 710002, giftName: '专属头像框', giftType: GiftType.GameTime, image: '/activity/prizes/frame.webp', desc: '开通会员后在个人中心佩戴' },
    { giftId: 710003, giftName: '语音房专属标识', giftType: GiftType.GameTime, image: '/activity/prizes/badge.webp', desc: '开黑语音房中展示会员标识' },
  ],
  [CAMPAIGNS.sem]: [
    { giftId: 510001, giftName: '加速时长1天', giftType: GiftType.GameTime, image: '/activity/prizes/time-1.webp', desc: '开通任意特惠套餐即赠' },
    { giftId: 510002, giftName: '电竞会员月卡CDK', giftType: GiftType.Cdk, image: '/activity/prizes/cdk-month.webp', desc: '开通年卡额外赠送' },
  ],
};
