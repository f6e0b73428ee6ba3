import { http } from 'msw';
import { recordDetail, takeActivityGift } from '../../model/activity-gifts';
import { activityAndUser, activityUser, answer, positiveInt, query } from './common';

/**
 * The popu service: the activity's one-time gift (new-member gift; for /command the 口令 goes in
 * the `command` query) and a record's detail (`?id=`).
 */

export const popuHandlers = [
  http.get('*/activity/popu/getGift', ({ request }) => {
    const r = activityAndUser(request);
    return r.ok ? answer(takeActivityGift(r.value.activity, r.value.user.phone, query(request).get('command') ?? '')) : r.response;
  }),
  http.get('*/activity/popu/getLottryRecordDetail', ({ request }) => {
    const user = activityUser(request);
    if (!user.ok) return user.response;
    return answer(recordDetail(user.value.phone, positiveInt(query(request).get('id')) ?? 0));
  }),
];
