import { useCallback, useState } from 'react';
import { CampaignLottery } from '../widgets/campaign-lottery';
import { RankPanel } from '../widgets/rank-panel';
import type { RankProps } from '../types';

/** /zqj body: the draw adds moon-cake points, so each draw reloads the rank and my rank. */
export function MoonCampaign({ campaign, prizes, rank }: RankProps) {
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
