import { useCallback, useEffect, useState } from 'react';
import type { GameScore } from '@/lib/game-types';
import { getGameScore } from '@/services/games';
import { selectToken, useUserStore } from '@/stores/user-store';
import { catalogueHref, DEFAULT_QUERY } from './catalogue-query';
import { CombatRecords } from './combat-records';
import { GameHero } from './game-hero';
import { RatingInput } from './rating-input';
import { RemarksPanel } from './remarks-panel';
import { ScoreSummary } from './score-panel';
import type { GameDetailProps } from './server/detail-loader';
import { GameMiniList, RankedPanel } from './side-lists';
import styles from './detail.module.css';

/** Score from the server HTML, then (after hydration, and on login/logout) with the user's own rating. */
function useLiveScore(gameId: number, initial: GameDetailProps['score']) {
  const [score, setScore] = useState<GameScore>({ ...initial, myScore: null });
  // Bumped by each fetch (not by the user's own rating): the rating widget restarts from the saved value.
  const [loads, setLoads] = useState(0);
  const token = useUserStore(selectToken);
  useEffect(() => {
    let live = true;
    getGameScore(gameId, { ignoreError: true }).then(
      (s) => {
        if (!live) return;
        setScore(s);
        setLoads((n) => n + 1);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [gameId, token]);
  return { score, setScore, loads };
}

/** The whole detail page below the header: hero, score and rating, intro, records, remarks, asides. */
export function GameDetailView(props: GameDetailProps) {
  const { game, remarks, mayBeLike, sameLabel, combat, top } = props;
  const { score, setScore, loads } = useLiveScore(game.gameId, props.score);
  const onScore = useCallback((s: GameScore) => setScore(s), [setScore]);
  return (
    <>
      <GameHero game={game} />
      <div className={styles.body}>
        <div className={styles.mainCol}>
          <section className={styles.panel} aria-labelledby="score-title">
            <h2 id="score-title" className={styles.panelTitle}>
              玩家评分
            </h2>
            <div className={styles.scoreRow}>
              <ScoreSummary score={score} />
              <RatingInput key={loads} serverId={game.serverId} saved={score.myScore} onScore={onScore} />
            </div>
          </section>
          <section className={styles.panel} aria-labelledby="intro-title">
            <h2 id="intro-title" className={styles.panelTitle}>
              游戏简介
            </h2>
            <p className={styles.intro}>{game.intro}</p>
          </section>
          {combat.length > 0 && <CombatRecords records={combat} />}
          <RemarksPanel serverId={game.serverId} gameName={game.gameName} initial={remarks} />
        </div>
        <aside className={styles.sideCol} aria-label="相关游戏">
          <GameMiniList title="猜你喜欢" games={mayBeLike} />
          {sameLabel && (
            <GameMiniList
              title={`同类游戏 · ${sameLabel.label.labelName}`}
              games={sameLabel.games}
              more={{ href: catalogueHref(DEFAULT_QUERY, { labelIds: [sameLabel.label.labelId] }), text: '更多' }}
            />
          )}
          <RankedPanel title={game.platform === 'app' ? '手游评分榜' : '端游评分榜'} games={top} metric="score" />
        </aside>
      </div>
    </>
  );
}
