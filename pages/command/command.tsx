import type { GetStaticProps } from 'next';
import { loadCampaign, type CampaignProps, CommandView } from '@/components/campaigns';
import { JointActivityLayout, Seo } from '@/components/layout';
import { CAMPAIGNS } from '@/lib/activity-types';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = (() => loadCampaign(CAMPAIGNS.command)) satisfies GetStaticProps<CampaignProps>;

export default function CommandPage({ campaign }: CampaignProps) {
  const meta = PAGE_META['/command/command'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path="/command/command" />
      <CommandView campaign={campaign} />
    </JointActivityLayout>
  );
}
