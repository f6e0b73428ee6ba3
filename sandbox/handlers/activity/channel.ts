import { http } from 'msw';
import { ACTIVITY_CODES, CAMPAIGNS, type JointActivity } from '@/lib/activity-types';
import { activityFail, activityOk } from '../../envelope';
import { findActivityConfig } from '../../seed/activity/activities';
import { JOINT_CHANNEL_CONFIGS, rankEntries } from '../../seed/activity/extras';
import { positiveInt } from './common';
import { infoOf } from './draw';

/** Joint activities: the open rank activity of a partner channel (the `:id` of /jointActivityPage). */

export const NO_OPEN_ACTIVITY = '该渠道暂无进行中的活动';

export const channelHandlers = [
  http.get('*/activity/channel/activity/findOpenRankActivity/:id', ({ params }) => {
    const channelId = positiveInt(params.id);
    const channel = JOINT_CHANNEL_CONFIGS.find((c) => c.channelId === channelId && c.open);
    const base = findActivityConfig(CAMPAIGNS.joint);
    if (!channel || !base) return activityFail(ACTIVITY_CODES.notFound, NO_OPEN_ACTIVITY);
    const joint: JointActivity = {
      ...infoOf(base),
      activityName: channel.title,
      channelId: channel.channelId,
      partnerName: channel.partnerName,
      rankList: rankEntries(channel.rank),
    };
    return activityOk(joint);
  }),
];
