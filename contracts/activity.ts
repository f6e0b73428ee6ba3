import { t, type Contracts } from './schema';

/**
 * Activity (/activity, SPEC §7 "Activity"; §3 "Activity", "Prize record (gift flow)", "Benefit
 * record"): the campaign pages' calls — activity info, pools, draws, prize records, counts, the
 * winner's address, the one-time gifts, eSport offers, ranks, benefits, joint and national21
 * activities. Activity envelope ({code, msg, data}, code 0). SPEC §3 names Activity's activityId,
 * actRule, startTime, endTime, isOnline and the gift record's giftName, giftType, cneeStatusStr,
 * cneeAddr, giftCode, id, giftId; the rest are the site's own wire types (lib/activity-types.ts).
 */

/** SPEC §3 Activity, with the name, kind, chest theme (1 orange) and banner the pages show. */
const activityFields = {
  activityId: t.number,
  activityName: t.string,
  actRule: t.string,
  startTime: t.number,
  endTime: t.number,
  isOnline: t.boolean,
  kind: t.string,
  chestStyle: t.number,
  banner: t.string,
};
const activity = t.object(activityFields);

/** A prize as a draw names it: the pool's prize without its place and stock. */
const prizeFields = { id: t.number, name: t.string, type: t.number, image: t.string };

/** A prize of a pool by 九宫格 slot; stock null is unlimited. */
const poolPrize = t.object({ ...prizeFields, slotIndex: t.number, stock: t.oneOf(t.number, t.null), soldOut: t.boolean });

/** One draw: the prize, win flag, draws left, the slot the grid lands on, the record and CDK of a win (else null). */
const drawResultFields = {
  prize: t.object(prizeFields),
  win: t.boolean,
  remain: t.number,
  slotIndex: t.number,
  recordId: t.oneOf(t.number, t.null),
  cdk: t.oneOf(t.string, t.null),
};
const drawResult = t.object(drawResultFields);

/** SPEC §3 "Prize record (gift flow)": giftName, giftType, cneeStatusStr, cneeAddr, giftCode, id, giftId. */
const giftRecord = t.object({
  id: t.number,
  giftId: t.number,
  activityId: t.number,
  giftName: t.string,
  giftType: t.number,
  giftCode: t.string,
  cneeStatus: t.number,
  cneeStatusStr: t.string,
  cneeAddr: t.string,
  createTime: t.number,
});
const giftRecords = t.object({ list: t.array(giftRecord), total: t.number });

/** A winners-ticker line; the name comes masked. */
const winNotices = t.array(t.object({ nickName: t.string, prizeName: t.string, time: t.number }));

const drawCount = t.object({ remain: t.number, used: t.number, fromInvites: t.number });

const rankEntry = t.object({ rank: t.number, nickName: t.string, score: t.number, prizeName: t.string });

const GIFT = '/activity/activity/gift';
const N21 = '/activity/national21';

export const activityContracts: Contracts = {
  // gift: the 九宫格, chest and red-envelope pages
  [`GET ${GIFT}/activity`]: { envelope: 'activity', data: activity, spec: '§7 gift/activity; §3 Activity' },
  [`GET ${GIFT}/luckDraw`]: { envelope: 'activity', data: drawResult, spec: '§7 gift/luckDraw' },
  [`GET ${GIFT}/v2/luckDraw`]: { envelope: 'activity', data: drawResult, spec: '§7 gift/v2/luckDraw' },
  [`GET ${GIFT}/lotteryRecord`]: { envelope: 'activity', data: giftRecords, spec: '§7 gift/lotteryRecord (pageNo, pageSize 4); §3 Prize record (gift flow)' },
  [`GET ${GIFT}/onLinePool`]: { envelope: 'activity', data: winNotices, spec: '§7 gift/onLinePool' },
  [`GET ${GIFT}/pool`]: { envelope: 'activity', data: t.array(poolPrize), spec: '§7 gift/pool' },
  [`GET ${GIFT}/v2/pool`]: {
    envelope: 'activity',
    data: t.object({ activity, prizes: t.array(poolPrize), remain: t.oneOf(t.number, t.null) }),
    spec: '§7 gift/v2/pool',
  },
  [`GET ${GIFT}/user/lottryNum`]: { envelope: 'activity', data: drawCount, spec: '§7 gift/user/lottryNum' },
  [`GET ${GIFT}/validOrderGiveDraw`]: { envelope: 'activity', data: t.object({ given: t.number, remain: t.number }), spec: '§7 gift/validOrderGiveDraw' },
  // The gift flow's form (cneeName …) and the prize widget's (prize_id, account_token …); both read only msg (操作成功!).
  [`POST ${GIFT}/cnee`]: { envelope: 'activity', data: t.unknown, spec: '§7 gift/cnee (winner address); §3 shipping forms; §8 操作成功!' },

  // popu: the one-time gift (new-member, command) and a record's detail
  'GET /activity/popu/getGift': { envelope: 'activity', data: giftRecord, spec: '§7 popu/getGift; §3 Prize record (gift flow)' },
  'GET /activity/popu/getLottryRecordDetail': { envelope: 'activity', data: giftRecord, spec: '§7 popu/getLottryRecordDetail; §3 Prize record (gift flow)' },

  // eSport offers and gift items, ranks, benefits, joint activities
  'GET /activity/activity/eSport/esportListByActivityId': {
    envelope: 'activity',
    data: t.array(
      t.object({ id: t.number, esportComboName: t.string, esportComboDay: t.number, preferentialPrice: t.number, originalPrice: t.number, tag: t.string }),
    ),
    spec: '§7 eSport/esportListByActivityId; §3 Esports package (esportComboName, esportComboDay, preferentialPrice, originalPrice)',
  },
  'GET /activity/activity/eSport/listByActivityId': {
    envelope: 'activity',
    data: t.array(t.object({ giftId: t.number, giftName: t.string, giftType: t.number, image: t.string, desc: t.string })),
    spec: '§7 eSport/listByActivityId',
  },
  'GET /activity/web/midAutumn/getRank': { envelope: 'activity', data: t.array(rankEntry), spec: '§7 midAutumn/getRank' },
  'GET /activity/web/midAutumn/getMyRank': {
    envelope: 'activity',
    data: t.object({ rank: t.oneOf(t.number, t.null), nickName: t.string, score: t.number }),
    spec: '§7 midAutumn/getMyRank',
  },
  'POST /activity/userPower/getUserPower': {
    envelope: 'activity',
    data: t.array(t.object({ powerType: t.number, powerName: t.string, powerExpireTime: t.number, cdk: t.string })),
    spec: '§7 userPower/getUserPower (activity 10024); §3 Benefit record: powerType, powerExpireTime, cdk',
  },
  'GET /activity/channel/activity/findOpenRankActivity/:channelId': {
    envelope: 'activity',
    data: t.object({ ...activityFields, channelId: t.number, partnerName: t.string, rankList: t.array(rankEntry) }),
    spec: '§7 findOpenRankActivity/{id}',
  },

  // national21: /summer and /zchelp (activityId header, timestamp parameter t)
  [`POST ${N21}/cnee`]: { envelope: 'activity', data: t.unknown, spec: '§7 national21/cnee; §8 操作成功!' },
  [`GET ${N21}/getMyInvite`]: {
    envelope: 'activity',
    data: t.object({ inviteCode: t.string, inviteLink: t.string, invites: t.array(t.object({ nickName: t.string, registerTime: t.number })), total: t.number }),
    spec: '§7 national21/getMyInvite',
  },
  [`GET ${N21}/activity`]: { envelope: 'activity', data: activity, spec: '§7 national21/activity; §3 Activity' },
  [`GET ${N21}/luckDraw`]: { envelope: 'activity', data: drawResult, spec: '§7 national21/luckDraw' },
  [`GET ${N21}/lotteryRecord`]: { envelope: 'activity', data: giftRecords, spec: '§7 national21/lotteryRecord; §3 Prize record (gift flow)' },
  [`GET ${N21}/luckRecord`]: { envelope: 'activity', data: winNotices, spec: '§7 national21/luckRecord' },
  [`GET ${N21}/pool`]: { envelope: 'activity', data: t.array(poolPrize), spec: '§7 national21/pool' },
  [`GET ${N21}/qryMyDraw`]: { envelope: 'activity', data: drawCount, spec: '§7 national21/qryMyDraw' },
};

/** Shared with the accelerator activity's contracts (contracts/leigod.ts): its pool and draw answer. */
export const activityShapes = { poolPrize, drawResultFields };
