import { loadNewVipCampaign, NewVipView, type NewVipProps } from '@/components/campaigns';
import { JointActivityLayout, Seo } from '@/components/layout';
import { CAMPAIGNS } from '@/lib/activity-types';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = () => loadNewVipCampaign(CAMPAIGNS.nnNewVip);

export default function NewVipActivityPage(props: NewVipProps) {
  const meta = PAGE_META['/nnNewVip/activity'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path="/nnNewVip/activity" />
      <NewVipView {...props} member={true} />
    </JointActivityLayout>
  );
}
