import type { GetStaticProps } from 'next';
import { JointActivityLayout, Seo } from '@/components/layout';
import { CampaignUnavailable, loadLeigodCampaign, type LeigodCampaignProps, GqlxPrizeItemView } from '@/components/campaigns';
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
