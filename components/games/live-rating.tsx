import { useCallback, useEffect, useState } from 'react';
import type { GameScore } from '@/lib/game-types';
import { getGameScore } from '@/services/games';
import { selectToken, useUserStore } from '@/stores/user-store';
import { RatingInput } from './rating-input';
import { QUIET } from '@/lib/http';

interface Props {
  gameId: number;
  serverId: number;
  onScore(score: GameScore): void;
}

/**
 * Loaded after hydration (see ScorePanel): fetches the score again with the user's own rating (and
 * on login/logout), then shows the rating widget starting from the saved value.
 */
export function LiveRating({ gameId, serverId, onScore }: Props) {
  const token = useUserStore(selectToken);
  const [mine, setMine] = useState<{ loads: number; myScore: number | null }>({ loads: 0, myScore: null });
  useEffect(() => {
    let live = true;
    getGameScore(gameId, QUIET).then(
      (s) => {
        if (!live) return;
        onScore(s);
        // A new key per fetch (not per own rating): the widget restarts from the saved value.
        setMine((m) => ({ loads: m.loads + 1, myScore: s.myScore }));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [gameId, onScore, token]);
  // The user's own rating: the summary goes up, the saved value follows (same key: no restart).
  const onRated = useCallback(
    (s: GameScore) => {
      onScore(s);
      setMine((m) => ({ ...m, myScore: s.myScore }));
    },
    [onScore],
  );
  return <RatingInput key={mine.loads} serverId={serverId} saved={mine.myScore} onScore={onRated} />;
}
