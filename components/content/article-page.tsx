import { DefaultLayout, Seo } from '@/components/layout';
import { contentTitle } from '@/lib/content-seo';
import { ArticleView } from './article-view';
import type { ArticlePageProps } from './load-article';
import { OgExtra } from './og-extra';

/** The whole page of a news article, guide, topic or review. */
export function ArticlePage({ article, section }: ArticlePageProps & { section: string }) {
  return (
    <DefaultLayout>
      <Seo title={contentTitle(article.title, section)} description={article.description} path={article.path} />
      <OgExtra image={article.cover} published={article.publishTime} />
      <ArticleView article={article} />
    </DefaultLayout>
  );
}
