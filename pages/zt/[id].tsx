import type { GetStaticPaths, GetStaticProps } from 'next';
import { ArticlePage } from '@/components/content';
import { firstTopicPaths, loadTopic, type ArticlePageProps } from '@/components/content/server';

/** `/zt/{serverId}.html`: the special topic of the game that serverId belongs to. */
export const getStaticPaths = (() => firstTopicPaths()) satisfies GetStaticPaths;
export const getStaticProps = (({ params }) => loadTopic(params)) satisfies GetStaticProps<ArticlePageProps>;

export default function TopicPage({ article }: ArticlePageProps) {
  return <ArticlePage article={article} section="游戏专题" />;
}
