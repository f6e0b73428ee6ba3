import { anonymousId, deviceId } from '@/lib/analytics/identity';
import { sourceChannel } from '@/lib/channel';
import { FIXED_HEADERS, LIMITS } from '@/lib/constants';

/**
 * The activity client's fixed headers (SPEC §3 "Fixed activity-client headers", §7): sent on every
 * /activity and /leigod call. reqChannel, appId and busiType repeat the general client's values (an
 * activity backend behind another gateway still gets them); anonymousId and deviceId are stable per
 * browser (lib/analytics/identity); registerCanal is the visit's source channel (default guanwang);
 * version is the site's release.
 */
export const ACTIVITY_HEADER_NAMES = ['reqChannel', 'appId', 'busiType', 'anonymousId', 'registerCanal', 'deviceId', 'version'] as const;
export type ActivityHeaderName = (typeof ACTIVITY_HEADER_NAMES)[number];

export function activityHeaders(): Record<ActivityHeaderName, string | undefined> {
  // A page rendered on the server has no visitor's browser: the per-browser ids are left out there
  // rather than one id being shared by every visitor of the process.
  const browser = typeof window !== 'undefined';
  return {
    reqChannel: LIMITS.reqChannel,
    appId: FIXED_HEADERS.appId,
    busiType: FIXED_HEADERS.busiType,
    anonymousId: browser ? anonymousId() : undefined,
    registerCanal: sourceChannel(),
    deviceId: browser ? deviceId() : undefined,
    version: FIXED_HEADERS.version,
  };
}
