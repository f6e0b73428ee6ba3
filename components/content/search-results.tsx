import Link from '@/components/ui/link';
import { helpPath, TYPE_LABEL } from '@/lib/content-seo';
import { isoDate } from './iso-date';
import { Highlight } from './highlight';
import type { SearchProps } from './load-search';
import { Pagination } from '@/components/ui/pagination';
import { TitledSection } from '@/components/ui/titled-section';
import { pageHref } from '@/lib/pagination';
import { ListState } from './states';
import styles from './content.module.css';
import searchStyles from './search.module.css';

const GROUP = { section: searchStyles.group, title: searchStyles.groupTitle };

/** Server-rendered results of /content/search. */
export function SearchResults({ keyword, items, help, total, page, pageCount, error }: SearchProps) {
  return (
    <div className={`${styles.container} ${styles.listBody}`}>
      <h1 className={styles.heroTitle}>{keyword ? `“${keyword}”的搜索结果` : '站内搜索'}</h1>
      {!keyword ? (
        <p className={styles.heroLead}>在上方搜索框输入游戏名或问题，例如“延迟高”“原神”。</p>
      ) : error ? (
        <ListState kind="error">搜索服务暂时不可用，请稍后再试。</ListState>
      ) : total === 0 && help.length === 0 ? (
        <ListState kind="empty" action={{ href: '/helpCenter', label: '去帮助中心看看' }}>
          找不到相关内容，换个关键词试试。
        </ListState>
      ) : (
        <>
          <p className={styles.listCount}>找到 {total} 篇文章{help.length ? `、${help.length} 个帮助问题` : ''}</p>
          {help.length > 0 && (
            <TitledSection titleId="help-hits" title="帮助中心" classes={GROUP}>
              <ul className={searchStyles.hits}>
                {help.map((h) => (
                  <li key={h.id}>
                    <Link href={helpPath(h.id)} className={searchStyles.hitTitle}>
                      <Highlight text={h.title} keyword={keyword} />
                    </Link>
                  </li>
                ))}
              </ul>
            </TitledSection>
          )}
          {items.length > 0 && (
            <TitledSection titleId="article-hits" title="资讯与攻略" classes={GROUP}>
              <ul className={searchStyles.hits}>
                {items.map((a) => (
                  <li key={a.id}>
                    <Link href={a.path} className={searchStyles.hitTitle}>
                      <Highlight text={a.title} keyword={keyword} />
                    </Link>
                    <p className={searchStyles.hitSummary}>
                      <Highlight text={a.summary} keyword={keyword} />
                    </p>
                    <p className={searchStyles.hitMeta}>
                      <span className={styles.badge}>{TYPE_LABEL[a.type]}</span>
                      <time dateTime={isoDate(a.publishTime)}>{a.dateText}</time>
                    </p>
                  </li>
                ))}
              </ul>
              <Pagination page={page} count={pageCount} href={(p) => pageHref('/content/search', p, { keyword })} />
            </TitledSection>
          )}
        </>
      )}
    </div>
  );
}
