import { AwardType, CAMPAIGNS, GiftType, type LeigodActivity, type LeigodPackage } from '@/lib/activity-types';
import type { PrizeConfig } from './activities';
import { cst } from './time';

/** Accelerator-activity (leigod) configuration: the /gqlx campaign and a finished one. */

/** What the activity answer shows of it (GET /leigod/api/activity/{id}), plus what the sandbox runs. */
export interface LeigodActivityConfig extends Pick<LeigodActivity, 'id' | 'title' | 'rule' | 'start_time' | 'end_time' | 'is_online' | 'chestStyle'> {
  pool: PrizeConfig[];
  packages: LeigodPackage[];
  /** The free present of POST /leigod/api/activity/present (once per account). */
  present: { present_title: string; award_type: number; message: string };
  /** Repurchase offer: a buyer's next purchase costs this share of the price. */
  repurchaseDiscount: number;
}

const img = (key: string) => `/activity/prizes/${key}.webp`;

function prize(activityId: number, slot: number, name: string, type: GiftType, key: string, weight: number, stock: number | null): PrizeConfig {
  return { id: activityId * 10 + slot, name, type, image: img(key), weight, stock };
}

function gqlxPool(id: number): PrizeConfig[] {
  return [
    prize(id, 0, '国潮机械键盘', GiftType.Physical, 'keyboard', 2, 6),
    prize(id, 1, '加速时长3天', GiftType.GameTime, 'time-3', 25, null),
    prize(id, 2, '加速时长1天', GiftType.GameTime, 'time-1', 30, null),
    prize(id, 3, '谢谢参与', GiftType.Thanks, 'thanks', 20, null),
    prize(id, 4, '电竞耳机', GiftType.Physical, 'headset', 1, 3),
    prize(id, 5, '加速时长7天', GiftType.GameTime, 'time-7', 10, null),
    prize(id, 6, '国庆限定周边礼盒', GiftType.Physical, 'giftbox', 3, 10),
    prize(id, 7, '加速时长12小时', GiftType.GameTime, 'time-12h', 30, null),
  ];
}

function packages(id: number): LeigodPackage[] {
  return [
    { id: id * 100 + 1, name: '国庆月卡', days: 30, price: 25, original_price: 30, draw_num: 1, tag: '' },
    { id: id * 100 + 2, name: '国庆季卡', days: 90, price: 68, original_price: 90, draw_num: 3, tag: '大家都在买' },
    { id: id * 100 + 3, name: '国庆年卡', days: 365, price: 238, original_price: 360, draw_num: 10, tag: '大家都在买' },
  ];
}

const RULE = [
  '活动期间购买国庆特惠套餐即可获得对应抽奖次数，每位用户可免费领取 1 次见面礼。',
  '再次购买可享复购优惠价。',
  '实物奖品请在「我的奖品」中填写收货地址；加速时长奖品领取后自动发放到账号。',
  '本活动最终解释权归 NN加速器所有。',
];

function config(id: number, title: string, start: number, end: number, chestStyle: number): LeigodActivityConfig {
  return {
    id,
    title,
    rule: `<h3>活动规则</h3><ol>${RULE.map((r) => `<li>${r}</li>`).join('')}</ol>`,
    start_time: start,
    end_time: end,
    is_online: true,
    chestStyle,
    pool: gqlxPool(id),
    packages: packages(id),
    present: { present_title: '见面礼·加速时长1天', award_type: AwardType.GameTime, message: '加速时长1天' },
    repurchaseDiscount: 0.8,
  };
}

let configs: readonly LeigodActivityConfig[] | null = null;

export function leigodConfigs(): readonly LeigodActivityConfig[] {
  return (configs ??= [
    config(CAMPAIGNS.gqlx, '国庆礼享·开宝箱赢好礼', cst(2026, 9, 20), cst(2027, 6, 30, 23, 59, 59), 1),
    config(CAMPAIGNS.leigodEnded, '2025国庆礼享（已结束）', cst(2025, 9, 20), cst(2025, 10, 8, 23, 59, 59), 2),
  ]);
}

export function findLeigodConfig(id: number): LeigodActivityConfig | undefined {
  return leigodConfigs().find((a) => a.id === id);
}
