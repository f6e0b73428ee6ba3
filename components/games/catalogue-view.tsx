import Link from '@/components/ui/link';
import { StaticIsland } from '@/components/ui/static-island';
import { CATALOGUE_PATH } from '@/lib/game-seo';
import { BannerCarousel } from './banner-carousel';
import { catalogueHref, isFiltered, lastPage, resultHeading } from './catalogue-query';
import { FilterBar } from './filter-bar';
import { GameCard } from './game-card';
import { CataloguePager } from './catalogue-pager';
import { GameSearchForm } from './search-form';
import type { CatalogueProps } from './server/catalogue-loader';
import { RankedPanel } from './side-lists';
import type { GameSummary } from '@/lib/game-types';
import cards from './cards.module.css';
import styles from './catalogue.module.css';

function Shelf({ id, title, games, more }: { id: string; title: string; games: GameSummary[]; more: string }) {
  if (!games.length) return null;
  return (
    <StaticIsland as="section" className={styles.block} aria-labelledby={id} watch={[games, more]}>
      <h2 id={id} className={styles.blockTitle}>
        {title}
        <Link href={more} className={styles.more}>
          查看全部
        </Link>
      </h2>
      <ul className={cards.shelf}>
        {games.map((g) => (
          <li key={g.gameId}>
            <GameCard game={g} />
          </li>
        ))}
      </ul>
    </StaticIsland>
  );
}

function Results({ props, heading }: { props: CatalogueProps; heading: string }) {
  const { query, results } = props;
  if (!results) {
    return (
      <p className={styles.empty} role="alert">
        游戏列表暂时加载失败，请稍后刷新重试。
      </p>
    );
  }
  if (!results.list.length) {
    return (
      <div className={styles.empty} role="status">
        <p className={styles.emptyTitle}>没有找到相关游戏</p>
        <p>换个关键词试试，或者清除筛选条件查看全部游戏。</p>
        <Link href={CATALOGUE_PATH} className={styles.emptyBtn}>
          查看全部游戏
        </Link>
      </div>
    );
  }
  return (
    <>
      <StaticIsland as="ul" className={cards.grid} aria-label={heading} watch={[results.list]}>
        {results.list.map((g) => (
          <li key={g.gameId}>
            <GameCard game={g} />
          </li>
        ))}
      </StaticIsland>
      <CataloguePager query={query} count={lastPage(results.total)} />
    </>
  );
}

/** /yxxz: hero with search and banners, filters, shelves (bare view), results with pages, ranked asides. */
export function CatalogueView(props: CatalogueProps) {
  const { query, results, labels, areas, hotHall, top, newGames, comingSoon, banners } = props;
  const heading = resultHeading(query, new Map(labels.map((l) => [l.labelId, l.labelName])));
  const bare = !isFiltered(query) && query.page === 1;
  return (
    <>
      <section className={styles.hero} aria-labelledby="page-title">
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>游戏下载 · 游戏库</p>
            <h1 id="page-title" className={styles.title}>
              热门游戏下载与加速
            </h1>
            <p className={styles.lead}>收录热门端游与手游，查看评分、玩家评论与支持区服，一键下载加速。</p>
            <GameSearchForm key={query.keyword} query={query} />
          </div>
          <BannerCarousel banners={banners} />
        </div>
      </section>
      <div className={styles.body}>
        <FilterBar query={query} labels={labels} areas={areas} />
        <div className={styles.columns}>
          <div className={styles.mainCol}>
            {bare && <Shelf id="shelf-new" title="新游上线" games={newGames} more={catalogueHref(query, { labelIds: [8] })} />}
            {bare && <Shelf id="shelf-soon" title="即将上线" games={comingSoon} more={catalogueHref(query, { labelIds: [9] })} />}
            <section className={`${styles.block} ${styles.deferred}`} aria-labelledby="results-title">
              <h2 id="results-title" className={styles.blockTitle}>
                <span className={styles.resultName}>{heading}</span>
                {results && (
                  <span className={styles.resultCount} data-testid="result-count">
                    共 {results.total} 款{results.total > 0 && lastPage(results.total) > 1 ? ` · 第 ${query.page} 页` : ''}
                  </span>
                )}
              </h2>
              <Results props={props} heading={heading} />
            </section>
          </div>
          <StaticIsland as="aside" className={`${styles.sideCol} ${styles.deferred}`} aria-label="排行榜" watch={[hotHall, top]}>
            <RankedPanel title="热门大厅" games={hotHall} metric="hot" />
            <RankedPanel title="玩家评分榜" games={top} metric="score" />
          </StaticIsland>
        </div>
      </div>
    </>
  );
}
