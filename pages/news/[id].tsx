import type { GetStaticPaths, GetStaticProps } from 'next';
import { DefaultLayout, Seo } from '@/components/layout';
import { Notice } from '@/components/ui/notice';
import { PageIntro } from '@/components/ui/page-intro';
import { blockingPaths, idPageMeta, idPageProps, type IdPageProps } from '@/lib/routes';

export const getStaticPaths = (() => blockingPaths()) satisfies GetStaticPaths;
export const getStaticProps = (async ({ params }) => idPageProps(params)) satisfies GetStaticProps<IdPageProps>;

export default function NewsArticlePage({ id }: IdPageProps) {
  const meta = idPageMeta('news', id);
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path={`/news/${id}.html`} />
      <PageIntro eyebrow="新闻资讯" title={meta.title.split(' - ')[0]} lead={`编号 ${id} 的资讯文章页：标题、发布时间与正文。`} />
      <Notice title="内容准备中">
        <p>文章内容由资讯服务提供，接入后在此显示。</p>
      </Notice>
    </DefaultLayout>
  );
}
