import type { GetStaticPaths, GetStaticProps } from 'next';
import { DefaultLayout, Seo } from '@/components/layout';
import { Notice } from '@/components/ui/notice';
import { PageIntro } from '@/components/ui/page-intro';
import { blockingPaths, idPageMeta, idPageProps, type IdPageProps } from '@/lib/routes';

export const getStaticPaths = (() => blockingPaths()) satisfies GetStaticPaths;
export const getStaticProps = (async ({ params }) => idPageProps(params)) satisfies GetStaticProps<IdPageProps>;

export default function GuideCollectionPage({ id }: IdPageProps) {
  const meta = idPageMeta('glMore', id);
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path={`/gl/more/${id}.html`} />
      <PageIntro eyebrow="游戏攻略" title={meta.title.split(' - ')[0]} lead={`编号 ${id} 的攻略合集：同一游戏的更多攻略文章。`} />
      <Notice title="内容准备中">
        <p>合集内的攻略由内容服务提供，接入后在此显示。</p>
      </Notice>
    </DefaultLayout>
  );
}
