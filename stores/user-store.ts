import { create } from 'zustand';
import { clearAuthToken, writeAuthToken } from '@/lib/cookies';

import type { UserInfo } from '@/lib/user-types';

export type { UserInfo };

export interface UserState {
  /** Null while logged out. Never written during SSR. */
  user: UserInfo | null;
  /** True once the browser copy has been read (avoids a logged-out flash after hydration). */
  hydrated: boolean;
  setUser(user: UserInfo | null): void;
  clearUser(): void;
  hydrate(): void;
}

export const USER_INFO_KEY = 'userInfo';

function readStored(): UserInfo | null {
  try {
    const raw = window.localStorage.getItem(USER_INFO_KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<UserInfo>;
    return typeof v.token === 'string' && v.token ? (v as UserInfo) : null;
  } catch {
    return null;
  }
}

function persist(user: UserInfo | null): void {
  if (user?.token) {
    window.localStorage.setItem(USER_INFO_KEY, JSON.stringify(user));
    writeAuthToken(user.token);
  } else {
    window.localStorage.removeItem(USER_INFO_KEY);
    clearAuthToken();
  }
}

export const useUserStore = create<UserState>()((set) => ({
  user: null,
  hydrated: false,
  setUser: (user) => {
    persist(user);
    set({ user: user?.token ? user : null });
  },
  clearUser: () => {
    persist(null);
    set({ user: null });
  },
  hydrate: () => set({ user: readStored(), hydrated: true }),
}));

export const selectUser = (s: UserState) => s.user;
export const selectToken = (s: UserState) => s.user?.token;
export const selectLoggedIn = (s: UserState) => Boolean(s.user?.token);
