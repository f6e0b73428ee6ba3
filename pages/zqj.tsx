import { loadRankCampaign, type RankProps, MoonView } from '@/components/campaigns';
import { JointActivityLayout, Seo } from '@/components/layout';
import { CAMPAIGNS } from '@/lib/activity-types';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = () => loadRankCampaign(CAMPAIGNS.zqj);

export default function MidAutumnPage(props: RankProps) {
  const meta = PAGE_META['/zqj'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path="/zqj" />
      <MoonView {...props} />
    </JointActivityLayout>
  );
}
