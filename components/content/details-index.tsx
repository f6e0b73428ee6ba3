import { DefaultLayout, Seo } from '@/components/layout';
import { PAGE_META, pageName } from '@/lib/routes';
import { ArticleGrid } from './article-card';
import type { DetailsIndexProps } from './load-collections';
import { ListState } from './states';
import styles from './content.module.css';

interface Props extends DetailsIndexProps {
  metaKey: '/news/details' | '/gl/details' | '/zt/details' | '/pl/details';
  eyebrow: string;
  listHref: string;
  listLabel: string;
}

/** The id-less detail URL: a pointer to the newest articles and the list. */
export function DetailsIndex({ latest, metaKey, eyebrow, listHref, listLabel }: Props) {
  const meta = PAGE_META[metaKey];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path={metaKey} noindex />
      <header className={styles.hero}>
        <div className={styles.container}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.heroTitle}>{pageName(metaKey)}</h1>
          <p className={styles.heroLead}>请选择一篇文章阅读全文，或前往{listLabel}浏览全部内容。</p>
        </div>
      </header>
      <div className={`${styles.container} ${styles.listBody}`}>
        {latest.length === 0 ? (
          <ListState kind="empty" action={{ href: listHref, label: `前往${listLabel}` }}>
            暂时没有可显示的文章。
          </ListState>
        ) : (
          <section aria-labelledby="latest-title">
            <h2 id="latest-title" className={styles.sectionTitle}>
              最新发布
            </h2>
            <ArticleGrid items={latest} headingLevel={3} />
          </section>
        )}
      </div>
    </DefaultLayout>
  );
}
