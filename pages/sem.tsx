import { DefaultLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ITEMS: readonly InfoCard[] = [
  { title: '延迟更低', text: '智能匹配最优节点。' },
  { title: '操作简单', text: '一键加速，无需设置。' },
  { title: '语音开黑', text: '电竞级语音，组队沟通零障碍。' },
];

export default function SemPage() {
  const meta = PAGE_META['/sem'];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path={'/sem'} />
      <PageIntro eyebrow={'游戏加速器推荐'} title={'免费好用的游戏加速器'} lead={'还在为延迟、卡顿、掉线烦恼？NN加速器智能线路，新用户可免费体验。'} />
      <InfoCards items={ITEMS} />
    </DefaultLayout>
  );
}
