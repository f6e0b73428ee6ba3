import { listStaticProps } from '@/components/content/server';
import { ListView, listSeo } from '@/components/content';
import type { ArticleListProps } from '@/components/content/server';
import { DefaultLayout, Seo } from '@/components/layout';
import { PAGE_META } from '@/lib/routes';

// ISR; the `?class` / `?page` views are rewritten onto ./list/[cls]/[page] (lib/list-routes.ts).
export const getStaticProps = listStaticProps('guide', '/gl');

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
