import type { GetServerSideProps } from 'next';
import { DefaultLayout, Seo } from '@/components/layout';
import { ListView, listSeo } from '@/components/content/list-view';
import { loadArticleList, type ArticleListProps } from '@/components/content/load-list';
import { listCacheHeader } from '@/components/content/list-cache';
import { PAGE_META } from '@/lib/routes';

// Query-driven (?page, ?class): see components/content/list-cache.ts for why lists are SSR + CDN cache.
export const getServerSideProps = (async ({ query, res }) => {
  const data = await loadArticleList('news', query);
  res.setHeader('Cache-Control', listCacheHeader(data.error));
  return { props: { data } };
}) satisfies GetServerSideProps<{ data: ArticleListProps }>;

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
