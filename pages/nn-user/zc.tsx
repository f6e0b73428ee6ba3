import { ServiceContact } from '@/components/commerce/order';
import { MenuLayout, Seo, USER_MENU } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ITEMS: readonly InfoCard[] = [
  { title: '在线客服', text: '点击页面右下角“在线客服”，每日 9:00–23:00。' },
  { title: '兑换失败', text: '请准备好订单号，客服将为你核实并补发。' },
  { title: '订单未到账', text: '支付后请等待 10 分钟，仍未到账请联系客服。' },
];

export default function ServicePage() {
  const meta = PAGE_META['/nn-user/zc'];
  return (
    <MenuLayout menu={USER_MENU} menuLabel="个人中心">
      <Seo title={meta.title} description={meta.description} path={'/nn-user/zc'} />
      <PageIntro eyebrow={'客户服务'} title={'联系客服'} lead={'兑换失败、订单异常或账号问题？联系在线客服，我们会尽快处理。'} />
      <ServiceContact />
      <InfoCards items={ITEMS} />
    </MenuLayout>
  );
}
