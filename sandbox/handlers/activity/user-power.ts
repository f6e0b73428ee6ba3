import { http } from 'msw';
import { activityOk } from '../../envelope';
import { activityState } from '../../model/activity-store';
import { readBody } from '../../request-body';
import { activityAndUser } from './common';

/** The benefit / CDK list (activity 10024, SPEC §9). An empty list is data [] (the page shows 权益为空). */

export const userPowerHandlers = [
  http.post('*/activity/userPower/getUserPower', async ({ request }) => {
    const r = activityAndUser(request, await readBody(request));
    if (!r.ok) return r.response;
    const { activity, user } = r.value;
    const list = activity.kind === 'benefit' ? (activityState().benefits[user.phone] ?? []) : [];
    return activityOk(list.map((b) => ({ ...b })));
  }),
];
