import type { DrawResult, GiftAddressForm, GiftRecord, Paged } from '@/lib/activity-types';

/** Which records / address service a gift-flow activity uses. */
export type GiftService = 'gift' | 'national21';
import {
  listLotteryRecords,
  listNational21Records,
  luckDraw,
  luckDrawV2,
  national21Draw,
  submitGiftAddress,
  submitNational21Address,
} from '@/services/activity';
import { QUIET } from '@/lib/http';

/**
 * One face over the two gift-flow services (gift and national21), so the records list, the address
 * form and the draw button serve every campaign. Errors are left to the caller (QUIET).
 */

export type DrawService = GiftService | 'gift-v2';

export function drawOnce(service: DrawService, activityId: number): Promise<DrawResult> {
  if (service === 'national21') return national21Draw(activityId, QUIET);
  return service === 'gift-v2' ? luckDrawV2(activityId, QUIET) : luckDraw(activityId, QUIET);
}

export function listGiftRecords(service: GiftService, activityId: number, pageNo: number): Promise<Paged<GiftRecord>> {
  return service === 'national21' ? listNational21Records(activityId, { pageNo }, QUIET) : listLotteryRecords(activityId, { pageNo }, QUIET);
}

export function sendGiftAddress(service: GiftService, activityId: number, form: GiftAddressForm): Promise<string> {
  return service === 'national21' ? submitNational21Address(activityId, form, QUIET) : submitGiftAddress(form, QUIET);
}

