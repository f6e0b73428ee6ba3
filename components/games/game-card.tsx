import Link from '@/components/ui/link';
import { GameLabelId, type GameSummary, type RankedGame } from '@/lib/game-types';
import { formatCount } from '@/lib/format';
import { gamePath } from '@/lib/game-seo';
import styles from './cards.module.css';

const isSoon = (g: GameSummary) => g.labels.some((l) => l.labelId === GameLabelId.ComingSoon);

/**
 * "★ 4.6" or 暂无评分; the count of ratings goes in the accessible name. role="img" makes the star
 * and number one named image (aria-label on a plain span is not allowed: the Nu checker's error).
 */
export function ScoreBadge({ game }: { game: Pick<GameSummary, 'score' | 'scoreCount'> }) {
  if (!game.scoreCount) return <span className={styles.noScore}>暂无评分</span>;
  return (
    <span className={styles.score} role="img" aria-label={`评分 ${game.score.toFixed(1)} 分（${game.scoreCount} 人评分）`}>
      <span aria-hidden="true">★</span> {game.score.toFixed(1)}
    </span>
  );
}

/** A game on a grid or shelf: cover (decorative, the name is the heading), name, two labels, score or release date. */
export function GameCard({ game, headingLevel = 3 }: { game: GameSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const soon = isSoon(game);
  return (
    <article className={styles.card}>
      <Link href={gamePath(game.platform, game.gameId)} className={styles.cardLink}>
        <span className={styles.coverWrap}>
          {/* eslint-disable-next-line @next/next/no-img-element -- local 16:9 SVG covers need no optimiser */}
          <img className={styles.cover} src={game.cover} alt="" width={640} height={360} loading="lazy" decoding="async" />
          {/* The link is named by the game alone; the platform also shows in the filters and on the page. */}
          <span className={styles.platform} aria-hidden="true">
            {game.platform === 'app' ? '手游' : '端游'}
          </span>
        </span>
        <Heading className={styles.name}>{game.gameName}</Heading>
      </Link>
      <p className={styles.meta}>
        <span className={styles.tags}>
          {game.labels.slice(0, 2).map((l) => (
            <span key={l.labelId} className={styles.tag}>
              {l.labelName}
            </span>
          ))}
        </span>
        {soon ? <span className={styles.release}>{game.releaseDate} 上线</span> : <ScoreBadge game={game} />}
      </p>
    </article>
  );
}

/** A numbered row of a ranked list (hot hall, top list). */
export function RankedRow({ game, metric }: { game: RankedGame; metric: 'hot' | 'score' }) {
  return (
    <li className={styles.rankRow}>
      <span className={`${styles.rank} ${game.rank <= 3 ? styles.rankTop : ''}`} aria-hidden="true">
        {game.rank}
      </span>
      {/* eslint-disable-next-line @next/next/no-img-element -- local square SVG icon */}
      <img className={styles.rankIcon} src={game.icon} alt="" width={40} height={40} loading="lazy" decoding="async" />
      <Link href={gamePath(game.platform, game.gameId)} className={styles.rankName}>
        <span className="nn-visually-hidden">第{game.rank}名 </span>
        {game.gameName}
      </Link>
      {metric === 'score' ? <ScoreBadge game={game} /> : <HotValue hot={game.hot} />}
    </li>
  );
}

function HotValue({ hot }: { hot: number }) {
  const text = formatCount(hot);
  return (
    <span className={styles.hot}>
      <span className="nn-visually-hidden">热度 </span>
      {text}
    </span>
  );
}
