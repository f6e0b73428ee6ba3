import type { GetStaticProps } from 'next';
import { JointActivityLayout, Seo } from '@/components/layout';
import { CampaignUnavailable, loadCampaign, type CampaignProps, QmgogoView } from '@/components/campaigns';
import { CAMPAIGNS } from '@/lib/activity-types';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = (() => loadCampaign(CAMPAIGNS.qmgogo)) satisfies GetStaticProps<CampaignProps>;

export default function QmgogoPage({ campaign, prizes }: CampaignProps) {
  const meta = PAGE_META['/qmgogo'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path="/qmgogo" />
      {campaign ? <QmgogoView campaign={campaign} prizes={prizes} /> : <CampaignUnavailable />}
    </JointActivityLayout>
  );
}
