import { HELP_MENU, MenuLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ITEMS: readonly InfoCard[] = [
  { title: '用户协议', text: '使用 NN加速器服务须遵守的条款。' },
  { title: '隐私政策', text: '我们如何收集、使用与保护你的个人信息。' },
  { title: '商务合作', text: '游戏厂商、渠道与媒体合作洽谈。' },
  { title: '联系我们', text: '在线客服每日 9:00–23:00 为你服务。', href: '/nn-user/zc' },
];

export default function HelpAboutPage() {
  const meta = PAGE_META['/helpCenter/about'];
  return (
    <MenuLayout menu={HELP_MENU} menuLabel="帮助中心">
      <Seo title={meta.title} description={meta.description} path={'/helpCenter/about'} />
      <PageIntro eyebrow={'帮助中心'} title={'关于NN加速器'} lead={'产品介绍、用户协议、隐私政策、商务合作与联系方式。'} />
      <InfoCards items={ITEMS} />
    </MenuLayout>
  );
}
