import type { GetStaticProps } from 'next';
import { loadCampaign, type CampaignProps } from '@/components/campaigns/engine/load-campaign';
import { CampaignLottery } from '@/components/campaigns/widgets/campaign-lottery';
import { CampaignShell } from '@/components/campaigns/campaign-shell';
import { InvitePanel } from '@/components/campaigns/widgets/invite-panel';
import { JointActivityLayout, Seo } from '@/components/layout';
import { CAMPAIGNS } from '@/lib/activity-types';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = (() => loadCampaign(CAMPAIGNS.summer, 'national21')) satisfies GetStaticProps<CampaignProps>;

export default function SummerPage({ campaign, prizes }: CampaignProps) {
  const meta = PAGE_META['/summer'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path="/summer" />
      <CampaignShell
        theme="summer"
        campaign={campaign}
        fallbackTitle="暑期狂欢"
        eyebrow="暑期狂欢 · 邀请有礼"
        lead="每邀请 1 位好友注册，双方各得 1 次抽奖机会，Switch OLED、会员 CDK 与加速时长等你拿。"
        art="/campaigns/summer.svg"
      >
        <InvitePanel activityId={CAMPAIGNS.summer} title="邀请好友" verb="接受邀请" reward="分享你的专属链接，好友通过链接注册后，你将获得 1 次抽奖机会。" />
        {campaign && <CampaignLottery campaign={campaign} prizes={prizes} service="national21" title="暑期幸运抽奖" hint="每次邀请成功得 1 次机会，奖品数量有限，先到先得。" />}
      </CampaignShell>
    </JointActivityLayout>
  );
}
