import { JointActivityLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ITEMS: readonly InfoCard[] = [
  { title: '每日红包', text: '每天登录即可领取一次。' },
  { title: '红包抵扣', text: '开通会员或充值时自动抵扣。' },
];

export default function RedEnvelopePage() {
  const meta = PAGE_META['/acts/redenvelope'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path={'/acts/redenvelope'} />
      <PageIntro tone="dark" eyebrow={'福利活动'} title={'红包活动'} lead={'每日登录领红包，红包可抵扣会员与 N币充值。'} />
      <InfoCards tone="dark" items={ITEMS} />
    </JointActivityLayout>
  );
}
