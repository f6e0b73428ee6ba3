import { useEffect, useState } from 'react';
import { exchangeLeigodToken } from '@/services/leigod';
import { selectToken, useUserStore } from '@/stores/user-store';

interface Exchanged {
  siteToken: string;
  accountToken: string | null;
  expiresAt: number;
}

// Browser-only (written after a call): one exchange per site token while it lives.
let cached: Exchanged | null = null;
/** Exchange again this long before the account token's own expiry. */
const MARGIN_MS = 60_000;

const fresh = (e: Exchanged | null, siteToken: string | undefined): e is Exchanged =>
  !!e && !!siteToken && e.siteToken === siteToken && e.expiresAt - MARGIN_MS > Date.now();

/**
 * The accelerator-activity account_token of the signed-in user (POST /leigod/api/user/login/token).
 * Null while logged out or exchanging. An auth code on any leigod call clears the user silently
 * (activity client), which clears this too; a fresh login exchanges again.
 */
export function useLeigodAccount(): { accountToken: string | null; loading: boolean } {
  const siteToken = useUserStore(selectToken);
  const [result, setResult] = useState<Exchanged | null>(() => (fresh(cached, siteToken) ? cached : null));
  const current = fresh(result, siteToken) ? result : fresh(cached, siteToken) ? cached : null;
  useEffect(() => {
    if (!siteToken || fresh(cached, siteToken)) return;
    let live = true;
    exchangeLeigodToken(siteToken, { ignoreError: true }).then(
      (t) => {
        cached = { siteToken, accountToken: t.account_token, expiresAt: Date.now() + t.expires_in * 1000 };
        if (live) setResult(cached);
      },
      // A failed exchange yields no token (SPEC §8: logged, empty value); retry on the next login.
      () => live && setResult({ siteToken, accountToken: null, expiresAt: Date.now() + MARGIN_MS + 5_000 }),
    );
    return () => {
      live = false;
    };
  }, [siteToken]);
  return { accountToken: current?.accountToken ?? null, loading: !!siteToken && !current };
}
