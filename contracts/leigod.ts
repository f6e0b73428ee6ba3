import { activityShapes } from './activity';
import { t, type Contracts } from './schema';

/**
 * Accelerator activity (/leigod, SPEC §7 "Accelerator-activity"; §3 "Prize record (activity
 * widget)", "Prize list response", "Tokens"): the account token, the activity with its pool and
 * packages, buying a package in the NN client, draws, the present, the prize widget's list and
 * redemption, and the server clock. Activity envelope (code 0). SPEC §7 names login/token's
 * account_token and receive's data, code, msg; the rest are the site's own wire types
 * (lib/activity-types.ts). The widget's address goes to /activity/activity/gift/cnee
 * (contracts/activity.ts).
 */

/** SPEC §3 "Prize record (activity widget)". */
const widgetPrize = t.object({ id: t.number, status: t.number, status_title: t.string, award_type: t.number, present_title: t.string, message: t.string });

/** An invoice paid in the NN client: state 0 waiting, 1 paid, 2 expired. */
const invoice = t.object({ invoice_id: t.string, package_id: t.number, price: t.number, state: t.number, pay_url: t.string });

export const leigodContracts: Contracts = {
  'POST /leigod/api/user/login/token': {
    envelope: 'activity',
    data: t.object({ account_token: t.string, expires_in: t.number }),
    spec: '§7 login/token (token_channel, token; returns data.account_token); §3 Tokens',
  },
  'GET /leigod/api/activity/package': {
    envelope: 'activity',
    data: t.array(t.object({ id: t.number, name: t.string, days: t.number, price: t.number, original_price: t.number, draw_num: t.number, tag: t.string })),
    spec: '§7 activity/package',
  },
  'GET /leigod/api/activity/:id': {
    envelope: 'activity',
    data: t.object({
      id: t.number,
      title: t.string,
      rule: t.string,
      start_time: t.number,
      end_time: t.number,
      is_online: t.boolean,
      chestStyle: t.number,
      draw_num: t.number,
      present_taken: t.boolean,
      prizes: t.array(activityShapes.poolPrize),
    }),
    spec: '§7 activity/{id} (account_token); §3 Dialog slot data chestStyle',
  },
  'POST /leigod/api/user/package/buy/nn': { envelope: 'activity', data: invoice, spec: '§7 user/package/buy/nn' },
  'POST /leigod/api/user/invoice/price/nn': {
    envelope: 'activity',
    data: t.object({ package_id: t.number, price: t.number, original_price: t.number, discount: t.number, repurchase: t.boolean }),
    spec: '§7 user/invoice/price/nn',
  },
  'POST /leigod/api/user/package/level': { envelope: 'activity', data: t.object({ level: t.number, repurchase: t.boolean }), spec: '§7 user/package/level' },
  'POST /leigod/api/user/invoice/state/nn': { envelope: 'activity', data: invoice, spec: '§7 user/invoice/state/nn' },
  'POST /leigod/api/activity/draw': {
    envelope: 'activity',
    data: t.object({ ...activityShapes.drawResultFields, prize_id: t.oneOf(t.number, t.null) }),
    spec: '§7 activity/draw (a win becomes a widget record, prize_id)',
  },
  'POST /leigod/api/activity/present': {
    envelope: 'activity',
    data: t.object({ prize_id: t.number, present_title: t.string, award_type: t.number }),
    spec: '§7 activity/present',
  },
  'POST /leigod/api/user/prize_list': { envelope: 'activity', data: t.object({ list: t.array(widgetPrize), total: t.number }), spec: '§7 prize_list; §3 prize list response' },
  'POST /leigod/api/user/receive': { envelope: 'activity', data: t.unknown, spec: '§7 receive returns data, code, msg' },
  'GET /leigod/tools/system_time': { envelope: 'activity', data: t.object({ time: t.number }), spec: '§7 tools/system_time' },
};
