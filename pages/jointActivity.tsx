import type { GetStaticProps } from 'next';
import { JointActivityLayout, Seo } from '@/components/layout';
import { CampaignUnavailable, loadJointChannels, type JointHubProps, JointHubView } from '@/components/campaigns';
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
