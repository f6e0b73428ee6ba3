import { CampaignShell } from '@/components/campaigns/campaign-shell';
import { loadRankCampaign } from '@/components/campaigns/load-campaign';
import { MoonCampaign } from '@/components/campaigns/views/moon-view';
import type { RankProps } from '@/components/campaigns/types';
import { JointActivityLayout, Seo } from '@/components/layout';
import { CAMPAIGNS } from '@/lib/activity-types';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = () => loadRankCampaign(CAMPAIGNS.zqj);

export default function MidAutumnPage(props: RankProps) {
  const meta = PAGE_META['/zqj'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path="/zqj" />
      <CampaignShell
        theme="moon"
        campaign={props.campaign}
        fallbackTitle="中秋赏月"
        eyebrow="中秋赏月 · 博饼排行"
        lead="花好月圆夜，抽奖博饼赢月饼积分，积分前 20 名瓜分 iPhone、机械键盘与电竞会员年卡。"
        art="/campaigns/moon.svg"
      >
        <MoonCampaign {...props} />
      </CampaignShell>
    </JointActivityLayout>
  );
}
