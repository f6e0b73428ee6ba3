import { track } from '@/lib/analytics';
import type { UserInfo } from '@/stores/user-store';

/** `window` event fired after a successful login; `detail` is the user. */
export const LOGGED_IN_EVENT = 'nn:logged-in';

export type LoggedInEvent = CustomEvent<UserInfo>;

export function dispatchLoggedIn(user: UserInfo): void {
  window.dispatchEvent(new CustomEvent<UserInfo>(LOGGED_IN_EVENT, { detail: user }));
}

/** Analytics of a code-based login (SPEC §7: click_register with register_method 1). */
export function trackCodeLogin(): void {
  try {
    track('click_register', { register_method: 1 });
  } catch {
    // Analytics must never break a login.
  }
}
