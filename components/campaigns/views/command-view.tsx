import { CAMPAIGNS } from '@/lib/activity-types';
import { CampaignShell } from '../campaign-shell';
import type { CampaignProps } from '../load-campaign';
import { CommandForm } from '../widgets/command-form';

/** /command/command: a live-stream or community code exchanged for a membership CDK. */
export function CommandView({ campaign }: Pick<CampaignProps, 'campaign'>) {
  return (
    <CampaignShell
      theme="command"
      campaign={campaign}
      page="/command/command"
      eyebrow="福利兑换 · 口令礼包"
      lead="在直播间或官方社群获取活动口令，输入即可兑换电竞会员月卡 CDK。"
      art="/campaigns/command.svg"
    >
      <CommandForm activityId={CAMPAIGNS.command} />
    </CampaignShell>
  );
}
