import { http } from 'msw';
import type { WidgetAddressForm } from '@/lib/activity-types';
import { ACTIVITY_MSG } from '@/lib/activity';
import { str, type Body } from '../../request-body';
import { submitWidgetAddress } from '../../model/activity-leigod';
import { answer, positiveInt } from './common';
import { accountOnly, prizeList, receive } from './leigod';

/**
 * The prize widget's calls (SPEC §7 leaves their paths unshown; these are ours, documented in
 * services/activity.ts). They act on the same records as the leigod prize_list / receive.
 * - POST /activity/prize/list {activity_id, page, size, account_token} → {list, total}
 * - POST /activity/prize/receive {account_token, prize_id, is_auth_use: 1} → null, msg 兑换成功
 * - POST /activity/prize/address (the widget shipping form) → null, msg 操作成功!
 */

function widgetForm(body: Body): WidgetAddressForm {
  const region = Array.isArray(body.cneeAddr) ? body.cneeAddr.map((c) => (typeof c === 'string' || typeof c === 'number' ? String(c) : '')) : [];
  return {
    username: str(body, 'username'),
    phone: str(body, 'phone'),
    cneeAddr: region,
    handleAddr: str(body, 'handleAddr'),
    address: str(body, 'address'),
    prize_id: positiveInt(body.prize_id) ?? 0,
    account_token: str(body, 'account_token'),
    country_code: str(body, 'country_code') || '86',
  };
}

export const prizeWidgetHandlers = [
  http.post('*/activity/prize/list', prizeList),
  http.post('*/activity/prize/receive', receive),
  http.post(
    '*/activity/prize/address',
    accountOnly(({ phone, body }) => answer(submitWidgetAddress(phone, widgetForm(body)), ACTIVITY_MSG.addressOk)),
  ),
];
