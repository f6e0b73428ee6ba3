import { useCallback, useRef, useState } from 'react';
import type { PraiseState } from '@/lib/game-types';
import { toggleRemarkPraise } from '@/services/games';
import { requireLogin } from '@/components/auth';

export type ToggleCall = (remarkId: number) => Promise<PraiseState>;

/**
 * Like / un-like of a remark. The count moves at once (optimistic) and goes back if the call fails;
 * clicks while a call is under way are ignored, so a double click is one toggle. Logged out: the
 * login dialog opens and the toggle is sent after a successful login (requireLogin).
 */
export function useLikeToggle(remarkId: number, initial: PraiseState, call: ToggleCall = toggleRemarkPraise) {
  const [state, setState] = useState<PraiseState>(initial);
  const busy = useRef(false);
  const current = useRef(initial);

  const send = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    const before = current.current;
    const optimistic = { praised: !before.praised, praise: Math.max(0, before.praise + (before.praised ? -1 : 1)) };
    current.current = optimistic;
    setState(optimistic);
    try {
      const next = await call(remarkId);
      current.current = next;
      setState(next);
    } catch {
      // The http client has shown why; the count goes back to what the server last said.
      current.current = before;
      setState(before);
    } finally {
      busy.current = false;
    }
  }, [call, remarkId]);
  const toggle = useCallback(() => requireLogin(() => void send()), [send]);

  return { ...state, toggle };
}
