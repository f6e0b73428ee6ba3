import { useCallback, useState } from 'react';
import type { PoolPrize, WinNotice } from '@/lib/activity-types';
import { getPoolOverview, listOnlineWins } from '@/services/activity';
import { ActivityRules } from '../engine/activity-rules';
import { CampaignHero } from '../campaign-hero';
import type { CampaignProps, CampaignView } from '../load-campaign';
import { MyPrizesButton } from '../engine/my-prizes-button';
import { PrizePool } from '../engine/prize-pool';
import { InfoList, type InfoItem } from './info-list';
import { RedEnvelopeRain } from './red-envelope-rain';
import { WinTicker } from './win-ticker';
import pageStyles from '../engine/activity.module.css';
import themes from '../engine/themes.module.css';
import { QUIET } from '@/lib/http';

export interface RedEnvelopeProps extends CampaignProps {
  wins: WinNotice[];
}

const SESSIONS: readonly InfoItem[] = [
  { title: '午间场 12:00', text: '每天中午 12:00 准时开抢，红包金额 8–188 N币。' },
  { title: '晚间场 20:00', text: '每天晚上 20:00 再下一场，电竞会员与加速时长混在其中。' },
  { title: '红包用途', text: 'N币红包自动到账，可用于开通电竞会员与购买加速时长。' },
];

/** /acts/redenvelope — 红包雨: the rain, the v2 pool, live wins, sessions, my envelopes, rules. */
export function RedEnvelopeView({ campaign, prizes, wins }: RedEnvelopeProps & { campaign: CampaignView }) {
  const [pool, setPool] = useState<PoolPrize[]>(prizes);
  const [ticker, setTicker] = useState<WinNotice[]>(wins);
  const refresh = useCallback(() => {
    getPoolOverview(campaign.activityId, QUIET).then((o) => setPool(o.prizes), () => undefined);
    listOnlineWins(campaign.activityId, QUIET).then(setTicker, () => undefined);
  }, [campaign.activityId]);
  return (
    <div className={themes.redEnvelope}>
      <div className={pageStyles.page}>
        <CampaignHero campaign={campaign} eyebrow="福利活动" subtitle="红包从天而降！点中红包赢 N币、电竞会员与加速时长。" />
        <RedEnvelopeRain campaign={campaign} onDrawn={refresh} />
        <div className={pageStyles.panelBar}>
          <MyPrizesButton activityId={campaign.activityId} label="我的红包" />
        </div>
        <WinTicker wins={ticker} />
        <PrizePool prizes={pool} title="红包奖池" />
        <InfoList id="re-sessions" title="红包场次" items={SESSIONS} />
        <ActivityRules html={campaign.actRule} window={campaign.windowText} />
      </div>
    </div>
  );
}
