import Link from '@/components/ui/link';
import { StaticIsland } from '@/components/ui/static-island';
import { formatChinaTime } from '@/lib/format';
import styles from './home.module.css';
import type { HomeTeaser } from './load-home-data';
import { SectionHead } from './section-head';

function TeaserList({ items, empty }: { items: readonly HomeTeaser[]; empty: string }) {
  if (!items.length) return <p className={styles.empty}>{empty}</p>;
  return (
    <ul className={styles.teasers}>
      {items.map((a) => (
        <li key={a.id}>
          <Link className={styles.teaser} href={a.href}>
            {/* eslint-disable-next-line @next/next/no-img-element -- the content's own cover pictures, already at their sizes */}
            <img src={a.cover || '/covers/news-update.webp'} alt="" width={112} height={63} loading="lazy" decoding="async" />
            <span>
              <span className={styles.teaserTitle}>{a.title}</span>
              <span className={styles.teaserMeta}>
                {formatChinaTime(a.publishTime)} · {a.summary}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Latest news and guides, side by side (one column on phones). */
export function ArticleTeasers({ news, guides }: { news: readonly HomeTeaser[]; guides: readonly HomeTeaser[] }) {
  return (
    <StaticIsland as="section" className={styles.sectionAlt} aria-label="资讯与攻略" watch={[news, guides]}>
      <div className={`${styles.container} ${styles.teaserCols}`}>
        <div>
          <SectionHead id="home-news" title="最新资讯" more={{ href: '/news', text: '更多资讯' }} />
          <TeaserList items={news} empty="暂无资讯，稍后再来看看。" />
        </div>
        <div>
          <SectionHead id="home-guides" title="游戏攻略" more={{ href: '/gl', text: '更多攻略' }} />
          <TeaserList items={guides} empty="暂无攻略，稍后再来看看。" />
        </div>
      </div>
    </StaticIsland>
  );
}
