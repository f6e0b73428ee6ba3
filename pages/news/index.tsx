import { DefaultLayout, Seo } from '@/components/layout';
import { ListView, listSeo } from '@/components/content';
import type { ArticleListProps } from '@/components/content/server';
import { listStaticProps } from '@/components/content/server';
import { PAGE_META } from '@/lib/routes';

// ISR; the `?class` / `?page` views are rewritten onto ./list/[cls]/[page] (lib/list-routes.ts).
export const getStaticProps = listStaticProps('news', '/news');

export default function NewsPage({ data }: { data: ArticleListProps }) {
  const meta = PAGE_META['/news'];
  const seo = listSeo(data, meta.title);
  return (
    <DefaultLayout>
      <Seo title={seo.title} description={meta.description} path="/news.html" query={seo.query} />
      <ListView data={data} base="/news" eyebrow="新闻资讯" title="新闻资讯" lead="产品公告、版本更新、维护通知与电竞赛事动态，都在这里。" />
    </DefaultLayout>
  );
}
