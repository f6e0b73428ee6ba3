/**
 * Site analytics (SPEC §7–§9): `track(event, props)` checks names (SPEC §8), strips anything that
 * looks like a phone, token or password, attaches the source channel and hands the event to the
 * Sensors Data SDK, which loads on idle and batch-sends every 6 s to NEXT_PUBLIC_SA_SERVER_URL.
 */
import { sourceChannel, validChannel } from '@/lib/channel';
import { nameProblem } from '@/lib/analytics/validate';
import { scrubProperties, type PropValue } from '@/lib/analytics/pii';
import { scheduleSdk, send } from '@/lib/analytics/sdk';

export { isValidName, isValidDistinctId } from '@/lib/analytics/validate';
export { CHANNEL_KEY, sourceChannel } from '@/lib/channel';

export type EventProps = Record<string, string | number | boolean | null | undefined>;

const STRING_MAX = 500;
const REFERRER_MAX = 200;
const SESSION_FLAG = 'nn_session_referrer_sent';

export const EVENTS = {
  sessionReferrer: 'session_referrer',
  download: 'download',
  edgeDownload: 'download_edge',
  clickRegister: 'click_register',
  membershipPurchase: 'buy_esport_vip',
} as const;

function clip(props: Record<string, PropValue>): Record<string, PropValue> {
  const out: Record<string, PropValue> = {};
  for (const [k, v] of Object.entries(props)) out[k] = typeof v === 'string' ? v.slice(0, STRING_MAX) : v;
  return out;
}

/**
 * Records an event; false (with a console warning) when a name is invalid, or during SSR. A
 * `channel` property of the right shape is kept, otherwise the visit's source channel is attached.
 */
export function track(event: string, properties: EventProps = {}): boolean {
  if (typeof window === 'undefined') return false;
  const problem = nameProblem(event, properties);
  if (problem) {
    console.warn(`埋点未发送，${problem}`);
    return false;
  }
  const { properties: clean } = scrubProperties(properties);
  clean.channel = validChannel(clean.channel) ?? sourceChannel();
  send(event, clip(clean));
  return true;
}

/** The membership purchase result of the order flow (SPEC §4: payment_amount and is_success). */
export function trackMembershipPurchase(paymentAmount: number, isSuccess: boolean): boolean {
  const amount = Number.isFinite(paymentAmount) && paymentAmount >= 0 ? Math.round(paymentAmount * 100) / 100 : 0;
  return track(EVENTS.membershipPurchase, { payment_amount: amount, is_success: isSuccess });
}

/**
 * Once per browser session: where the visitor came from (referrer cut to 200 chars, SPEC §9) and
 * the source channel. Also schedules the SDK so queued events leave on idle.
 */
export function startAnalytics(): void {
  if (typeof window === 'undefined') return;
  scheduleSdk();
  try {
    if (window.sessionStorage.getItem(SESSION_FLAG)) return;
    window.sessionStorage.setItem(SESSION_FLAG, '1');
  } catch {
    return; // no session storage: no way to send it only once
  }
  track(EVENTS.sessionReferrer, {
    referrer: document.referrer.slice(0, REFERRER_MAX),
    landing_page: window.location.pathname.slice(0, REFERRER_MAX),
  });
}
