import { useRouter } from 'next/router';
import { createContext, useContext, useEffect } from 'react';
import { afterLoad } from '@/lib/after-load';
import { startAnalytics } from '@/lib/analytics';
import { captureSourceChannel } from '@/lib/channel';
import { inOwnTask } from '@/lib/own-task';
import { selectDownload, useAppStore, type DownloadState } from '@/stores/app-store';
import { cachedOnce } from './client-cache';
import { resolveDownload } from './download-state';

/** What the server knew at build time (home page): a real link and version before any script runs. */
export interface DownloadDefaults {
  href?: string;
  versionName?: string;
}

export const DownloadDefaultsContext = createContext<DownloadDefaults>({});
export const useDownloadDefaults = () => useContext(DownloadDefaultsContext);

/** Resolves the visit's package once per page load; the promise settles with the store updated. */
export function ensureDownload(): Promise<DownloadState> {
  const channel = captureSourceChannel(window.location.search);
  if (useAppStore.getState().download.status === 'idle') {
    useAppStore.getState().setDownload({ ...useAppStore.getState().download, status: 'loading' });
  }
  return cachedOnce('download', () => resolveDownload(channel, navigator.userAgent)).then(
    (state) => {
      useAppStore.getState().setDownload(state);
      return state;
    },
    () => {
      const fallback: DownloadState = { status: 'ready', edge: false };
      useAppStore.getState().setDownload(fallback);
      return fallback;
    },
  );
}

/**
 * Records the `from` channel of the URL (once per entry and on each route with a valid one) and
 * starts analytics (session_referrer, SDK on idle). Mount once in _app; the download components
 * call it too, so the channel is captured on any page with a download button.
 */
export function useSourceChannel(): void {
  const { asPath } = useRouter();
  useEffect(() => inOwnTask(() => {
    captureSourceChannel(window.location.search);
    startAnalytics();
  }), [asPath]);
}

/**
 * The download state, resolved once per page load after the page has settled (lib/after-load; at
 * once when the visitor interacts first). Until then the server's link (DownloadDefaults) or the
 * site's fallback link works, so nothing waits on it.
 */
export function useDownload(): DownloadState {
  useEffect(() => inOwnTask(() => {
    // The channel first: this effect runs (and schedules its task) before _app's, and
    // session_referrer carries the channel.
    captureSourceChannel(window.location.search);
    startAnalytics();
    return afterLoad(() => void ensureDownload());
  }), []);
  return useAppStore(selectDownload);
}

/** 'V9.1.3.0' from '9.1.3.0' or 'v9.1.3.0'. */
export function versionLabel(name: string | undefined): string | undefined {
  const v = name?.trim();
  if (!v) return undefined;
  return /^v/i.test(v) ? `V${v.slice(1)}` : `V${v}`;
}
