import { CampaignShell } from '@/components/campaigns/campaign-shell';
import { EsportOffers } from '@/components/campaigns/widgets/esport-offers';
import { GiftList } from '@/components/campaigns/widgets/gift-list';
import { loadSemCampaign } from '@/components/campaigns/load-campaign';
import type { SemProps } from '@/components/campaigns/types';
import shell from '@/components/campaigns/campaign.module.css';
import { JointActivityLayout, Seo } from '@/components/layout';
import { CAMPAIGNS } from '@/lib/activity-types';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = () => loadSemCampaign(CAMPAIGNS.sem);

export default function SemPage({ campaign, offers, gifts }: SemProps) {
  const meta = PAGE_META['/sem'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path="/sem" />
      <CampaignShell
        theme="sem"
        campaign={campaign}
        fallbackTitle="电竞会员特惠"
        eyebrow="电竞会员 · 限时特惠"
        lead="专属电竞线路、多设备加速、开黑语音会员标识——活动期间开通电竞会员享专属折扣价。"
        art="/campaigns/sem.svg"
      >
        <EsportOffers activityId={CAMPAIGNS.sem} offers={offers} gifts={gifts} />
        {gifts.length > 0 && (
          <section className={shell.card} aria-labelledby="gifts-title">
            <h2 id="gifts-title" className={shell.cardTitle}>
              开通即送
            </h2>
            <GiftList gifts={gifts} />
          </section>
        )}
      </CampaignShell>
    </JointActivityLayout>
  );
}
