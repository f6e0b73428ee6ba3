import type { ReactNode } from 'react';
import { ActivityCountdown } from './engine/activity-countdown';
import type { ClockSource } from './engine/use-activity-status';
import type { CampaignView } from './engine/load-campaign';
import styles from './engine/activity.module.css';

interface Props {
  campaign: CampaignView;
  eyebrow: string;
  subtitle?: ReactNode;
  clock?: ClockSource;
}

/** The top of a campaign page: tag, name, window (server-rendered) and the live countdown. */
export function CampaignHero({ campaign, eyebrow, subtitle, clock }: Props) {
  return (
    <header className={styles.hero}>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.title}>{campaign.activityName}</h1>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      <p className={styles.window}>活动时间：{campaign.windowText}</p>
      <ActivityCountdown window={campaign} initialEnded={campaign.ended} clock={clock} />
    </header>
  );
}

/** The page when the activity service could not be reached while generating it. */
export function CampaignUnavailable() {
  return (
    <div className={styles.notice} role="status">
      <h1 className={styles.sectionTitle}>活动加载失败</h1>
      <p>活动信息暂时无法获取，请稍后刷新重试。</p>
    </div>
  );
}
