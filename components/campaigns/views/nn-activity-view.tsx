import { ActivityRules } from '../engine/activity-rules';
import { CampaignHero } from '../campaign-hero';
import type { CampaignProps, CampaignView } from '../load-campaign';
import { LotteryPanel } from '../engine/lottery-panel';
import { PrizePool } from '../engine/prize-pool';
import pageStyles from '../engine/activity.module.css';
import themes from '../engine/themes.module.css';

/** /nn/activity — 双十一狂欢九宫格: the grid, the pool and the rules on a red-and-gold page. */
export function NnActivityView({ campaign, prizes }: CampaignProps & { campaign: CampaignView }) {
  return (
    <div className={themes.nnActivity}>
      <div className={pageStyles.page}>
        <CampaignHero campaign={campaign} eyebrow="限时狂欢" subtitle="充值电竞会员得抽奖机会，机械鼠标、电竞耳机、会员 CDK 等你来拿！" />
        <LotteryPanel campaign={campaign} prizes={prizes} />
        <PrizePool prizes={prizes} />
        <ActivityRules html={campaign.actRule} window={campaign.windowText} />
      </div>
    </div>
  );
}
