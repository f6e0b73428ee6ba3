import { HELP_MENU, MenuLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ITEMS: readonly InfoCard[] = [
  { title: '下载与安装', text: '客户端下载、安装与更新。', href: '/' },
  { title: '加速问题', text: '延迟高、掉线、无法加速等问题排查。', href: '/helpCenter' },
  { title: '账号与登录', text: '注册、登录与找回密码。', href: '/zchelp' },
  { title: '会员与支付', text: '开通会员、N币充值与订单问题。', href: '/nnpay' },
  { title: '资讯与攻略', text: '新闻资讯、游戏攻略与专题。', href: '/news' },
  { title: '游戏下载', text: '端游、手游下载入口。', href: '/yxxz' },
];

export default function HelpDirectoryPage() {
  const meta = PAGE_META['/helpCenter/helpDirectory'];
  return (
    <MenuLayout menu={HELP_MENU} menuLabel="帮助中心">
      <Seo title={meta.title} description={meta.description} path={'/helpCenter/helpDirectory'} />
      <PageIntro eyebrow={'帮助中心'} title={'帮助目录'} lead={'帮助中心的全部分类目录，也是本站的网站地图。'} />
      <InfoCards items={ITEMS} />
    </MenuLayout>
  );
}
