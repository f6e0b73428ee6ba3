import type { GetStaticPaths, GetStaticProps } from 'next';
import { ArticlePage } from '@/components/content';
import { firstArticlePaths, loadArticle, type ArticlePageProps } from '@/components/content/server';

export const getStaticPaths = (() => firstArticlePaths('review')) satisfies GetStaticPaths;
export const getStaticProps = (({ params }) => loadArticle('review', params)) satisfies GetStaticProps<ArticlePageProps>;

export default function ReviewArticlePage({ article }: ArticlePageProps) {
  return <ArticlePage article={article} section="游戏评论" />;
}
