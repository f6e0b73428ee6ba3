import { useEffect, useState } from 'react';
import type { ActivityWindow } from '@/lib/activity-types';
import { campaignPhase, PHASE_LABEL, type CampaignPhase } from './campaign-time';
import styles from './campaign.module.css';

/** The phase depends on "now", so it is computed after hydration (the static HTML has no clock). */
export function PhaseBadge({ window: w }: { window: ActivityWindow }) {
  const [phase, setPhase] = useState<CampaignPhase | null>(null);
  useEffect(() => {
    const tick = () => setPhase(campaignPhase(w, Date.now()));
    tick();
    const id = setInterval(tick, 60_000);
    return () => clearInterval(id);
  }, [w]);
  if (!phase) return null;
  return (
    <span className={`${styles.phase} ${styles[`phase_${phase}`]}`} data-testid="campaign-phase">
      {PHASE_LABEL[phase]}
    </span>
  );
}
