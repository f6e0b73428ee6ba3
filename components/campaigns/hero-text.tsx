import type { ReactNode } from 'react';
import { ActivityCountdown } from './engine/activity-countdown';
import type { ClockSource } from './engine/use-activity-status';
import type { CampaignView } from './load-campaign';

/*
 * The one hero text and the one "unavailable" notice of every campaign page, without styles: the
 * engine-styled pages (campaign-hero.tsx) and the themed shell (campaign-shell.tsx) pass their
 * class names, so a page carries only its own stylesheet's class map.
 */

/** Class names of the hero's parts: the engine's (dark --act-* pages) or the themed shell's. */
export interface HeroClasses {
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
export function HeroText({ classes, title, eyebrow, lead, campaign, clock, titleId }: HeroTextProps) {
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

/** Class names of the notice's parts. */
export interface NoticeClasses {
  section?: string;
  title?: string;
  text?: string;
}

/**
 * Shown when the activity service could not be reached while the page was generated: a page's h1,
 * or (`heading="h2"`) a section inside the themed shell.
 */
export function UnavailableNotice({ classes, heading: Heading = 'h1' }: { classes: NoticeClasses; heading?: 'h1' | 'h2' }) {
  return (
    <section className={classes.section} role="status">
      <Heading className={classes.title}>活动加载失败</Heading>
      <p className={classes.text}>活动信息暂时无法获取，请稍后刷新重试。</p>
    </section>
  );
}
