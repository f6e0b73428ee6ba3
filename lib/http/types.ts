/** The normalised envelope every service call resolves with (SPEC §3). */
export interface ApiResult<T = unknown> {
  msg: string;
  data: T;
  code: string;
  total?: number;
  time?: number;
  success: boolean;
}

/**
 * Which error policy a call follows.
 * - `default`: auth codes clear the user, warn and open the login dialog.
 * - `activity` / `popu`: auth codes clear the user silently; activity envelopes are `{code,msg,data}`
 *   where only `0` succeeds.
 */
export type CallKind = 'default' | 'activity' | 'popu';

export interface CallOptions {
  /** Show no toast for a failure (the promise still rejects). */
  ignoreError?: boolean;
  kind?: CallKind;
  headers?: Record<string, string | undefined>;
  /** Per-attempt timeout; default 20 s. */
  timeout?: number;
  signal?: AbortSignal;
  /** Generic GETs get `_t`; pass false to leave the query untouched. */
  timestamp?: boolean;
  /**
   * May this call be sent again after a network error, a timeout or a 5xx? Only for a GET that
   * reads and changes nothing; absent means no. POSTs are never retried, whatever this says.
   */
  retry?: boolean;
}

/**
 * What a GET of the shared client must state: whether it may be retried. A GET that changes
 * state (a draw, a one-time gift) says `retry: false` — its lost answer may hide a committed write.
 */
export type GetOptions = CallOptions & { retry: boolean };

/** Rejection value of a failed call: same shape as a result, success false. */
export type ApiError = ApiResult<unknown> & { status?: number };

/** What the client needs from the app (toasts, user store). Registered once in `_app`. */
export interface HttpHooks {
  getToken(): string | undefined;
  /** Show a failure's message; the toaster de-duplicates identical open messages (lib/toast). */
  warn(message: string): void;
  /** Auth code received. `silent` for activity/popu calls: clear the user, open nothing. */
  onAuthExpired(silent: boolean): void;
  isOnline(): boolean;
}
