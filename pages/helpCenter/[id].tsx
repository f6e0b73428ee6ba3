import type { GetStaticPaths, GetStaticProps } from 'next';
import { HelpMainLayout, Seo } from '@/components/layout';
import { Notice } from '@/components/ui/notice';
import { PageIntro } from '@/components/ui/page-intro';
import { blockingPaths, idPageMeta, idPageProps, type IdPageProps } from '@/lib/routes';

export const getStaticPaths = (() => blockingPaths()) satisfies GetStaticPaths;
export const getStaticProps = (async ({ params }) => idPageProps(params)) satisfies GetStaticProps<IdPageProps>;

export default function GameHelpPage({ id }: IdPageProps) {
  const meta = idPageMeta('help', id);
  return (
    <HelpMainLayout>
      <Seo title={meta.title} description={meta.description} path={`/helpCenter/${id}`} />
      <PageIntro eyebrow="帮助中心" title={meta.title.split(' - ')[0]} lead={`编号 ${id} 的游戏帮助页：这款游戏的加速设置与常见问题。`} />
      <Notice title="内容准备中">
        <p>帮助内容由帮助中心服务提供；也可以在上方搜索其他问题。</p>
      </Notice>
    </HelpMainLayout>
  );
}
