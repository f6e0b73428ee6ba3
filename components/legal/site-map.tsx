import Link from '@/components/ui/link';
import { TitledSection } from '@/components/ui/titled-section';
import { DocFrame } from './legal-doc';
import type { SiteMapProps } from './load-site-map';
import styles from './legal.module.css';

const MAP_SECTION = { section: styles.mapSection, title: styles.mapTitle };

/** 网站地图: every public section, as plain links (crawlable, readable without JavaScript). */
export function SiteMap({ sections, updated }: SiteMapProps) {
  return (
    <DocFrame
      title="网站地图"
      updated={updated}
      meta={
        // eslint-disable-next-line @next/next/no-html-link-for-pages -- an XML document, not a page to route to on the client
        <a href="/sitemap.xml">XML 站点地图</a>
      }
      intro={<p>本页按栏目列出网站的全部公开页面，方便您快速找到需要的内容。资讯、攻略与帮助文章的单篇页面请从各栏目列表进入，或使用站内搜索。</p>}
    >
      <div className={styles.mapGrid}>
        {sections.map((s) => (
          <TitledSection key={s.id} titleId={`map-${s.id}`} title={s.title} classes={MAP_SECTION}>
            <ul>
              {s.links.map((l) => (
                <li key={l.href}>
                  <Link href={l.href}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </TitledSection>
        ))}
      </div>
    </DocFrame>
  );
}
