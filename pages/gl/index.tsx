import type { GetServerSideProps } from 'next';
import { listCacheHeader } from '@/components/content/list-cache';
import { ListView, listSeo } from '@/components/content/list-view';
import { loadArticleList, type ArticleListProps } from '@/components/content/load-list';
import { DefaultLayout, Seo } from '@/components/layout';
import { PAGE_META } from '@/lib/routes';

// Query-driven (?page, ?class): see components/content/list-cache.ts for why lists are SSR + CDN cache.
export const getServerSideProps = (async ({ query, res }) => {
  const data = await loadArticleList('guide', query);
  res.setHeader('Cache-Control', listCacheHeader(data.error));
  return { props: { data } };
}) satisfies GetServerSideProps<{ data: ArticleListProps }>;

export default function GuidesPage({ data }: { data: ArticleListProps }) {
  const meta = PAGE_META['/gl'];
  const seo = listSeo(data, meta.title);
  return (
    <DefaultLayout>
      <Seo title={seo.title} description={meta.description} path="/gl.html" query={seo.query} />
      <ListView data={data} base="/gl" eyebrow="游戏攻略" title="游戏攻略" lead="热门网游的新手入门、进阶技巧、网络设置与版本解读，持续更新。" />
    </DefaultLayout>
  );
}
