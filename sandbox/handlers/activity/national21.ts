import { http } from 'msw';
import { CAMPAIGNS } from '@/lib/activity-types';
import { activityOk } from '../../envelope';
import { myInvites } from '../../model/activity-social';
import { activityAndUser } from './common';
import { activityInfo, cnee, drawCount, lotteryRecord, luckDraw, pool, winners } from './gift';

/**
 * The national21 service (/summer, /zchelp): the gift service's draw engine plus invites, which
 * add one draw each. `qryMyDraw` takes the activityId header and a `t` timestamp (ignored).
 */

const N21 = '*/activity/national21';

/** Where an invite link lands, per activity (the page prefixes the origin). */
const LANDING: Record<number, string> = { [CAMPAIGNS.summer]: '/summer', [CAMPAIGNS.zchelp]: '/zchelp' };

const getMyInvite = ({ request }: { request: Request }) => {
  const r = activityAndUser(request);
  if (!r.ok) return r.response;
  const { activity, user } = r.value;
  return activityOk(myInvites(activity.activityId, user, LANDING[activity.activityId] ?? '/summer'));
};

export const national21Handlers = [
  http.post(`${N21}/cnee`, cnee),
  http.get(`${N21}/getMyInvite`, getMyInvite),
  http.get(`${N21}/activity`, activityInfo),
  http.get(`${N21}/luckDraw`, luckDraw),
  http.get(`${N21}/lotteryRecord`, lotteryRecord),
  http.get(`${N21}/luckRecord`, winners),
  http.get(`${N21}/pool`, pool),
  http.get(`${N21}/qryMyDraw`, drawCount),
];
