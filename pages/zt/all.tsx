import { DefaultLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ITEMS: readonly InfoCard[] = [
  { title: '热门游戏专题', text: '每款游戏的加速设置、常见问题与攻略合集。' },
  { title: '赛事专题', text: '电竞赛事的赛程、看点与福利活动。' },
];

export default function TopicsPage() {
  const meta = PAGE_META['/zt/all'];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path={'/zt/all'} />
      <PageIntro eyebrow={'游戏专题'} title={meta.title.split(' - ')[0]} lead={'热门游戏的专题合集：加速攻略、版本资讯与活动福利。'} />
      <InfoCards heading={'专题分类'} items={ITEMS} />
    </DefaultLayout>
  );
}
