import { JointActivityLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ITEMS: readonly InfoCard[] = [
  { title: '开通好礼', text: '首次开通额外赠送时长。' },
  { title: '会员权益', text: '专享线路与多设备加速。', href: '/nnpay' },
];

export default function NoVipActivityPage() {
  const meta = PAGE_META['/nnNewVip/activity-novip'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path={'/nnNewVip/activity-novip'} />
      <PageIntro tone="dark" eyebrow={'会员活动'} title={'开通会员享好礼'} lead={'还不是会员？现在开通电竞会员，领取开通好礼。'} />
      <InfoCards tone="dark" items={ITEMS} />
    </JointActivityLayout>
  );
}
