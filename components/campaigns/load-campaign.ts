import { sanitizeHtml } from '@/components/ui/sanitize-html';
import { CAMPAIGNS, type ActivityInfo } from '@/lib/activity-types';
import { getActivity, getNational21Activity, getNational21Pool, getRank, listActivityGifts, listEsportOffers, listOnlineWins } from '@/services/activity';
import { windowText } from './campaign-time';
import type { CampaignProps, CampaignView, NewVipProps, RankProps, SemProps, SummerProps } from './types';

/**
 * Server-side loaders of the campaign pages (getStaticProps + ISR): public data only — the
 * activity, its rules, pools, offers, the rank — never anything of a visitor.
 */

const QUIET = { ignoreError: true } as const;
export const CAMPAIGN_REVALIDATE_S = 60;
const RETRY_S = 10;

export function toCampaignView(a: ActivityInfo): CampaignView {
  return {
    activityId: a.activityId,
    name: a.activityName,
    ruleHtml: sanitizeHtml(a.actRule),
    startTime: a.startTime,
    endTime: a.endTime,
    isOnline: a.isOnline,
    windowText: windowText(a),
  };
}

/** Runs a loader; an outage gives the "unavailable" props, retried sooner. */
async function guarded<P extends object>(load: () => Promise<P>, fallback: P) {
  try {
    return { props: await load(), revalidate: CAMPAIGN_REVALIDATE_S };
  } catch {
    return { props: fallback, revalidate: RETRY_S };
  }
}

/** A plain campaign (gift service): /command/command. */
export function loadCampaign(activityId: number) {
  return guarded<CampaignProps>(async () => ({ campaign: toCampaignView(await getActivity(activityId, QUIET)) }), { campaign: null });
}

/** An invite campaign with its draw pool (national21): /summer, /zchelp. */
export function loadInviteCampaign(activityId: number) {
  return guarded<SummerProps>(async () => {
    const [activity, prizes] = await Promise.all([getNational21Activity(activityId, QUIET), getNational21Pool(activityId, QUIET)]);
    return { campaign: toCampaignView(activity), prizes };
  }, { campaign: null, prizes: [] });
}

/** /zqj: the activity and the current top 20 (refreshed in the browser). */
export function loadRankCampaign(activityId: number = CAMPAIGNS.zqj) {
  return guarded<RankProps>(async () => {
    const [activity, rank] = await Promise.all([getActivity(activityId, QUIET), getRank(activityId, QUIET)]);
    return { campaign: toCampaignView(activity), rank };
  }, { campaign: null, rank: [] });
}

/** /sem: the activity's membership offers and the gifts that come with them. */
export function loadSemCampaign(activityId: number = CAMPAIGNS.sem) {
  return guarded<SemProps>(async () => {
    const [activity, offers, gifts] = await Promise.all([getActivity(activityId, QUIET), listEsportOffers(activityId, QUIET), listActivityGifts(activityId, QUIET)]);
    return { campaign: toCampaignView(activity), offers, gifts };
  }, { campaign: null, offers: [], gifts: [] });
}

/** Lines of the new-member ticker when nobody has claimed yet. */
export const NEW_VIP_LINES = ['新会员专享：首次开通电竞会员即送 7 天会员时长', '专属头像框、语音房会员标识，开通即可佩戴', '电竞专线覆盖 1000+ 热门游戏，一键加速'];

/** /nnNewVip/*: the new-member gift, the items it contains and the latest claims (ticker). */
export function loadNewVipCampaign(activityId: number = CAMPAIGNS.nnNewVip) {
  return guarded<NewVipProps>(async () => {
    const [activity, gifts, wins] = await Promise.all([getActivity(activityId, QUIET), listActivityGifts(activityId, QUIET), listOnlineWins(activityId, QUIET)]);
    const claims = wins.slice(0, 10).map((w) => `恭喜 ${w.nickName} 领取了「${w.prizeName}」`);
    return { campaign: toCampaignView(activity), gifts, notices: [...claims, ...NEW_VIP_LINES] };
  }, { campaign: null, gifts: [], notices: NEW_VIP_LINES });
}
