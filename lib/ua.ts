/** User-agent checks used by the mobile full-reload rule (SPEC §2) and the Edge download channel (SPEC §7). */

const MOBILE = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS|MicroMessenger.*Mobile/i;

export function isMobileUA(ua: string | null | undefined): boolean {
  if (!ua) return false;
  return MOBILE.test(ua);
}

/** Chromium Edge ("Edg/"), legacy Edge ("Edge/"), Edge on Android/iOS ("EdgA/", "EdgiOS/"). */
export function isEdgeUA(ua: string | null | undefined): boolean {
  if (!ua) return false;
  return /\b(Edge|Edg|EdgA|EdgiOS)\/\d/.test(ua);
}

/** The phone app a user agent can install: iPhone/iPad/iPod → ios; Android and HarmonyOS → android. */
export function appPlatformOf(ua: string | null | undefined): 'ios' | 'android' | null {
  if (!ua) return null;
  if (/iPhone|iPad|iPod/i.test(ua)) return 'ios';
  if (/Android|HarmonyOS/i.test(ua)) return 'android';
  return null;
}

/**
 * What the download buttons should lead with: `phone` for a mobile UA, `desktop` for Windows,
 * null when the UA does not say (an iPad asking for the desktop site reads as a Mac): then the
 * page's own media query (touch screen without hover) decides.
 */
export function deviceClassOf(ua: string | null | undefined): 'phone' | 'desktop' | null {
  if (isMobileUA(ua)) return 'phone';
  if (ua && /Windows NT/i.test(ua)) return 'desktop';
  return null;
}
