import type { CampaignProps, CampaignView } from '../load-campaign';
import { ChestView } from './chest-view';
import { InfoList, type InfoItem } from './info-list';

const SCHEDULE: readonly InfoItem[] = [
  { title: '城市赛 · 深圳站', text: '南山区虎牙电竞馆，周六 14:00 开赛，现场观众扫码登录即得开箱机会。' },
  { title: '城市赛 · 成都站', text: '高新区电竞中心，周日 14:00 开赛，线上直播同步抽宝箱。' },
  { title: '总决赛', text: '杭州虎牙线下主场，决赛日开箱次数翻倍，金色宝箱限量掉落。' },
];

const PERKS: readonly InfoItem[] = [
  { title: '到场福利', text: '现场扫码登录 NN加速器即可获得开箱次数，每日最多开启 10 个宝箱。' },
  { title: '线上观赛', text: '在虎牙直播间观赛同样可以参与开宝箱，奖品与现场一致。' },
];

/** /offlinehuyagogo — 虎牙线下赛: the yellow chest, the schedule and the perks. */
export function HuyaView({ campaign, prizes }: CampaignProps & { campaign: CampaignView }) {
  return (
    <ChestView campaign={campaign} prizes={prizes} theme="huya" eyebrow="NN加速器 × 虎牙直播" subtitle="线下赛现场与直播间同步开宝箱，机械键盘、会员年卡 CDK 等你拿！">
      <InfoList id="huya-schedule" title="赛事赛程" items={SCHEDULE} />
      <InfoList id="huya-perks" title="观赛福利" items={PERKS} />
    </ChestView>
  );
}
