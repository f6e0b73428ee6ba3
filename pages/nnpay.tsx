import { DefaultLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ITEMS: readonly InfoCard[] = [
  { title: '电竞会员', text: '会员专享高速线路与多设备加速。' },
  { title: 'N币充值', text: 'N币可用于开通会员与购买活动商品。' },
  { title: '订单与发票', text: '在个人中心查看订单状态。', href: '/nn-user/userCenter' },
];

export default function PayPage() {
  const meta = PAGE_META['/nnpay'];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path={'/nnpay'} />
      <PageIntro eyebrow={'会员中心'} title={'会员充值'} lead={'开通电竞会员、充值 N币，支持扫码支付；登录后即可选择套餐。'} />
      <InfoCards heading={'充值项目'} items={ITEMS} />
    </DefaultLayout>
  );
}
