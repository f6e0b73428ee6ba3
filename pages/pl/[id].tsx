import type { GetStaticPaths, GetStaticProps } from 'next';
import { DefaultLayout, Seo } from '@/components/layout';
import { Notice } from '@/components/ui/notice';
import { PageIntro } from '@/components/ui/page-intro';
import { blockingPaths, idPageMeta, idPageProps, type IdPageProps } from '@/lib/routes';

export const getStaticPaths = (() => blockingPaths()) satisfies GetStaticPaths;
export const getStaticProps = (async ({ params }) => idPageProps(params)) satisfies GetStaticProps<IdPageProps>;

export default function CommentPage({ id }: IdPageProps) {
  const meta = idPageMeta('pl', id);
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path={`/pl/${id}.html`} />
      <PageIntro eyebrow="玩家评论" title={meta.title.split(' - ')[0]} lead={`编号 ${id} 的游戏评论页：玩家评分、评论与点赞。`} />
      <Notice title="内容准备中">
        <p>评论由游戏库服务提供，登录后可发表评论。</p>
      </Notice>
    </DefaultLayout>
  );
}
