import { ListPage } from '@/components/content';
import { listStaticProps, type ArticleListProps } from '@/components/content/server';

// ISR; the `?class` / `?page` views are rewritten onto ./list/[cls]/[page] (lib/list-routes.ts).
export const getStaticProps = listStaticProps('news', '/news');

export default function NewsPage({ data }: { data: ArticleListProps }) {
  return <ListPage data={data} base="/news" heading="新闻资讯" lead="产品公告、版本更新、维护通知与电竞赛事动态，都在这里。" />;
}
