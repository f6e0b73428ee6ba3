import type { ActivityGiftItem, ActivityWindow, EsportOffer, PoolPrize, RankEntry } from '@/lib/activity-types';
import type { SanitizedHtml } from '@/components/ui/safe-html';

/** What a campaign page receives from its loader: the activity, its rules sanitised on the server. */
export interface CampaignView extends ActivityWindow {
  activityId: number;
  name: string;
  ruleHtml: SanitizedHtml;
  windowText: string;
}

export interface CampaignProps {
  /** null when the activity service could not be reached (the page says so; ISR retries soon). */
  campaign: CampaignView | null;
}

export interface SummerProps extends CampaignProps {
  prizes: PoolPrize[];
}

export interface RankProps extends CampaignProps {
  rank: RankEntry[];
}

export interface SemProps extends CampaignProps {
  offers: EsportOffer[];
  gifts: ActivityGiftItem[];
}

export interface NewVipProps extends CampaignProps {
  gifts: ActivityGiftItem[];
  /** Ticker lines: the latest claims, then the gift's selling points. */
  notices: string[];
}
