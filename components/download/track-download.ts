import { EVENTS, track } from '@/lib/analytics';
import type { DownloadState } from '@/stores/app-store';

export type DownloadPosition = 'hero' | 'header' | 'footer' | 'page';

/** Where a download link sits, from its landmark (the footer's button is the shared component). */
export function positionOf(el: Element): DownloadPosition {
  if (el.closest('footer')) return 'footer';
  if (el.closest('header')) return 'header';
  if (el.closest('#download')) return 'hero';
  return 'page';
}

/**
 * The `download` event (SPEC §7) with the visit's channel attached by track() and the package's
 * channel; an Edge package also sends the extra edge event (SPEC §4).
 */
export function trackDownload(state: DownloadState, position: DownloadPosition): void {
  const props = { package_channel: state.packageChannel ?? null, position, platform: 'windows' };
  track(EVENTS.download, props);
  if (state.edge) track(EVENTS.edgeDownload, props);
}
