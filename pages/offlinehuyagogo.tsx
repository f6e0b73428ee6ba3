import type { GetStaticProps } from 'next';
import { JointActivityLayout, Seo } from '@/components/layout';
import { CampaignUnavailable, loadCampaign, type CampaignProps, HuyaView } from '@/components/campaigns';
import { CAMPAIGNS } from '@/lib/activity-types';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = (() => loadCampaign(CAMPAIGNS.offlineHuya)) satisfies GetStaticProps<CampaignProps>;

export default function HuyaOfflinePage({ campaign, prizes }: CampaignProps) {
  const meta = PAGE_META['/offlinehuyagogo'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path="/offlinehuyagogo" />
      {campaign ? <HuyaView campaign={campaign} prizes={prizes} /> : <CampaignUnavailable />}
    </JointActivityLayout>
  );
}
