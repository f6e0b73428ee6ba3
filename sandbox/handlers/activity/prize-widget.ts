import type { WidgetAddressForm } from '@/lib/activity-types';
import { ACTIVITY_MSG } from '@/lib/activity';
import { str, type Body } from '../../request-body';
import { accountPhone, submitWidgetAddress } from '../../model/activity-leigod';
import { answer, positiveInt } from './common';

/**
 * The prize widget's address submit, which arrives where the spec's gift flow puts the winner's
 * address (POST /activity/activity/gift/cnee, handlers/activity/gift.ts) with the widget's whole
 * form. Its list and redemption are the leigod prize_list / receive (handlers/activity/leigod.ts).
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

/** The widget form of a physical prize: the account from its account_token, then the address. */
export function widgetCnee(body: Body): Response {
  const phone = accountPhone(str(body, 'account_token'));
  return phone.ok ? answer(submitWidgetAddress(phone.value, widgetForm(body)), ACTIVITY_MSG.addressOk) : answer(phone);
}
