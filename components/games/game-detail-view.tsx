import { createElement, useCallback, useState } from 'react';
import { StaticIsland } from '@/components/ui/static-island';
import { TitledSection } from '@/components/ui/titled-section';
import type { GameScore } from '@/lib/game-types';
import { catalogueHref, DEFAULT_QUERY } from './catalogue-query';
import { CombatRecords } from './combat-records';
import { GameHero } from './game-hero';
import { PANEL } from './panel';
import { RemarksPanel } from './remarks-panel';
import { ScoreSummary } from './score-panel';
import type { GameDetailProps } from './server/detail-loader';
import { GameMiniList, RankedPanel } from './side-lists';
import { useIdleImport } from './use-idle-import';
import styles from './detail.module.css';

const loadRating = () => import('./live-rating').then((m) => m.LiveRating);

/** Until the rating module has loaded: the same frame, stars inert. */
function RatingPlaceholder() {
  return (
    <fieldset className={styles.rateBox} aria-hidden="true" disabled>
      <legend className={styles.rateLegend}>我的评分</legend>
      <div className={styles.stars}>
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} className={styles.star}>
            ★
          </span>
        ))}
      </div>
      <p className={styles.rateHint}>点击星星打分</p>
    </fieldset>
  );
}

/** Average and distribution in the server HTML; the user's own rating (and a fresh score) after hydration. */
function ScorePanel({ gameId, serverId, initial }: { gameId: number; serverId: number; initial: GameDetailProps['score'] }) {
  const [score, setScore] = useState<Omit<GameScore, 'myScore'>>(initial);
  const onScore = useCallback((s: GameScore) => setScore(s), []);
  const LiveRating = useIdleImport(loadRating);
  return (
    <TitledSection titleId="score-title" title="玩家评分" classes={PANEL}>
      <div className={styles.scoreRow}>
        <ScoreSummary score={score} />
        {/* Set once from the loaded module: a stable component, not one made per render. */}
        {LiveRating ? createElement(LiveRating, { gameId, serverId, onScore }) : <RatingPlaceholder />}
      </div>
    </TitledSection>
  );
}

/** The whole detail page below the header: hero, score and rating, intro, records, remarks, asides. */
export function GameDetailView(props: GameDetailProps) {
  const { game, remarks, mayBeLike, sameLabel, combat, top } = props;
  return (
    <>
      <GameHero game={game} />
      <div className={styles.body}>
        <div className={styles.mainCol}>
          <ScorePanel gameId={game.gameId} serverId={game.serverId} initial={props.score} />
          <TitledSection titleId="intro-title" title="游戏简介" classes={PANEL}>
            <p className={styles.intro}>{game.intro}</p>
          </TitledSection>
          {combat.length > 0 && <CombatRecords records={combat} />}
          <RemarksPanel serverId={game.serverId} gameName={game.gameName} initial={remarks} parts={props.remarkParts} />
        </div>
        <StaticIsland as="aside" className={styles.sideCol} aria-label="相关游戏" watch={[mayBeLike, sameLabel, top, game.platform]}>
          <GameMiniList title="猜你喜欢" games={mayBeLike} />
          {sameLabel && (
            <GameMiniList
              title={`同类游戏 · ${sameLabel.label.labelName}`}
              games={sameLabel.games}
              more={{ href: catalogueHref(DEFAULT_QUERY, { labelIds: [sameLabel.label.labelId] }), text: '更多' }}
            />
          )}
          <RankedPanel title={game.platform === 'app' ? '手游评分榜' : '端游评分榜'} games={top} metric="score" />
        </StaticIsland>
      </div>
    </>
  );
}
