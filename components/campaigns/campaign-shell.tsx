import type { ReactNode } from 'react';
import { SafeHtml } from '@/components/ui/safe-html';
import { PhaseBadge } from './phase-badge';
import type { CampaignView } from './types';
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
 * The frame of every campaign page, server-rendered: themed hero (name, window, phase), the
 * mechanics the page passes in, then the activity's rules (sanitised on the server).
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
            {campaign?.name ?? fallbackTitle}
          </h1>
          <p className={styles.lead}>{lead}</p>
          {campaign && (
            <p className={styles.window}>
              <time dateTime={new Date(campaign.startTime).toISOString()}>{campaign.windowText}</time>
              <PhaseBadge window={campaign} />
            </p>
          )}
        </div>
      </section>
      {campaign ? (
        <>
          <div className={styles.body}>{children}</div>
          <section className={styles.card} aria-labelledby="rules-title">
            <h2 id="rules-title" className={styles.cardTitle}>
              活动规则
            </h2>
            <SafeHtml className={styles.rules} html={campaign.ruleHtml} />
          </section>
        </>
      ) : (
        <section className={styles.card} role="status">
          <h2 className={styles.cardTitle}>活动信息暂时无法获取</h2>
          <p className={styles.muted}>请稍后刷新页面重试。</p>
        </section>
      )}
    </div>
  );
}
