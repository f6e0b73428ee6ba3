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
}

/** Rejection value of a failed call: same shape as a result, success false. */
export type ApiError = ApiResult<unknown> & { status?: number };

/** What the client needs from the app (toasts, user store). Registered once in `_app`. */
export interface HttpHooks {
  getToken(): string | undefined;
  warn(message: string): void;
  /** Auth code received. `silent` for activity/popu calls: clear the user, open nothing. */
  onAuthExpired(silent: boolean): void;
  isOnline(): boolean;
}
