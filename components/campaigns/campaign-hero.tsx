import type { ReactNode } from 'react';
import type { ClockSource } from './engine/use-activity-status';
import { HeroText, UnavailableNotice, type HeroClasses } from './hero-text';
import type { CampaignView } from './load-campaign';
import engine from './engine/activity.module.css';

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

const ENGINE_NOTICE = { section: engine.notice, title: engine.sectionTitle };

/** The page shown when the activity service could not be reached while the page was generated. */
export function CampaignUnavailable() {
  return <UnavailableNotice classes={ENGINE_NOTICE} />;
}
