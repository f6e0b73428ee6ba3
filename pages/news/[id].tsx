import type { GetStaticPaths, GetStaticProps } from 'next';
import { ArticlePage } from '@/components/content';
import { firstArticlePaths, loadArticle, type ArticlePageProps } from '@/components/content/server';

export const getStaticPaths = (() => firstArticlePaths('news')) satisfies GetStaticPaths;
export const getStaticProps = (({ params }) => loadArticle('news', params)) satisfies GetStaticProps<ArticlePageProps>;

export default function NewsArticlePage({ article }: ArticlePageProps) {
  return <ArticlePage article={article} section="资讯" />;
}
