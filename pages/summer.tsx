import type { GetStaticProps } from 'next';
import { loadCampaign, type CampaignProps, SummerView } from '@/components/campaigns';
import { JointActivityLayout, Seo } from '@/components/layout';
import { CAMPAIGNS } from '@/lib/activity-types';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = (() => loadCampaign(CAMPAIGNS.summer, 'national21')) satisfies GetStaticProps<CampaignProps>;

export default function SummerPage({ campaign, prizes }: CampaignProps) {
  const meta = PAGE_META['/summer'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path="/summer" />
      <SummerView campaign={campaign} prizes={prizes} />
    </JointActivityLayout>
  );
}
