import { ActivityRules } from '../engine/activity-rules';
import { CampaignHero } from '../campaign-hero';
import type { CampaignView, LeigodCampaignProps } from '../load-campaign';
import { PrizePool } from '../engine/prize-pool';
import { GqlxPanel } from './gqlx-panel';
import pageStyles from '../engine/activity.module.css';
import themes from '../engine/themes.module.css';

/** /gqlx — 国庆礼享 on the accelerator-activity service; every countdown on the server's clock. */
export function GqlxView({ campaign, prizes, packages }: LeigodCampaignProps & { campaign: CampaignView }) {
  return (
    <div className={themes.gqlx}>
      <div className={pageStyles.page}>
        <CampaignHero campaign={campaign} eyebrow="国庆礼享" subtitle="购买国庆特惠套餐送开箱次数，国潮机械键盘、电竞耳机与加速时长等你来开！" clock="leigod" />
        <GqlxPanel campaign={campaign} packages={packages} />
        <PrizePool prizes={prizes} title="宝箱奖池" />
        <ActivityRules html={campaign.actRule} window={campaign.windowText} />
      </div>
    </div>
  );
}
