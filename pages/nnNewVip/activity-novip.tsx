import { loadNewVipCampaign, NewVipView, type NewVipProps } from '@/components/campaigns';
import { JointActivityLayout, Seo } from '@/components/layout';
import { CAMPAIGNS } from '@/lib/activity-types';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = () => loadNewVipCampaign(CAMPAIGNS.nnNewVip);

export default function NoVipActivityPage(props: NewVipProps) {
  const meta = PAGE_META['/nnNewVip/activity-novip'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path="/nnNewVip/activity-novip" />
      <NewVipView {...props} member={false} />
    </JointActivityLayout>
  );
}
