import type { ReactNode } from 'react';
import { ActivityCountdown } from './engine/activity-countdown';
import { ActivityRules } from './engine/activity-rules';
import type { ClockSource } from './engine/use-activity-status';
import type { CampaignView } from './load-campaign';
import engine from './engine/activity.module.css';
import styles from './campaign.module.css';

export type CampaignTheme = 'summer' | 'zchelp' | 'moon' | 'sem' | 'vip' | 'novip' | 'command';

/** Class names of the hero's parts: the engine's (dark --act-* pages) or the themed shell's. */
interface HeroClasses {
  eyebrow?: string;
  title?: string;
  lead?: string;
  window?: string;
  windowText?: string;
}

interface HeroTextProps {
  classes: HeroClasses;
  title: string;
  eyebrow: string;
  lead?: ReactNode;
  campaign: CampaignView | null;
  clock?: ClockSource;
  titleId?: string;
}

/** Tag, name, lead, window (server-rendered) and the live countdown: the one hero text of every campaign page. */
function HeroText({ classes, title, eyebrow, lead, campaign, clock, titleId }: HeroTextProps) {
  return (
    <>
      <p className={classes.eyebrow}>{eyebrow}</p>
      <h1 id={titleId} className={classes.title}>
        {title}
      </h1>
      {lead ? <p className={classes.lead}>{lead}</p> : null}
      {campaign && (
        <div className={classes.window}>
          <p className={classes.windowText}>活动时间：{campaign.windowText}</p>
          <ActivityCountdown window={campaign} initialEnded={campaign.ended} clock={clock} />
        </div>
      )}
    </>
  );
}

const ENGINE_HERO: HeroClasses = { eyebrow: engine.eyebrow, title: engine.title, lead: engine.subtitle, window: engine.heroWindow, windowText: engine.window };

interface HeroProps {
  campaign: CampaignView;
  eyebrow: string;
  subtitle?: ReactNode;
  clock?: ClockSource;
}

/** The top of an engine-styled campaign page (views/ of qmgogo, huya, gqlx, nn/activity, red envelope). */
export function CampaignHero({ campaign, eyebrow, subtitle, clock }: HeroProps) {
  return (
    <header className={engine.hero}>
      <HeroText classes={ENGINE_HERO} title={campaign.activityName} eyebrow={eyebrow} lead={subtitle} campaign={campaign} clock={clock} />
    </header>
  );
}

/**
 * The page (or, inside a shell, the section) shown when the activity service could not be
 * reached while the page was generated.
 */
export function CampaignUnavailable({ inShell = false }: { inShell?: boolean }) {
  const Heading = inShell ? 'h2' : 'h1';
  return (
    <section className={inShell ? styles.card : engine.notice} role="status">
      <Heading className={inShell ? styles.cardTitle : engine.sectionTitle}>活动加载失败</Heading>
      <p className={inShell ? styles.muted : undefined}>活动信息暂时无法获取，请稍后刷新重试。</p>
    </section>
  );
}

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
 * The frame of the themed campaign pages, server-rendered: a hero with art (name, window, the
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
          <HeroText classes={styles} title={campaign?.activityName ?? fallbackTitle} eyebrow={eyebrow} lead={lead} campaign={campaign} titleId="page-title" />
        </div>
      </section>
      <div className={styles.body}>
        {campaign ? (
          <>
            {children}
            <ActivityRules html={campaign.actRule} window={campaign.windowText} />
          </>
        ) : (
          <CampaignUnavailable inShell />
        )}
      </div>
    </div>
  );
}
