import type { ReactNode } from 'react';
import { pageName, type StaticPagePath } from '@/lib/routes';
import { ActivityRules } from './engine/activity-rules';
import { HeroText, UnavailableNotice } from './hero-text';
import type { CampaignView } from './load-campaign';
import styles from './campaign.module.css';

export type CampaignTheme = 'summer' | 'zchelp' | 'moon' | 'sem' | 'vip' | 'novip' | 'command';

const SHELL_NOTICE = { section: styles.card, title: styles.cardTitle, text: styles.muted };

interface Props {
  theme: CampaignTheme;
  campaign: CampaignView | null;
  /** The page it frames: the page's name (lib/routes.ts) is the h1 when the activity could not be loaded. */
  page: StaticPagePath;
  eyebrow: string;
  lead: ReactNode;
  /** Decorative hero art under public/campaigns/. */
  art: string;
  children?: ReactNode;
}

/**
 * The frame of the themed campaign pages, server-rendered: a hero with art (name, window, the
 * engine's live countdown), the mechanics the page passes in, then the engine's rules section.
 * The theme also sets the engine's --act-* variables, so a LotteryPanel inside matches the page.
 */
export function CampaignShell({ theme, campaign, page, eyebrow, lead, art, children }: Props) {
  return (
    <div className={`${styles.page} ${styles[theme]}`} data-campaign={theme}>
      <section className={styles.hero} aria-labelledby="page-title">
        {/* eslint-disable-next-line @next/next/no-img-element -- decorative SVG, no optimisation needed */}
        <img className={styles.heroArt} src={art} alt="" width={360} height={240} />
        <div className={styles.heroText}>
          <HeroText classes={styles} title={campaign?.activityName ?? pageName(page)} eyebrow={eyebrow} lead={lead} campaign={campaign} titleId="page-title" />
        </div>
      </section>
      <div className={styles.body}>
        {campaign ? (
          <>
            {children}
            <ActivityRules html={campaign.actRule} window={campaign.windowText} />
          </>
        ) : (
          <UnavailableNotice classes={SHELL_NOTICE} heading="h2" />
        )}
      </div>
    </div>
  );
}
