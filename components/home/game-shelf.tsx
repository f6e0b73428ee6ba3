import Link from '@/components/ui/link';
import { StaticIsland } from '@/components/ui/static-island';
import styles from './home.module.css';
import type { HomeGame } from './load-home-data';
import { SectionHead } from './section-head';

/** The hot-hall shelf: each game links to its PC or mobile page. */
export function GameShelf({ games }: { games: readonly HomeGame[] }) {
  if (!games.length) return null;
  return (
    <StaticIsland as="section" className={styles.section} aria-labelledby="home-games" watch={[games]}>
      <div className={styles.container}>
        <SectionHead id="home-games" title="热门加速游戏" lead="最近 7 天加速次数最多的游戏。" more={{ href: '/yxxz', text: '全部游戏' }} />
        <ul className={styles.games}>
          {games.map((g) => (
            <li key={`${g.platform}-${g.gameId}`}>
              <Link className={styles.game} href={g.href}>
                {/* eslint-disable-next-line @next/next/no-img-element -- the content's own cover pictures, already at their sizes */}
                <img src={g.cover || '/covers/game-pubg.webp'} alt="" width={320} height={180} loading="lazy" decoding="async" />
                <span className={styles.gameBody}>
                  <span className={styles.gameName}>{g.gameName}</span>
                  <span className={styles.gameTag}>{g.platform === 'app' ? '手游' : '端游'}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </StaticIsland>
  );
}
