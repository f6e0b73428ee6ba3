import type { GetStaticPaths, GetStaticProps } from 'next';
import { ArticlePage } from '@/components/content/article-page';
import { firstArticlePaths, loadArticle, type ArticlePageProps } from '@/components/content/load-article';

export const getStaticPaths = (() => firstArticlePaths('guide')) satisfies GetStaticPaths;
export const getStaticProps = (({ params }) => loadArticle('guide', params)) satisfies GetStaticProps<ArticlePageProps>;

export default function GuideArticlePage({ article }: ArticlePageProps) {
  return <ArticlePage article={article} section="游戏攻略" />;
}
