import type { GetStaticPaths, GetStaticProps } from 'next';
import { DefaultLayout, Seo } from '@/components/layout';
import { Notice } from '@/components/ui/notice';
import { PageIntro } from '@/components/ui/page-intro';
import { blockingPaths, idPageMeta, idPageProps, type IdPageProps } from '@/lib/routes';

export const getStaticPaths = (() => blockingPaths()) satisfies GetStaticPaths;
export const getStaticProps = (async ({ params }) => idPageProps(params)) satisfies GetStaticProps<IdPageProps>;

export default function AppGamePage({ id }: IdPageProps) {
  const meta = idPageMeta('yxxzApp', id);
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path={`/yxxz/app/${id}.html`} />
      <PageIntro eyebrow="游戏下载 · 手游" title={meta.title.split(' - ')[0]} lead={`编号 ${id} 的手游页：下载地址、评分与玩家评论。`} />
      <Notice title="内容准备中">
        <p>游戏详情由游戏库服务提供，接入后在此显示。</p>
      </Notice>
    </DefaultLayout>
  );
}
