import type { GetStaticPaths, GetStaticProps } from 'next';
import { ArticleGrid, Breadcrumbs, JsonLd, contentStyles as styles } from '@/components/content';
import { loadGuideCollection, type GuideCollectionProps } from '@/components/content/server';
import { DefaultLayout, Seo } from '@/components/layout';
import { blockingPaths } from '@/lib/routes';
import { breadcrumbLd, contentTitle } from '@/lib/content-seo';

export const getStaticPaths = (() => blockingPaths()) satisfies GetStaticPaths;
export const getStaticProps = (({ params }) => loadGuideCollection(params)) satisfies GetStaticProps<GuideCollectionProps>;

export default function GuideCollectionPage({ id, name, items }: GuideCollectionProps) {
  const path = `/gl/more/${id}.html`;
  const crumbs = [
    { name: '首页', path: '/' },
    { name: '游戏攻略', path: '/gl.html' },
    { name: `${name}攻略`, path },
  ];
  return (
    <DefaultLayout>
      <Seo title={contentTitle(`${name}攻略合集`, '更多攻略')} description={`NN加速器${name}攻略合集：共 ${items.length} 篇，涵盖新手入门、网络设置与进阶技巧。`} path={path} />
      <JsonLd id="crumbs" data={breadcrumbLd(crumbs)} />
      <div className={styles.container}>
        <Breadcrumbs crumbs={crumbs} />
      </div>
      <header className={styles.hero}>
        <div className={styles.container}>
          <p className={styles.eyebrow}>更多攻略</p>
          <h1 className={styles.heroTitle}>{name}攻略合集</h1>
          <p className={styles.heroLead}>共 {items.length} 篇：新手入门、网络设置、进阶技巧与版本解读。</p>
        </div>
      </header>
      <div className={`${styles.container} ${styles.listBody}`}>
        <ArticleGrid items={items} />
      </div>
    </DefaultLayout>
  );
}
