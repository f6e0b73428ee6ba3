import type { GetStaticProps } from 'next';
import { JointActivityLayout, Seo } from '@/components/layout';
import { CampaignUnavailable, loadCampaign, type CampaignProps, NnActivityView } from '@/components/campaigns';
import { CAMPAIGNS } from '@/lib/activity-types';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = (() => loadCampaign(CAMPAIGNS.nnActivity)) satisfies GetStaticProps<CampaignProps>;

export default function NnActivityPage({ campaign, prizes }: CampaignProps) {
  const meta = PAGE_META['/nn/activity'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path="/nn/activity" />
      {campaign ? <NnActivityView campaign={campaign} prizes={prizes} /> : <CampaignUnavailable />}
    </JointActivityLayout>
  );
}
