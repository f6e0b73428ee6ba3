import type { ReactNode } from 'react';
import { ActivityCountdown } from '@/components/campaigns/engine/activity-countdown';
import { ActivityRules } from '@/components/campaigns/engine/activity-rules';
import type { CampaignView } from '@/components/campaigns/engine/load-campaign';
import styles from './campaign.module.css';

export type CampaignTheme = 'summer' | 'zchelp' | 'moon' | 'sem' | 'vip' | 'novip' | 'command';

interface Props {
  theme: CampaignTheme;
  campaign: CampaignView | null;
  /** The h1 when the activity could not be loaded. */
  fallbackTitle: string;
  eyebrow: string;
  lead: ReactNode;
  /** Decorative hero art under public/campaigns/. */
  art: string;
  children?: ReactNode;
}

/**
 * The frame of the campaigns' pages, server-rendered: a themed hero with art (name, window, the
 * engine's live countdown), the mechanics the page passes in, then the engine's rules section.
 * The theme also sets the engine's --act-* variables, so a LotteryPanel inside matches the page.
 */
export function CampaignShell({ theme, campaign, fallbackTitle, eyebrow, lead, art, children }: Props) {
  return (
    <div className={`${styles.page} ${styles[theme]}`} data-campaign={theme}>
      <section className={styles.hero} aria-labelledby="page-title">
        {/* eslint-disable-next-line @next/next/no-img-element -- decorative SVG, no optimisation needed */}
        <img className={styles.heroArt} src={art} alt="" width={360} height={240} />
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 id="page-title" className={styles.title}>
            {campaign?.activityName ?? fallbackTitle}
          </h1>
          <p className={styles.lead}>{lead}</p>
          {campaign && (
            <div className={styles.window}>
              <p>活动时间：{campaign.windowText}</p>
              <ActivityCountdown window={campaign} initialEnded={campaign.ended} />
            </div>
          )}
        </div>
      </section>
      <div className={styles.body}>
        {campaign ? (
          <>
            {children}
            <ActivityRules html={campaign.actRule} window={campaign.windowText} />
          </>
        ) : (
          <section className={styles.card} role="status">
            <h2 className={styles.cardTitle}>活动信息暂时无法获取</h2>
            <p className={styles.muted}>请稍后刷新页面重试。</p>
          </section>
        )}
      </div>
    </div>
  );
}
