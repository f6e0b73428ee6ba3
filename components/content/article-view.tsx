import dynamic from 'next/dynamic';
import Link from '@/components/ui/link';
import { StaticIsland } from '@/components/ui/static-island';
import { SafeHtml } from '@/components/ui/safe-html';
import { useAfterLoad } from '@/components/ui/use-after-load';
import { groupDigits } from '@/lib/format';
import { articleLd, breadcrumbLd, TYPE_LABEL, TYPE_LIST, type Crumb } from '@/lib/content-seo';
import { Breadcrumbs } from './breadcrumbs';
import { isoDate } from './iso-date';
import { JsonLd } from './json-ld';
import type { ArticlePageData, NeighbourLink } from './types';
import styles from './content.module.css';

// User-specific (likes, login) and below the fold: loaded in the browser only, once the page has
// settled (or the visitor interacts), so it never competes with hydration.
const CommentSection = dynamic(() => import('@/components/comments/comment-section').then((m) => m.CommentSection), {
  ssr: false,
  loading: () => null,
});

/** Crumbs of an article: home › section list › (game guides) › title. */
export function articleCrumbs(a: ArticlePageData): Crumb[] {
  const list = { name: TYPE_LABEL[a.type], path: TYPE_LIST[a.type].canonical };
  const game = a.type === 'guide' && a.gameId && a.gameName ? [{ name: `${a.gameName}攻略`, path: `/gl/more/${a.gameId}.html` }] : [];
  return [{ name: '首页', path: '/' }, list, ...game, { name: a.title, path: a.path }];
}

/** The previous or next article's link, or 没有了 at the end of the list. */
function Neighbour({ link, rel, label }: { link: NeighbourLink | null; rel: 'prev' | 'next'; label: string }) {
  if (!link) {
    return (
      <span className={styles.neighbourNone}>
        <span className={styles.neighbourLabel}>{label}</span>没有了
      </span>
    );
  }
  return (
    <Link href={link.path} rel={rel}>
      <span className={styles.neighbourLabel}>{label}</span>
      {link.title}
    </Link>
  );
}

/** An article page: breadcrumbs, h1, meta line, cover, sanitised body, prev/next, related, comments. */
export function ArticleView({ article: a }: { article: ArticlePageData }) {
  const crumbs = articleCrumbs(a);
  const commentsReady = useAfterLoad();
  return (
    <div className={`${styles.container} ${styles.detail}`}>
      <JsonLd
        id="article"
        data={articleLd({
          kind: a.type === 'news' ? 'NewsArticle' : 'Article',
          title: a.title,
          description: a.description,
          path: a.path,
          image: a.cover,
          published: a.publishTime,
          author: a.source,
          section: a.className,
          keywords: a.tags,
        })}
      />
      <JsonLd id="crumbs" data={breadcrumbLd(crumbs)} />
      <Breadcrumbs crumbs={crumbs} />
      <div className={styles.detailGrid}>
        <article className={styles.article} aria-labelledby="article-title">
          <header className={styles.articleHead}>
            <p className={styles.cardMeta}>
              <span className={styles.badge}>{a.className}</span>
              {a.gameName && <span>{a.gameName}</span>}
            </p>
            <h1 id="article-title" className={styles.articleTitle}>
              {a.title}
            </h1>
            <p className={styles.articleMeta}>
              <time dateTime={isoDate(a.publishTime)}>{a.dateText}</time>
              <span>来源：{a.source}</span>
              <span>阅读 {groupDigits(a.views)}</span>
            </p>
            {a.tags.length > 0 && (
              <ul className={styles.tagList} aria-label="标签">
                {a.tags.map((t) => (
                  <li key={t}>#{t}</li>
                ))}
              </ul>
            )}
          </header>
          {/* eslint-disable-next-line @next/next/no-img-element -- local SVG cover, the LCP element: eager and sized */}
          <img className={styles.articleCover} src={a.cover} alt={`${a.title}封面`} width={640} height={360} fetchPriority="high" />
          <SafeHtml className={styles.prose} html={a.html} />
          <nav aria-label="上一篇与下一篇" className={styles.neighbours}>
            <Neighbour link={a.prev} rel="prev" label="上一篇" />
            <Neighbour link={a.next} rel="next" label="下一篇" />
          </nav>
          {commentsReady && <CommentSection targetType="article" targetId={a.id} />}
        </article>
        <StaticIsland as="aside" className={styles.aside} aria-labelledby="related-title" watch={[a.related, a.type]}>
          <h2 id="related-title" className={styles.asideTitle}>
            相关推荐
          </h2>
          {a.related.length === 0 ? (
            <p className={styles.asideEmpty}>暂无相关文章</p>
          ) : (
            <ul className={styles.related}>
              {a.related.map((r) => (
                <li key={r.path}>
                  <Link href={r.path}>
                    {/* eslint-disable-next-line @next/next/no-img-element -- local SVG thumbnail */}
                    <img src={r.cover} alt="" width={96} height={54} loading="lazy" decoding="async" />
                    <span>
                      <span className={styles.relatedTitle}>{r.title}</span>
                      <time dateTime={isoDate(r.publishTime)}>{r.dateText}</time>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Link className={styles.asideMore} href={TYPE_LIST[a.type].path}>
            更多{TYPE_LABEL[a.type]} →
          </Link>
        </StaticIsland>
      </div>
    </div>
  );
}
