import { sanitizeHtml } from '@/components/ui/sanitize-html';
import type { SanitizedHtml } from '@/components/ui/safe-html';
import { isActivityEnded, leigodWindow, windowText } from '@/lib/activity';
import { CAMPAIGNS, type ActivityGiftItem, type ActivityInfo, type EsportOffer, type LeigodPackage, type PoolPrize, type RankEntry } from '@/lib/activity-types';
import { getActivity, getNational21Activity, getNational21Pool, getPoolOverview, getRank, listActivityGifts, listEsportOffers, listOnlineWins } from '@/services/activity';
import { getLeigodActivity, listLeigodPackages } from '@/services/leigod';
import type { GiftService } from './engine/gift-service';
import { QUIET } from '@/lib/http';
import { guarded } from '@/lib/loader';

/**
 * The one loader of the campaign pages (getStaticProps + ISR): public data only — the activity,
 * its rules, pools, offers, the rank — never anything of a visitor. Every page reads the activity
 * one way (CampaignView) and falls back one way (`guarded`: the "unavailable" props, retried sooner).
 */

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

export interface RankProps extends CampaignProps {
  rank: RankEntry[];
}

export interface SemProps {
  campaign: CampaignView | null;
  offers: EsportOffer[];
  gifts: ActivityGiftItem[];
}

export interface NewVipProps {
  campaign: CampaignView | null;
  gifts: ActivityGiftItem[];
  /** Ticker lines: the latest claims, then the gift's selling points. */
  notices: string[];
}


/** getStaticProps of a gift-service campaign (ISR: the stock shown is at most a minute old). */
export function loadCampaign(activityId: number, service: GiftService = 'gift') {
  return guarded<CampaignProps>(async () => {
    if (service === 'national21') {
      const [activity, prizes] = await Promise.all([getNational21Activity(activityId, QUIET), getNational21Pool(activityId, QUIET)]);
      return { campaign: toCampaignView(activity), prizes };
    }
    const overview = await getPoolOverview(activityId, QUIET);
    return { campaign: toCampaignView(overview.activity), prizes: overview.prizes };
  }, { campaign: null, prizes: [] });
}

export interface LeigodCampaignProps extends CampaignProps {
  packages: LeigodPackage[];
}

/** getStaticProps of a leigod campaign: the same view from GET /leigod/api/activity/{id}, plus its packages. */
export function loadLeigodCampaign(id: number) {
  return guarded<LeigodCampaignProps>(async () => {
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
    return { campaign: toCampaignView(info), prizes: a.prizes, packages };
  }, { campaign: null, prizes: [], packages: [] });
}

/** /zqj: the campaign and pool plus the current top 20 (refreshed in the browser). */
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
