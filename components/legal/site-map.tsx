import Link from 'next/link';
import { chineseDate } from '@/lib/legal-pages';
import type { SiteMapProps } from './load-site-map';
import styles from './legal.module.css';

/** 网站地图: every public section, as plain links (crawlable, readable without JavaScript). */
export function SiteMap({ sections, updated }: SiteMapProps) {
  return (
    <article className={styles.doc} aria-labelledby="doc-title">
      <h1 id="doc-title" className={styles.title}>
        网站地图
      </h1>
      <p className={styles.dates}>
        <span>
          更新日期：<time dateTime={updated}>{chineseDate(updated)}</time>
        </span>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- an XML document, not a page to route to on the client */}
        <a href="/sitemap.xml">XML 站点地图</a>
      </p>
      <div className={styles.intro}>
        <p>本页按栏目列出网站的全部公开页面，方便您快速找到需要的内容。资讯、攻略与帮助文章的单篇页面请从各栏目列表进入，或使用站内搜索。</p>
      </div>
      <div className={styles.mapGrid}>
        {sections.map((s) => (
          <section key={s.id} aria-labelledby={`map-${s.id}`} className={styles.mapSection}>
            <h2 id={`map-${s.id}`} className={styles.mapTitle}>
              {s.title}
            </h2>
            <ul>
              {s.links.map((l) => (
                <li key={l.href}>
                  <Link prefetch={false} href={l.href}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </article>
  );
}
