import { DefaultLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ITEMS: readonly InfoCard[] = [
  { title: '端游', text: 'PC 平台热门网游下载与加速。' },
  { title: '手游', text: '手机游戏下载与加速。' },
  { title: '新游预告', text: '即将上线的新游戏。' },
];

export default function GameDownloadPage() {
  const meta = PAGE_META['/yxxz'];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path={'/yxxz'} />
      <PageIntro eyebrow={'游戏下载'} title={meta.title.split(' - ')[0]} lead={'热门端游、手游的下载入口与加速支持，按分类浏览或搜索。'} />
      <InfoCards heading={'游戏分类'} items={ITEMS} />
    </DefaultLayout>
  );
}
