import { sanitizeHtml } from '@/components/ui/sanitize-html';
import type { SanitizedHtml } from '@/components/ui/safe-html';
import { isActivityEnded, windowText } from '@/lib/activity';
import { JOINT_CHANNELS, type JointActivity, type RankEntry } from '@/lib/activity-types';
import { findOpenRankActivity } from '@/services/activity';
import { guarded, REVALIDATE_ERROR_S } from '@/lib/loader';
import { QUIET, isApiError } from '@/lib/http';

/** Partner names of JOINT_CHANNELS (a closed channel's call answers no name). */
export const JOINT_PARTNERS: Record<number, string> = {
  [JOINT_CHANNELS.huya]: '虎牙直播',
  [JOINT_CHANNELS.douyu]: '斗鱼直播',
  [JOINT_CHANNELS.bilibili]: '哔哩哔哩',
};

export interface JointView {
  channelId: number;
  partnerName: string;
  activityName: string;
  windowText: string;
  startTime: number;
  endTime: number;
  isOnline: boolean;
  ended: boolean;
  actRule: SanitizedHtml;
  rankList: RankEntry[];
}

/** One channel: its open activity, or null when it has none (3003) — the page says so. */
export interface JointChannel {
  channelId: number;
  partnerName: string;
  activity: JointView | null;
}

function toView(a: JointActivity): JointView {
  return {
    channelId: a.channelId,
    partnerName: a.partnerName,
    activityName: a.activityName,
    windowText: windowText(a),
    startTime: a.startTime,
    endTime: a.endTime,
    isOnline: a.isOnline,
    ended: isActivityEnded(a, Date.now()),
    actRule: sanitizeHtml(a.actRule),
    rankList: a.rankList,
  };
}

async function channel(channelId: number): Promise<JointChannel> {
  try {
    const a = await findOpenRankActivity(channelId, QUIET);
    return { channelId, partnerName: a.partnerName, activity: toView(a) };
  } catch (error) {
    // 3003: no open activity on this channel. Anything else is an outage: let ISR keep the old page.
    if (!isApiError(error) || error.code !== '3003') throw error;
    return { channelId, partnerName: JOINT_PARTNERS[channelId] ?? `合作渠道 ${channelId}`, activity: null };
  }
}

export interface JointHubProps {
  channels: JointChannel[];
  error: boolean;
}

/** /jointActivity and /jointActivityPage: every partner channel with its open activity. */
export function loadJointChannels() {
  return guarded<JointHubProps>(async () => ({ channels: await Promise.all(Object.values(JOINT_CHANNELS).map(channel)), error: false }), { channels: [], error: true });
}

export interface JointPageProps {
  id: number | null;
  channel: JointChannel | null;
  channels: JointChannel[];
  error: boolean;
}

/** /jointActivityPage/:id? — the channel's activity (id null: the hub). */
export async function loadJointPage(id: number | null) {
  const hub = await loadJointChannels();
  if (id === null) return { ...hub, props: { id, channel: null, ...hub.props } satisfies JointPageProps };
  try {
    const one = hub.props.channels.find((c) => c.channelId === id) ?? (await channel(id));
    return { ...hub, props: { id, channel: one, ...hub.props } satisfies JointPageProps };
  } catch {
    return { props: { id, channel: null, channels: hub.props.channels, error: true } satisfies JointPageProps, revalidate: REVALIDATE_ERROR_S };
  }
}
