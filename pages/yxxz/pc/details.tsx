import { DefaultLayout, Seo } from '@/components/layout';
import { Notice } from '@/components/ui/notice';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

export default function PcGameDetailsPage() {
  const meta = PAGE_META['/yxxz/pc/details'];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path={'/yxxz/pc/details'} />
      <PageIntro eyebrow={'游戏下载 · 端游'} title={meta.title.split(' - ')[0]} lead={'端游详情页：下载地址、评分与玩家评论，从游戏列表进入。'} />
      <Notice title={'请从游戏列表进入'}><p>此页展示单款端游的详情。</p></Notice>
    </DefaultLayout>
  );
}
