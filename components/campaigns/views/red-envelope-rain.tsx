import { useEffect, useState } from 'react';
import type { CampaignView } from '../load-campaign';
import { drawOnce } from '../engine/gift-service';
import { getDrawCount } from '@/services/activity';
import { useActivityStatus } from '../engine/use-activity-status';
import { useDrawFlow } from '../engine/use-draw-flow';
import { prefersReducedMotion } from '@/lib/motion';
import styles from './red-envelope.module.css';
import { QUIET } from '@/lib/http';

const ENVELOPES = 12;
const ROUND_MS = 12_000;
/** Where each envelope falls from and when (fixed, so the server and client render the same). */
const LANES = Array.from({ length: ENVELOPES }, (_, i) => ({ left: (i * 37) % 88, delay: (i * 0.7) % 4.2, speed: 3.2 + ((i * 13) % 5) * 0.35 }));

/**
 * The red-envelope rain: start a round, catch one envelope (one v2 draw), the dialog shows what
 * was inside. Envelopes are buttons; with reduced motion they stand still in a grid.
 */
export function RedEnvelopeRain({ campaign, onDrawn }: { campaign: CampaignView; onDrawn(): void }) {
  const { activityId } = campaign;
  const status = useActivityStatus(campaign, campaign.ended);
  const [raining, setRaining] = useState(false);
  const [still, setStill] = useState(false);
  const flow = useDrawFlow({
    activityId,
    ended: status.ended,
    draw: () => drawOnce('gift-v2', activityId),
    loadRemain: () => getDrawCount(activityId, QUIET).then((c) => c.remain),
    service: 'gift',
    chestStyle: campaign.chestStyle,
    onDrawn,
  });
  const { pending, land, busy } = flow;
  useEffect(() => {
    if (!pending) return;
    const t = setTimeout(() => {
      setRaining(false);
      land();
    }, 300);
    return () => clearTimeout(t);
  }, [pending, land]);
  useEffect(() => {
    if (!raining) return;
    const t = setTimeout(() => setRaining(false), ROUND_MS);
    return () => clearTimeout(t);
  }, [raining]);
  const startRound = () => {
    setStill(prefersReducedMotion());
    setRaining(true);
  };
  return (
    <div className={styles.stage} data-raining={raining ? 'true' : undefined}>
      {raining ? (
        <div className={still ? `${styles.sky} ${styles.still}` : styles.sky} role="group" aria-label="红包雨：点击任意红包">
          {LANES.map((lane, i) => (
            <button
              key={i}
              type="button"
              className={styles.envelope}
              style={still ? undefined : { left: `${lane.left}%`, animationDelay: `${lane.delay}s`, animationDuration: `${lane.speed}s` }}
              aria-label={`红包 ${i + 1}`}
              disabled={busy}
              onClick={flow.start}
            >
              <span aria-hidden="true">福</span>
            </button>
          ))}
        </div>
      ) : (
        <div className={styles.idle}>
          <p className={styles.idleTitle}>红包雨即将降临</p>
          <button type="button" className={styles.start} onClick={startRound}>
            开始抢红包
          </button>
          <p className={styles.idleHint}>{flow.remain === null ? '登录后参与，每场可抢 1 个红包' : `剩余抢红包机会：${flow.remain} 次`}</p>
        </div>
      )}
    </div>
  );
}
