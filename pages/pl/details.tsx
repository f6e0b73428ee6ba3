import { DefaultLayout, Seo } from '@/components/layout';
import { Notice } from '@/components/ui/notice';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

export default function CommentDetailsPage() {
  const meta = PAGE_META['/pl/details'];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path={'/pl/details'} />
      <PageIntro eyebrow={'玩家评论'} title={meta.title.split(' - ')[0]} lead={'评论详情页：查看一条游戏评论及其回复。'} />
      <Notice title={'请从游戏评论进入'}><p>此页展示单条评论的详情。</p></Notice>
    </DefaultLayout>
  );
}
