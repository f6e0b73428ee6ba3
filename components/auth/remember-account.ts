import { LIMITS } from '@/lib/constants';

/** localStorage key of the remembered login phone (SPEC §3, 7 days). */
export const REMEMBER_ACCOUNT_KEY = 'rememberAccount';

interface Stored {
  value: string;
  expires: number;
}

export function rememberAccount(phone: string, now: number = Date.now()): void {
  const entry: Stored = { value: phone, expires: now + LIMITS.rememberAccountDays * 86_400_000 };
  try {
    window.localStorage.setItem(REMEMBER_ACCOUNT_KEY, JSON.stringify(entry));
  } catch {
    // Storage full or disabled: remembering is a convenience only.
  }
}

/** The remembered phone, or '' when none or expired (an expired entry is removed). */
export function readRememberedAccount(now: number = Date.now()): string {
  try {
    const raw = window.localStorage.getItem(REMEMBER_ACCOUNT_KEY);
    if (!raw) return '';
    const v = JSON.parse(raw) as Partial<Stored>;
    if (typeof v.value === 'string' && typeof v.expires === 'number' && v.expires > now) return v.value;
    window.localStorage.removeItem(REMEMBER_ACCOUNT_KEY);
  } catch {
    // Unreadable entry: treat as none.
  }
  return '';
}
