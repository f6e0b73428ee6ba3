import type { CampaignView } from '@/components/campaigns/load-campaign';
import { LotteryPanel } from '@/components/campaigns/engine/lottery-panel';
import type { DrawService } from '@/components/campaigns/engine/gift-service';
import type { PoolPrize } from '@/lib/activity-types';
import shell from '../campaign.module.css';

interface Props {
  campaign: CampaignView;
  prizes: PoolPrize[];
  service?: DrawService;
  title: string;
  hint: string;
  /** After each draw (the pool was refreshed): e.g. reload a rank the draw changed. */
  onDrawn?(): void;
}

/** The engine's 九宫格 in a campaign card, with the page's own heading and hint. */
export function CampaignLottery({ campaign, prizes, service, title, hint, onDrawn }: Props) {
  return (
    <section className={`${shell.card} ${shell.flush}`} aria-labelledby={`lottery-${campaign.activityId}`}>
      <h2 id={`lottery-${campaign.activityId}`} className={shell.cardTitle}>
        {title}
      </h2>
      <p className={`${shell.muted} ${shell.hint}`}>{hint}</p>
      <LotteryPanel campaign={campaign} prizes={prizes} service={service} onPool={onDrawn} />
    </section>
  );
}
