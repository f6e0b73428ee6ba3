import { http } from 'msw';
import { activityOk } from '../../envelope';
import { myRank, rankList } from '../../model/activity-social';
import { activityAndUser, activityOf } from './common';

/** The midAutumn rank (/zqj): every draw of the activity adds the prize's points to the player's score. */

const MOON = '*/activity/web/midAutumn';

export const midAutumnHandlers = [
  http.get(`${MOON}/getRank`, ({ request }) => {
    const a = activityOf(request);
    return a.ok ? activityOk(rankList(a.value.activityId)) : a.response;
  }),
  http.get(`${MOON}/getMyRank`, ({ request }) => {
    const r = activityAndUser(request);
    return r.ok ? activityOk(myRank(r.value.activity.activityId, r.value.user)) : r.response;
  }),
];
