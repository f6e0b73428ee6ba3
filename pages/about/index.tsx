import { DefaultLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ITEMS: readonly InfoCard[] = [
  { title: '我们的使命', text: '用稳定的网络与清晰的语音，让玩家专注于游戏本身。' },
  { title: '技术与线路', text: '自建骨干节点与海外专线，按游戏与地区智能调度。' },
  { title: '联系我们', text: '商务合作与媒体联络请通过帮助中心的联系方式与我们沟通。', href: '/helpCenter/about' },
];

export default function AboutPage() {
  const meta = PAGE_META['/about'];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path={'/about'} />
      <PageIntro eyebrow={'关于我们'} title={'关于 NN加速器'} lead={'NN加速器是一款面向中文玩家的网游加速器与开黑语音平台，专注于让每一局游戏都更稳、更快。'} />
      <InfoCards heading={'认识我们'} items={ITEMS} />
    </DefaultLayout>
  );
}
