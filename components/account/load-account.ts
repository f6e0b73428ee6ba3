import { CAMPAIGNS, type BenefitRecord, type GiftRecord } from '@/lib/activity-types';
import { QUIET } from '@/lib/http';
import { MEMBERSHIP_PROBE_SERVER_ID, type WalletBalance } from '@/lib/order-types';
import { listLotteryRecords, listNational21Records, listUserPowers } from '@/services/activity';
import { getUserVipInfo } from '@/services/games';
import { getBalance } from '@/services/order';

/** The campaigns whose prize records the account page gathers, by the service that keeps them. */
export const GIFT_CAMPAIGNS: Record<number, string> = {
  [CAMPAIGNS.nnActivity]: '活动中心',
  [CAMPAIGNS.qmgogo]: '全民GOGO',
  [CAMPAIGNS.offlineHuya]: '虎牙线下赛',
  [CAMPAIGNS.redEnvelope]: '红包雨',
  [CAMPAIGNS.zqj]: '中秋赏月',
};
export const NATIONAL21_CAMPAIGNS: Record<number, string> = {
  [CAMPAIGNS.summer]: '暑期狂欢',
  [CAMPAIGNS.zchelp]: '助力好友',
};
/** Newest records of each campaign: the page shows the recent ones, the campaign page has them all. */
export const PRIZES_PER_CAMPAIGN = 20;

export interface PrizeRow extends GiftRecord {
  campaign: string;
}

/** Membership end (ms; 0 never a member), from the one membership call SPEC has. */
export async function loadMembership(): Promise<number> {
  return (await getUserVipInfo(MEMBERSHIP_PROBE_SERVER_ID, QUIET)).endDateTs;
}

export const loadBalance = (): Promise<WalletBalance> => getBalance(QUIET);
export const loadBenefits = async (): Promise<BenefitRecord[]> => (await listUserPowers(CAMPAIGNS.benefits, QUIET)) ?? [];

/**
 * Prize records across the campaigns, newest first. A campaign whose call fails is left out (the
 * others still show); rejects only when every call failed.
 */
export async function loadPrizes(): Promise<PrizeRow[]> {
  const page = { pageNo: 1, pageSize: PRIZES_PER_CAMPAIGN };
  const calls = [
    ...Object.entries(GIFT_CAMPAIGNS).map(([id, campaign]) => listLotteryRecords(Number(id), page, QUIET).then((r) => ({ r, campaign }))),
    ...Object.entries(NATIONAL21_CAMPAIGNS).map(([id, campaign]) => listNational21Records(Number(id), page, QUIET).then((r) => ({ r, campaign }))),
  ];
  const settled = await Promise.allSettled(calls);
  const ok = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  if (!ok.length) throw new Error('prize records unavailable');
  return ok.flatMap(({ r, campaign }) => (r?.list ?? []).map((rec) => ({ ...rec, campaign }))).sort((a, b) => b.createTime - a.createTime);
}
