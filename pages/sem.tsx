import { loadSemCampaign, type SemProps, SemView } from '@/components/campaigns';
import { JointActivityLayout, Seo } from '@/components/layout';
import { CAMPAIGNS } from '@/lib/activity-types';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = () => loadSemCampaign(CAMPAIGNS.sem);

export default function SemPage({ campaign, offers, gifts }: SemProps) {
  const meta = PAGE_META['/sem'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path="/sem" />
      <SemView campaign={campaign} offers={offers} gifts={gifts} />
    </JointActivityLayout>
  );
}
