import { HelpMainLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ITEMS: readonly InfoCard[] = [
  { title: '加速问题', text: '延迟高、丢包、掉线的排查步骤。' },
  { title: '账号与登录', text: '注册、登录、找回密码。', href: '/zchelp' },
  { title: '会员与支付', text: '开通会员、N币充值与订单。', href: '/nnpay' },
  { title: '全部目录', text: '浏览全部帮助分类。', href: '/helpCenter/helpDirectory' },
];

export default function HelpCenterPage() {
  const meta = PAGE_META['/helpCenter'];
  return (
    <HelpMainLayout>
      <Seo title={meta.title} description={meta.description} path={'/helpCenter'} />
      <PageIntro eyebrow={'帮助中心'} title={meta.title.split(' - ')[0]} lead={'安装使用、加速问题、账号与支付的常见问题解答；在上方搜索你遇到的问题。'} />
      <InfoCards heading={'常见问题分类'} items={ITEMS} />
    </HelpMainLayout>
  );
}
