import type { ReactNode } from 'react';
import { ActivityRules } from '../engine/activity-rules';
import { CampaignHero } from '../campaign-hero';
import type { CampaignProps, CampaignView } from '../load-campaign';
import { LotteryPanel } from '../engine/lottery-panel';
import { PrizePool } from '../engine/prize-pool';
import pageStyles from '../engine/activity.module.css';
import themes from '../engine/themes.module.css';

interface Props extends CampaignProps {
  campaign: CampaignView;
  theme: 'qmgogo' | 'huya';
  eyebrow: string;
  subtitle: string;
  /** Page-specific sections between the chest and the pool. */
  children?: ReactNode;
}

/** A treasure-chest campaign (/qmgogo orange, /offlinehuyagogo yellow: chestStyle decides). */
export function ChestView({ campaign, prizes, theme, eyebrow, subtitle, children }: Props) {
  return (
    <div className={themes[theme]}>
      <div className={pageStyles.page}>
        <CampaignHero campaign={campaign} eyebrow={eyebrow} subtitle={subtitle} />
        <LotteryPanel campaign={campaign} prizes={prizes} variant="chest" />
        {children}
        <PrizePool prizes={prizes} title="宝箱奖池" />
        <ActivityRules html={campaign.actRule} window={campaign.windowText} />
      </div>
    </div>
  );
}
