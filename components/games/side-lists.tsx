import Link from '@/components/ui/link';
import type { GameSummary, RankedGame } from '@/lib/game-types';
import { gamePath } from '@/lib/game-seo';
import { RankedRow, ScoreBadge } from './game-card';
import cards from './cards.module.css';
import styles from './side.module.css';

/** A titled aside list of games with icon, name and score. */
export function GameMiniList({ title, games, more }: { title: string; games: GameSummary[]; more?: { href: string; text: string } }) {
  if (!games.length) return null;
  return (
    <section className={styles.sidePanel} aria-label={title}>
      <h2 className={styles.sideTitle}>
        {title}
        {more && (
          <Link href={more.href} className={styles.more}>
            {more.text}
          </Link>
        )}
      </h2>
      <ul className={cards.rankList}>
        {games.map((g) => (
          <li key={g.gameId} className={styles.miniRow}>
            {/* eslint-disable-next-line @next/next/no-img-element -- local square SVG icon */}
            <img className={cards.rankIcon} src={g.icon} alt="" width={40} height={40} loading="lazy" decoding="async" />
            <Link href={gamePath(g.platform, g.gameId)} className={cards.rankName}>
              {g.gameName}
            </Link>
            <ScoreBadge game={g} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A ranked aside list (hot hall or top list). */
export function RankedPanel({ title, games, metric }: { title: string; games: RankedGame[]; metric: 'hot' | 'score' }) {
  if (!games.length) return null;
  return (
    <section className={styles.sidePanel} aria-label={title}>
      <h2 className={styles.sideTitle}>{title}</h2>
      <ol className={cards.rankList}>
        {games.map((g) => (
          <RankedRow key={g.gameId} game={g} metric={metric} />
        ))}
      </ol>
    </section>
  );
}
