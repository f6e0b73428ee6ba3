import { DefaultLayout, Seo } from '@/components/layout';
import { Notice } from '@/components/ui/notice';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

export default function AppGameDetailsPage() {
  const meta = PAGE_META['/yxxz/app/details'];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path={'/yxxz/app/details'} />
      <PageIntro eyebrow={'游戏下载 · 手游'} title={meta.title.split(' - ')[0]} lead={'手游详情页：下载地址、评分与玩家评论，从游戏列表进入。'} />
      <Notice title={'请从游戏列表进入'}><p>此页展示单款手游的详情。</p></Notice>
    </DefaultLayout>
  );
}
