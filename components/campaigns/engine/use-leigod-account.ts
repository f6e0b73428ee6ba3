import { useCallback, useEffect, useState } from 'react';
import { exchangeLeigodToken } from '@/services/leigod';
import { selectToken, useUserStore } from '@/stores/user-store';
import { QUIET } from '@/lib/http';

interface Exchanged {
  siteToken: string;
  accountToken: string;
  expiresAt: number;
}

// Browser-only (written after a call): one exchange per site token while it lives.
let cached: Exchanged | null = null;
let inflight: { siteToken: string; promise: Promise<string | null> } | null = null;
/** Shown when no account token could be had for a signed-in user. */
export const ACCOUNT_FAILED = '活动账号获取失败，请稍后重试';

/** Exchange again this long before the account token's own expiry. */
const MARGIN_MS = 60_000;

const fresh = (e: Exchanged | null, siteToken: string | undefined): e is Exchanged =>
  !!e && !!siteToken && e.siteToken === siteToken && e.expiresAt - MARGIN_MS > Date.now();

/**
 * The account_token for a site token (POST /leigod/api/user/login/token), exchanged once and shared
 * by every caller; null when the exchange fails (SPEC §8: the failure yields an empty value).
 */
export function accountTokenFor(siteToken: string): Promise<string | null> {
  if (fresh(cached, siteToken)) return Promise.resolve(cached.accountToken);
  if (inflight?.siteToken === siteToken) return inflight.promise;
  const promise = exchangeLeigodToken(siteToken, QUIET).then(
    (t) => {
      cached = { siteToken, accountToken: t.account_token, expiresAt: Date.now() + t.expires_in * 1000 };
      return t.account_token;
    },
    () => null,
  );
  inflight = { siteToken, promise };
  void promise.finally(() => {
    if (inflight?.promise === promise) inflight = null;
  });
  return promise;
}

/**
 * The accelerator-activity account_token of the signed-in user. Null while logged out or
 * exchanging; `ensure()` waits for it (a click during the exchange still works). An auth code on a
 * leigod call clears the user silently (activity client), which clears this too.
 */
export function useLeigodAccount(): { accountToken: string | null; ensure(): Promise<string | null> } {
  const siteToken = useUserStore(selectToken);
  const [result, setResult] = useState<{ siteToken: string; accountToken: string | null } | null>(null);
  useEffect(() => {
    if (!siteToken) return;
    let live = true;
    void accountTokenFor(siteToken).then((accountToken) => live && setResult({ siteToken, accountToken }));
    return () => {
      live = false;
    };
  }, [siteToken]);
  const ensure = useCallback(() => (siteToken ? accountTokenFor(siteToken) : Promise.resolve(null)), [siteToken]);
  const accountToken = siteToken && result?.siteToken === siteToken ? result.accountToken : null;
  return { accountToken, ensure };
}
