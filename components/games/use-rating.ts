import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameScore } from '@/lib/game-types';
import { rateGame } from '@/services/games';
import { requireLogin } from '@/components/auth';

/** Quick changes (a double click, arrow keys across the stars) settle into one request. */
export const RATE_SETTLE_MS = 400;

export type RateCall = (serverId: number, score: number) => Promise<GameScore>;

export const isValidScore = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 5;

/**
 * The user's own rating of a game: one per user, changeable. The choice shows at once; the last
 * choice is sent after RATE_SETTLE_MS, never while another rating call is under way, and not at
 * all when it equals the saved rating. A failure puts the saved rating back.
 */
export function useRating(serverId: number, saved: number | null, onScore: (score: GameScore) => void, call: RateCall = rateGame) {
  const [choice, setChoice] = useState<number | null>(saved);
  const [sending, setSending] = useState(false);
  const savedRef = useRef(saved);
  const choiceRef = useRef(saved);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const commit = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      // A choice made while a call ran is sent right after it, in the same loop.
      while (isValidScore(choiceRef.current) && choiceRef.current !== savedRef.current) {
        const value = choiceRef.current;
        try {
          const summary = await call(serverId, value);
          savedRef.current = summary.myScore ?? value;
          onScore(summary);
        } catch {
          choiceRef.current = savedRef.current;
          setChoice(savedRef.current);
          break;
        }
      }
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }, [call, onScore, serverId]);

  const pick = useCallback(
    (value: number) => {
      if (!isValidScore(value)) return;
      choiceRef.current = value;
      setChoice(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void commit(), RATE_SETTLE_MS);
    },
    [commit],
  );
  // Logged out: the login dialog first, the choice after a successful login.
  const choose = useCallback((value: number) => requireLogin(() => pick(value)), [pick]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { choice, sending, choose };
}
