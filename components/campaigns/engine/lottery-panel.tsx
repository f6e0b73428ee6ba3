import { useCallback, useState } from 'react';
import type { PoolPrize } from '@/lib/activity-types';
import type { GiftService } from '@/components/campaigns/engine/gift-service';
import { getDrawCount, getMyDraws, getNational21Pool, getPool } from '@/services/activity';
import { drawOnce, type DrawService } from './gift-service';
import type { CampaignView } from '../load-campaign';
import { LotteryGrid } from './lottery-grid';
import { MyPrizesButton } from './my-prizes-button';
import { TreasureChest } from './treasure-chest';
import { useActivityStatus } from './use-activity-status';
import { useDrawFlow } from './use-draw-flow';
import styles from './activity.module.css';
import { QUIET } from '@/lib/http';

export interface LotteryPanelProps {
  campaign: CampaignView;
  prizes: readonly PoolPrize[];
  /** Which draw call: gift (default), gift-v2 or national21. */
  service?: DrawService;
  /** 九宫格 (default) or treasure chest (theme from campaign.chestStyle). */
  variant?: 'grid' | 'chest';
  label?: string;
  /** Receives the fresh pool after each draw (e.g. a PrizePool elsewhere on the page). */
  onPool?(prizes: PoolPrize[]): void;
}

/**
 * A gift-flow campaign's draw: grid or chest, draws left, 我的奖品. Everything a page needs
 * around the engine; the page only picks the variant and the theme.
 */
export function LotteryPanel({ campaign, prizes, service = 'gift', variant = 'grid', label, onPool }: LotteryPanelProps) {
  const { activityId, chestStyle } = campaign;
  const records: GiftService = service === 'national21' ? 'national21' : 'gift';
  const status = useActivityStatus(campaign, campaign.ended);
  const [pool, setPool] = useState(prizes);
  const refreshPool = useCallback(() => {
    const load = records === 'national21' ? getNational21Pool : getPool;
    load(activityId, QUIET).then((p) => {
      setPool(p);
      onPool?.(p);
    }, () => undefined);
  }, [activityId, records, onPool]);
  const flow = useDrawFlow({
    activityId,
    ended: status.ended,
    draw: () => drawOnce(service, activityId),
    loadRemain: () => (records === 'national21' ? getMyDraws(activityId, QUIET) : getDrawCount(activityId, QUIET)).then((c) => c.remain),
    service: records,
    chestStyle,
    onDrawn: refreshPool,
  });
  return (
    <div className={styles.panel}>
      {variant === 'chest' ? <TreasureChest flow={flow} chestStyle={chestStyle} label={label} /> : <LotteryGrid prizes={pool} flow={flow} label={label} />}
      <div className={styles.panelBar}>
        <MyPrizesButton activityId={activityId} service={records} />
      </div>
    </div>
  );
}
