import { ListPage } from '@/components/content';
import { listStaticProps, type ArticleListProps } from '@/components/content/server';

// ISR; the `?class` / `?page` views are rewritten onto ./list/[cls]/[page] (lib/list-routes.ts).
export const getStaticProps = listStaticProps('guide', '/gl');

export default function GuidesPage({ data }: { data: ArticleListProps }) {
  return <ListPage data={data} base="/gl" heading="游戏攻略" lead="热门网游的新手入门、进阶技巧、网络设置与版本解读，持续更新。" />;
}
