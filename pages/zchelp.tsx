import type { GetStaticProps } from 'next';
import { loadCampaign, type CampaignProps } from '@/components/campaigns/engine/load-campaign';
import { CampaignLottery } from '@/components/campaigns/widgets/campaign-lottery';
import { CampaignShell } from '@/components/campaigns/campaign-shell';
import { InvitePanel } from '@/components/campaigns/widgets/invite-panel';
import { JointActivityLayout, Seo } from '@/components/layout';
import { CAMPAIGNS } from '@/lib/activity-types';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = (() => loadCampaign(CAMPAIGNS.zchelp, 'national21')) satisfies GetStaticProps<CampaignProps>;

export default function HelpFriendsPage({ campaign, prizes }: CampaignProps) {
  const meta = PAGE_META['/zchelp'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path="/zchelp" />
      <CampaignShell
        theme="zchelp"
        campaign={campaign}
        fallbackTitle="助力好友"
        eyebrow="助力好友 · 免费领会员"
        lead="把助力链接发给好友，好友注册即为你助力 1 次，每次助力都能抽一次电竞会员好礼。"
        art="/campaigns/zchelp.svg"
      >
        <InvitePanel activityId={CAMPAIGNS.zchelp} title="我的助力" verb="为你助力" reward="好友通过你的链接注册，即为你助力 1 次，获得 1 次抽奖机会。" />
        {campaign && <CampaignLottery campaign={campaign} prizes={prizes} service="national21" title="助力抽奖" hint="每获得 1 次助力即可抽奖 1 次。" />}
      </CampaignShell>
    </JointActivityLayout>
  );
}
