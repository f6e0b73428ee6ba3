import type { GetStaticProps } from 'next';
import { JointActivityLayout, Seo } from '@/components/layout';
import { CampaignUnavailable } from '@/components/campaigns/campaign-hero';
import { loadLeigodCampaign, type LeigodCampaignProps } from '@/components/campaigns/engine/load-campaign';
import { GqlxPrizeItemView } from '@/components/campaigns/views/gqlx-prize-item-view';
import { CAMPAIGNS } from '@/lib/activity-types';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = (() => loadLeigodCampaign(CAMPAIGNS.gqlx)) satisfies GetStaticProps<LeigodCampaignProps>;

export default function GqlxPrizePage({ campaign, prizes, packages }: LeigodCampaignProps) {
  const meta = PAGE_META['/gqlx/prizeItem'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path="/gqlx/prizeItem" />
      {campaign ? <GqlxPrizeItemView campaign={campaign} prizes={prizes} packages={packages} /> : <CampaignUnavailable />}
    </JointActivityLayout>
  );
}
