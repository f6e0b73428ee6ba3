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
