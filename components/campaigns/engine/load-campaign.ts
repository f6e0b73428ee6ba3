import { sanitizeHtml } from '@/components/ui/sanitize-html';
import { QUIET, REVALIDATE_ERROR_S, REVALIDATE_S } from '@/components/content/load-errors';
import { isActivityEnded, leigodWindow, windowText } from '@/lib/activity';
import type { ActivityInfo, LeigodPackage, PoolPrize } from '@/lib/activity-types';
import type { GiftService } from '@/components/campaigns/engine/activity-modal';
import { getNational21Activity, getNational21Pool, getPoolOverview } from '@/services/activity';
import { getLeigodActivity, listLeigodPackages } from '@/services/leigod';
import type { SanitizedHtml } from '@/components/ui/safe-html';

/** What a campaign page renders on the server: the activity, its pool, the window and the flag. */
export interface CampaignView extends Omit<ActivityInfo, 'actRule'> {
  actRule: SanitizedHtml;
  windowText: string;
  /** The ended flag when the page was generated (the client re-checks every second). */
  ended: boolean;
}

export interface CampaignProps {
  campaign: CampaignView | null;
  prizes: PoolPrize[];
}

export function toCampaignView(a: ActivityInfo, now = Date.now()): CampaignView {
  return { ...a, actRule: sanitizeHtml(a.actRule), windowText: windowText(a), ended: isActivityEnded(a, now) };
}

async function fetchCampaign(activityId: number, service: GiftService): Promise<CampaignProps> {
  if (service === 'national21') {
    const [activity, prizes] = await Promise.all([getNational21Activity(activityId, QUIET), getNational21Pool(activityId, QUIET)]);
    return { campaign: toCampaignView(activity), prizes };
  }
  const overview = await getPoolOverview(activityId, QUIET);
  return { campaign: toCampaignView(overview.activity), prizes: overview.prizes };
}

/** getStaticProps of a gift-service campaign (ISR: the stock shown is at most a minute old). */
export async function loadCampaign(activityId: number, service: GiftService = 'gift') {
  try {
    return { props: await fetchCampaign(activityId, service), revalidate: REVALIDATE_S };
  } catch {
    return { props: { campaign: null, prizes: [] } satisfies CampaignProps, revalidate: REVALIDATE_ERROR_S };
  }
}

export interface LeigodCampaignProps extends CampaignProps {
  packages: LeigodPackage[];
}

/** getStaticProps of a leigod campaign: the same view from GET /leigod/api/activity/{id}, plus its packages. */
export async function loadLeigodCampaign(id: number) {
  try {
    const [a, packages] = await Promise.all([getLeigodActivity(id, undefined, QUIET), listLeigodPackages(id, QUIET)]);
    const info: ActivityInfo = {
      activityId: a.id,
      activityName: a.title,
      actRule: a.rule,
      ...leigodWindow(a),
      kind: 'chest',
      chestStyle: a.chestStyle,
      banner: '',
    };
    return { props: { campaign: toCampaignView(info), prizes: a.prizes, packages } satisfies LeigodCampaignProps, revalidate: REVALIDATE_S };
  } catch {
    return { props: { campaign: null, prizes: [], packages: [] } satisfies LeigodCampaignProps, revalidate: REVALIDATE_ERROR_S };
  }
}
