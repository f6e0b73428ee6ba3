import type { CampaignProps, CampaignView } from '@/components/campaigns/engine/load-campaign';
import type { ActivityGiftItem, EsportOffer, RankEntry } from '@/lib/activity-types';

/** Page props of the campaign pages; the activity itself is the engine's CampaignView. */
export type { CampaignProps, CampaignView };

export interface RankProps extends CampaignProps {
  rank: RankEntry[];
}

export interface SemProps {
  campaign: CampaignView | null;
  offers: EsportOffer[];
  gifts: ActivityGiftItem[];
}

export interface NewVipProps {
  campaign: CampaignView | null;
  gifts: ActivityGiftItem[];
  /** Ticker lines: the latest claims, then the gift's selling points. */
  notices: string[];
}
