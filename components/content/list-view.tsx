import type { ReactNode } from 'react';
import { DefaultLayout, Seo } from '@/components/layout';
import type { ListBase } from '@/lib/list-routes';
import { PAGE_META } from '@/lib/routes';
import { ArticleGrid } from './article-card';
import { ClassTabs } from './class-tabs';
import type { ArticleListProps } from './load-list';
import { Pagination } from '@/components/ui/pagination';
import { pageHref } from '@/lib/pagination';
import { ListState } from './states';
import styles from './content.module.css';

interface Props {
  data: ArticleListProps;
  /** Path the page and class links point at (`/news`). */
  base: string;
  eyebrow: string;
  title: string;
  lead: ReactNode;
  aside?: ReactNode;
}

/** A content list page: heading, class tabs, cards, pagination, empty and error states. */
export function ListView({ data, base, eyebrow, title, lead, aside }: Props) {
  const { items, classes, classId, page, pageCount, total, error } = data;
  const className = classes.find((c) => c.id === classId)?.name;
  return (
    <>
      <header className={styles.hero}>
        <div className={styles.container}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.heroTitle}>{className ? `${title} · ${className}` : title}</h1>
          <p className={styles.heroLead}>{lead}</p>
        </div>
      </header>
      <div className={`${styles.container} ${styles.listBody}`}>
        <ClassTabs base={base} classes={classes} current={classId} label={`${title}分类`} />
        {error ? (
          <ListState kind="error" action={{ href: base, label: '刷新重试' }}>
            资讯服务暂时不可用，请稍后再试。
          </ListState>
        ) : items.length === 0 ? (
          <ListState kind="empty" action={classId ? { href: base, label: '查看全部' } : undefined}>
            这个分类下还没有文章，去看看其他分类吧。
          </ListState>
        ) : (
          <>
            <p className={styles.listCount}>
              共 {total} 篇{pageCount > 1 ? `，第 ${page}/${pageCount} 页` : ''}
            </p>
            <ArticleGrid items={items} />
            <Pagination page={page} count={pageCount} href={(p) => pageHref(base, p, { class: classId ?? undefined })} />
          </>
        )}
        {aside}
      </div>
    </>
  );
}

/**
 * Title and canonical query of a list page: page N (and a class) is its own canonical, as search
 * engines ask of paginated series, with the page number in the title so the titles differ.
 */
export function listSeo(data: ArticleListProps, title: string): { title: string; query: Record<string, number | null> } {
  return {
    title: data.page > 1 ? title.replace(/( - |$)/, `（第${data.page}页）$1`) : title,
    query: { class: data.classId, page: data.page > 1 ? data.page : null },
  };
}

/**
 * The whole page of an article list (`/news`, `/gl`, and their `?class` / `?page` views): its meta
 * from PAGE_META, canonical on the `.html` form, the heading as eyebrow and title.
 */
export function ListPage({ data, base, heading, lead }: { data: ArticleListProps; base: ListBase; heading: string; lead: ReactNode }) {
  const meta = PAGE_META[base];
  const seo = listSeo(data, meta.title);
  return (
    <DefaultLayout>
      <Seo title={seo.title} description={meta.description} path={`${base}.html`} query={seo.query} />
      <ListView data={data} base={base} eyebrow={heading} title={heading} lead={lead} />
    </DefaultLayout>
  );
}
