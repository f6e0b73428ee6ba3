import Link from '@/components/ui/link';
import { createElement } from 'react';
import { DownloadButton } from '@/components/download';
import type { GameInfo } from '@/lib/game-types';
import { CATALOGUE_PATH } from '@/lib/game-seo';
import { catalogueHref, DEFAULT_QUERY } from './catalogue-query';
import { useIdleImport } from './use-idle-import';
import styles from './detail.module.css';

const loadVip = () => import('./vip-status').then((m) => m.VipStatus);

/** The VIP box loads after hydration (user-specific, not in the first-load JS); its frame holds the space. */
function Vip(props: { serverId: number; gameName: string }) {
  const VipStatus = useIdleImport(loadVip);
  // Set once from the loaded module: a stable component, not one made per render.
  return VipStatus ? createElement(VipStatus, props) : <div className={styles.vip} aria-hidden="true" style={{ minHeight: 50 }} />;
}

const platformName = (g: GameInfo) => (g.platform === 'app' ? '手游' : '端游');

/** The top band: cover, name (the page's h1), facts, labels, download / accelerate and VIP. */
export function GameHero({ game }: { game: GameInfo }) {
  return (
    <section className={styles.hero} aria-labelledby="game-name">
      <div className={styles.heroInner}>
        <nav aria-label="面包屑" className={styles.crumbs}>
          <ol>
            <li>
              <Link href="/">首页</Link>
            </li>
            <li>
              <Link href={CATALOGUE_PATH}>游戏库</Link>
            </li>
            <li>
              <Link href={catalogueHref(DEFAULT_QUERY, { platform: game.platform })}>{platformName(game)}</Link>
            </li>
            <li aria-current="page">{game.gameName}</li>
          </ol>
        </nav>
        <div className={styles.heroGrid}>
          {/* eslint-disable-next-line @next/next/no-img-element -- local 16:9 SVG cover, the page's main image */}
          <img className={styles.heroCover} src={game.cover} alt={`${game.gameName}游戏封面`} width={640} height={360} fetchPriority="high" />
          <div className={styles.heroText}>
            <p className={styles.heroKind}>{platformName(game)} · 游戏下载与加速</p>
            <h1 id="game-name" className={styles.heroTitle}>
              {game.gameName}
            </h1>
            <ul className={styles.heroLabels} aria-label="游戏标签">
              {game.labels.map((l) => (
                <li key={l.labelId}>
                  <Link href={catalogueHref(DEFAULT_QUERY, { labelIds: [l.labelId] })}>{l.labelName}</Link>
                </li>
              ))}
            </ul>
            <dl className={styles.facts}>
              <div>
                <dt>开发商</dt>
                <dd>{game.developer || '—'}</dd>
              </div>
              <div>
                <dt>发行商</dt>
                <dd>{game.publisher || '—'}</dd>
              </div>
              <div>
                <dt>上线日期</dt>
                <dd>{game.releaseDate}</dd>
              </div>
              <div className={styles.factWide}>
                <dt>支持区服</dt>
                <dd>{game.areas.map((a) => a.areaName).join(' · ') || '—'}</dd>
              </div>
            </dl>
            <div className={styles.actions}>
              {game.platform === 'app' ? (
                <Link href="/" className={styles.appDownload}>
                  下载 NN加速器手机版
                </Link>
              ) : (
                <DownloadButton size="lg" />
              )}
              <Link href="/nnAccelerator" className={styles.accelerate}>
                一键加速{game.gameName}
              </Link>
            </div>
            <Vip serverId={game.serverId} gameName={game.gameName} />
          </div>
        </div>
      </div>
    </section>
  );
}
