import { create } from 'zustand';

export interface AppState {
  /** navigator.onLine, kept current by the online/offline events. */
  online: boolean;
  setOnline(online: boolean): void;
}

export const useAppStore = create<AppState>()((set) => ({
  online: true,
  setOnline: (online) => set({ online }),
}));

export const selectOnline = (s: AppState) => s.online;
