import { http } from 'msw';
import { activityOk } from '../../envelope';
import { ACTIVITY_GIFT_ITEMS, ESPORT_OFFERS } from '../../seed/activity/extras';
import { activityOf } from './common';

/** Membership offers and gift items of an activity (/sem, /nnNewVip): public, read-only. */

const ESPORT = '*/activity/activity/eSport';

export const esportHandlers = [
  http.get(`${ESPORT}/esportListByActivityId`, ({ request }) => {
    const a = activityOf(request);
    return a.ok ? activityOk((ESPORT_OFFERS[a.value.activityId] ?? []).map((o) => ({ ...o }))) : a.response;
  }),
  http.get(`${ESPORT}/listByActivityId`, ({ request }) => {
    const a = activityOf(request);
    return a.ok ? activityOk((ACTIVITY_GIFT_ITEMS[a.value.activityId] ?? []).map((g) => ({ ...g }))) : a.response;
  }),
];
