import type { GetStaticProps } from 'next';
import { loadCampaign, type CampaignProps, ZchelpView } from '@/components/campaigns';
import { JointActivityLayout, Seo } from '@/components/layout';
import { CAMPAIGNS } from '@/lib/activity-types';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = (() => loadCampaign(CAMPAIGNS.zchelp, 'national21')) satisfies GetStaticProps<CampaignProps>;

export default function HelpFriendsPage({ campaign, prizes }: CampaignProps) {
  const meta = PAGE_META['/zchelp'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path="/zchelp" />
      <ZchelpView campaign={campaign} prizes={prizes} />
    </JointActivityLayout>
  );
}
