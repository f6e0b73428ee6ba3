import { loadCampaign, toCampaignView } from '@/components/campaigns/engine/load-campaign';
import { CAMPAIGNS } from '@/lib/activity-types';
import { getActivity, getRank, listActivityGifts, listEsportOffers, listOnlineWins } from '@/services/activity';
import type { NewVipProps, RankProps, SemProps } from './types';

/**
 * Server-side loaders of the campaign pages (getStaticProps + ISR): public data only — the
 * activity, its rules, pools, offers, the rank — never anything of a visitor. The activity view
 * itself comes from the engine (components/activity), so every campaign page reads it one way.
 */

const QUIET = { ignoreError: true } as const;
const REVALIDATE_S = 60;
const RETRY_S = 10;

/** Runs a loader; an outage gives the "unavailable" props, retried sooner. */
async function guarded<P extends object>(load: () => Promise<P>, fallback: P) {
  try {
    return { props: await load(), revalidate: REVALIDATE_S };
  } catch {
    return { props: fallback, revalidate: RETRY_S };
  }
}

/** /zqj: the engine's campaign and pool plus the current top 20 (refreshed in the browser). */
export async function loadRankCampaign(activityId: number = CAMPAIGNS.zqj) {
  const [base, rank] = await Promise.all([loadCampaign(activityId), getRank(activityId, QUIET).catch(() => [])]);
  return { ...base, props: { ...base.props, rank } satisfies RankProps };
}

/** /sem: the activity's membership offers and the gifts that come with them. */
export function loadSemCampaign(activityId: number = CAMPAIGNS.sem) {
  return guarded<SemProps>(async () => {
    const [activity, offers, gifts] = await Promise.all([getActivity(activityId, QUIET), listEsportOffers(activityId, QUIET), listActivityGifts(activityId, QUIET)]);
    return { campaign: toCampaignView(activity), offers, gifts };
  }, { campaign: null, offers: [], gifts: [] });
}

/** Lines of the new-member ticker besides the latest claims. */
export const NEW_VIP_LINES = ['新会员专享：首次开通电竞会员即送 7 天会员时长', '专属头像框、语音房会员标识，开通即可佩戴', '电竞专线覆盖 1000+ 热门游戏，一键加速'];

/** /nnNewVip/*: the new-member gift, the items it contains and the latest claims (ticker). */
export function loadNewVipCampaign(activityId: number = CAMPAIGNS.nnNewVip) {
  return guarded<NewVipProps>(async () => {
    const [activity, gifts, wins] = await Promise.all([getActivity(activityId, QUIET), listActivityGifts(activityId, QUIET), listOnlineWins(activityId, QUIET)]);
    const claims = wins.slice(0, 10).map((w) => `恭喜 ${w.nickName} 领取了「${w.prizeName}」`);
    return { campaign: toCampaignView(activity), gifts, notices: [...claims, ...NEW_VIP_LINES] };
  }, { campaign: null, gifts: [], notices: NEW_VIP_LINES });
}
