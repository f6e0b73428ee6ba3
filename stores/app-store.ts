import { create } from 'zustand';

/** Download state of SPEC §3, filled in the browser after hydration (never during SSR). */
export interface DownloadState {
  status: 'idle' | 'loading' | 'ready';
  /** The Windows package of this visit's channel (or `edge`); undefined until known. */
  downloadLink?: string;
  /** Channel whose package `downloadLink` is: the source channel, or `edge` (SPEC §7). */
  packageChannel?: string;
  /** True when the Edge package was chosen (Edge browser and edge_Judgment_switch "1"). */
  edge: boolean;
  windowsVersion?: string;
  iosVersion?: string;
  androidVersion?: string;
  /** App download URLs (checked by safeHref); undefined means not published (敬请期待！). */
  iosUrl?: string;
  androidUrl?: string;
}

export const INITIAL_DOWNLOAD: DownloadState = { status: 'idle', edge: false };

export interface AppState {
  /** navigator.onLine, kept current by the online/offline events. */
  online: boolean;
  setOnline(online: boolean): void;
  download: DownloadState;
  setDownload(download: DownloadState): void;
}

export const useAppStore = create<AppState>()((set) => ({
  online: true,
  setOnline: (online) => set({ online }),
  download: INITIAL_DOWNLOAD,
  setDownload: (download) => set({ download }),
}));

export const selectOnline = (s: AppState) => s.online;
export const selectDownload = (s: AppState) => s.download;
