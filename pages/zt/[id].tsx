import type { GetStaticPaths, GetStaticProps } from 'next';
import { DefaultLayout, Seo } from '@/components/layout';
import { Notice } from '@/components/ui/notice';
import { PageIntro } from '@/components/ui/page-intro';
import { blockingPaths, idPageMeta, idPageProps, type IdPageProps } from '@/lib/routes';

export const getStaticPaths = (() => blockingPaths()) satisfies GetStaticPaths;
export const getStaticProps = (async ({ params }) => idPageProps(params)) satisfies GetStaticProps<IdPageProps>;

export default function TopicPage({ id }: IdPageProps) {
  const meta = idPageMeta('zt', id);
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path={`/zt/${id}.html`} />
      <PageIntro eyebrow="游戏专题" title={meta.title.split(' - ')[0]} lead={`编号 ${id} 的游戏专题：加速攻略、版本资讯与活动福利。`} />
      <Notice title="内容准备中">
        <p>专题内容由内容服务提供，接入后在此显示。</p>
      </Notice>
    </DefaultLayout>
  );
}
