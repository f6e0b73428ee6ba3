import { isActivityEnded, isActivityUpcoming } from '@/lib/activity';
import type { ActivityWindow } from '@/lib/activity-types';

/**
 * Time rules of the campaign pages, without dayjs (the same text on the server and in the browser):
 * dates are China time (UTC+8), whatever the visitor's or the server's time zone.
 */

const CHINA_OFFSET_MS = 8 * 3600_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** 2026.06.01 00:00 in China time. */
export function formatChinaMinute(ms: number): string {
  const d = new Date(ms + CHINA_OFFSET_MS);
  return `${d.getUTCFullYear()}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** 2026-06-01 in China time. */
export function formatChinaDay(ms: number): string {
  const d = new Date(ms + CHINA_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 活动时间：2026.06.01 00:00 - 2027.06.30 23:59 */
export function windowText(w: Pick<ActivityWindow, 'startTime' | 'endTime'>): string {
  return `活动时间：${formatChinaMinute(w.startTime)} - ${formatChinaMinute(w.endTime)}`;
}

export type CampaignPhase = 'upcoming' | 'running' | 'ended';

/** SPEC §4 ended flag, with "not started yet" told apart from "over". */
export function campaignPhase(w: ActivityWindow, now: number): CampaignPhase {
  if (isActivityUpcoming(w, now)) return 'upcoming';
  return isActivityEnded(w, now) ? 'ended' : 'running';
}

export const PHASE_LABEL: Record<CampaignPhase, string> = { upcoming: '即将开始', running: '火热进行中', ended: '活动已结束' };
