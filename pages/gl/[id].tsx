import type { GetStaticPaths, GetStaticProps } from 'next';
import { ArticlePage } from '@/components/content';
import { firstArticlePaths, loadArticle, type ArticlePageProps } from '@/components/content/server';

export const getStaticPaths = (() => firstArticlePaths('guide')) satisfies GetStaticPaths;
export const getStaticProps = (({ params }) => loadArticle('guide', params)) satisfies GetStaticProps<ArticlePageProps>;

export default function GuideArticlePage({ article }: ArticlePageProps) {
  return <ArticlePage article={article} section="游戏攻略" />;
}
