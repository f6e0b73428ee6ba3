import type { GetStaticProps } from 'next';
import { JointActivityLayout, Seo } from '@/components/layout';
import { CampaignUnavailable } from '@/components/campaigns/campaign-hero';
import { loadJointChannels, type JointHubProps } from '@/components/campaigns/views/load-joint';
import { JointHubView } from '@/components/campaigns/views/joint-views';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = (() => loadJointChannels()) satisfies GetStaticProps<JointHubProps>;

export default function JointActivityPage({ channels, error }: JointHubProps) {
  const meta = PAGE_META['/jointActivity'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path="/jointActivity" />
      {error ? <CampaignUnavailable /> : <JointHubView channels={channels} title="联合活动" />}
    </JointActivityLayout>
  );
}
