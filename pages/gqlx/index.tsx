import type { GetStaticProps } from 'next';
import { JointActivityLayout, Seo } from '@/components/layout';
import { CampaignUnavailable, loadLeigodCampaign, type LeigodCampaignProps, GqlxView } from '@/components/campaigns';
import { CAMPAIGNS } from '@/lib/activity-types';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = (() => loadLeigodCampaign(CAMPAIGNS.gqlx)) satisfies GetStaticProps<LeigodCampaignProps>;

export default function GqlxPage({ campaign, prizes, packages }: LeigodCampaignProps) {
  const meta = PAGE_META['/gqlx'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path="/gqlx" />
      {campaign ? <GqlxView campaign={campaign} prizes={prizes} packages={packages} /> : <CampaignUnavailable />}
    </JointActivityLayout>
  );
}
