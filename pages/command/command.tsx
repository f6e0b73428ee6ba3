import type { GetStaticProps } from 'next';
import { loadCampaign, type CampaignProps } from '@/components/campaigns/engine/load-campaign';
import { CampaignShell } from '@/components/campaigns/campaign-shell';
import { CommandForm } from '@/components/campaigns/widgets/command-form';
import { JointActivityLayout, Seo } from '@/components/layout';
import { CAMPAIGNS } from '@/lib/activity-types';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = (() => loadCampaign(CAMPAIGNS.command)) satisfies GetStaticProps<CampaignProps>;

export default function CommandPage({ campaign }: CampaignProps) {
  const meta = PAGE_META['/command/command'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path="/command/command" />
      <CampaignShell
        theme="command"
        campaign={campaign}
        fallbackTitle="口令兑换"
        eyebrow="福利兑换 · 口令礼包"
        lead="在直播间或官方社群获取活动口令，输入即可兑换电竞会员月卡 CDK。"
        art="/campaigns/command.svg"
      >
        <CommandForm activityId={CAMPAIGNS.command} />
      </CampaignShell>
    </JointActivityLayout>
  );
}
