import type { GetStaticProps } from 'next';
import { ArticleGrid, ListState, contentStyles as styles } from '@/components/content';
import { loadTopics, type TopicsProps } from '@/components/content/server';
import { DefaultLayout, Seo } from '@/components/layout';
import { PAGE_META } from '@/lib/routes';

export const getStaticProps = (() => loadTopics()) satisfies GetStaticProps<TopicsProps>;

export default function TopicsPage({ topics, reviews, error }: TopicsProps) {
  const meta = PAGE_META['/zt/all'];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path="/zt/all.html" />
      <header className={styles.hero}>
        <div className={styles.container}>
          <p className={styles.eyebrow}>游戏专题</p>
          <h1 className={styles.heroTitle}>全部专题</h1>
          <p className={styles.heroLead}>热门游戏的加速专题：区服节点推荐、常见网络问题与实战技巧，以及玩家关心的游戏评测。</p>
        </div>
      </header>
      <div className={`${styles.container} ${styles.listBody}`}>
        {error ? (
          <ListState kind="error" action={{ href: '/zt/all', label: '刷新重试' }}>
            专题服务暂时不可用，请稍后再试。
          </ListState>
        ) : (
          <>
            <section aria-labelledby="topics-title">
              <h2 id="topics-title" className={styles.sectionTitle}>
                游戏专题
              </h2>
              {topics.length ? <ArticleGrid items={topics} headingLevel={3} /> : <ListState kind="empty">还没有专题。</ListState>}
            </section>
            {reviews.length > 0 && (
              <section aria-labelledby="reviews-title" className={styles.section}>
                <h2 id="reviews-title" className={styles.sectionTitle}>
                  游戏评测
                </h2>
                <ArticleGrid items={reviews} headingLevel={3} />
              </section>
            )}
          </>
        )}
      </div>
    </DefaultLayout>
  );
}
