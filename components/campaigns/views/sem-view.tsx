import { CAMPAIGNS } from '@/lib/activity-types';
import { TitledSection } from '@/components/ui/titled-section';
import { CampaignShell } from '../campaign-shell';
import type { SemProps } from '../load-campaign';
import { EsportOffers } from '../widgets/esport-offers';
import { GiftList } from '../widgets/gift-list';
import shell from '../campaign.module.css';

/** /sem: the esport offers (→ membership dialog) and the gifts that come with them. */
export function SemView({ campaign, offers, gifts }: SemProps) {
  return (
    <CampaignShell
      theme="sem"
      campaign={campaign}
      page="/sem"
      eyebrow="电竞会员 · 限时特惠"
      lead="专属电竞线路、多设备加速、开黑语音会员标识——活动期间开通电竞会员享专属折扣价。"
      art="/campaigns/sem.svg"
    >
      <EsportOffers activityId={CAMPAIGNS.sem} offers={offers} gifts={gifts} />
      {gifts.length > 0 && (
        <TitledSection titleId="gifts-title" title="开通即送" classes={{ section: shell.card, title: shell.cardTitle }}>
          <GiftList gifts={gifts} />
        </TitledSection>
      )}
    </CampaignShell>
  );
}
