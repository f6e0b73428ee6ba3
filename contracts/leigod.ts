import { t, type Contracts } from './schema';

/** Accelerator activity (/leigod, SPEC §7): the prize widget's calls. Activity envelope (code 0). */

/** SPEC §3 "Prize record (activity widget)". */
const widgetPrize = t.object({ id: t.number, status: t.number, status_title: t.string, award_type: t.number, present_title: t.string, message: t.string });

export const leigodContracts: Contracts = {
  'POST /leigod/api/user/prize_list': { envelope: 'activity', data: t.object({ list: t.array(widgetPrize), total: t.number }), spec: '§7 prize_list; §3 prize list response' },
  'POST /leigod/api/user/receive': { envelope: 'activity', data: t.unknown, spec: '§7 receive returns data, code, msg' },
  'POST /activity/activity/gift/cnee': { envelope: 'activity', data: t.unknown, spec: '§7 gift/cnee (winner address); §8 操作成功!' },
};
