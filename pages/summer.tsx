import { JointActivityLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ITEMS: readonly InfoCard[] = [
  { title: '会员折扣', text: '暑期开通电竞会员享优惠价。' },
  { title: '充值好礼', text: '充值 N币赠送额外时长。' },
];

export default function SummerPage() {
  const meta = PAGE_META['/summer'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path={'/summer'} />
      <PageIntro tone="dark" eyebrow={'限时特惠'} title={'暑期特惠'} lead={'暑期会员限时折扣与充值好礼，陪你畅玩整个假期。'} />
      <InfoCards tone="dark" items={ITEMS} />
    </JointActivityLayout>
  );
}
