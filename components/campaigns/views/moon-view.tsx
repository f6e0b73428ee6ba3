import { useCallback, useState } from 'react';
import { CampaignShell } from '../campaign-shell';
import { CampaignLottery } from '../widgets/campaign-lottery';
import { RankPanel } from '../widgets/rank-panel';
import type { RankProps } from '../load-campaign';

/** /zqj body: the draw adds moon-cake points, so each draw reloads the rank and my rank. */
function MoonCampaign({ campaign, prizes, rank }: RankProps) {
  const [round, setRound] = useState(0);
  const drawn = useCallback(() => setRound((r) => r + 1), []);
  if (!campaign) return null;
  return (
    <>
      <CampaignLottery campaign={campaign} prizes={prizes} title="博饼抽奖" hint="每次抽奖都能获得月饼积分，抽中越稀有的奖品积分越高。" onDrawn={drawn} />
      <RankPanel activityId={campaign.activityId} initial={rank} refreshKey={round} />
    </>
  );
}

/** /zqj: the themed shell around the moon-cake lottery and rank. */
export function MoonView(props: RankProps) {
  return (
    <CampaignShell
      theme="moon"
      campaign={props.campaign}
      page="/zqj"
      eyebrow="中秋赏月 · 博饼排行"
      lead="花好月圆夜，抽奖博饼赢月饼积分，积分前 20 名瓜分 iPhone、机械键盘与电竞会员年卡。"
      art="/campaigns/moon.svg"
    >
      <MoonCampaign {...props} />
    </CampaignShell>
  );
}
