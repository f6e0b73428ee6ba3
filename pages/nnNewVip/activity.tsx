import { JointActivityLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ITEMS: readonly InfoCard[] = [
  { title: '专属礼包', text: '开通即送加速时长。' },
  { title: '限时折扣', text: '续费享新会员价。' },
];

export default function NewVipActivityPage() {
  const meta = PAGE_META['/nnNewVip/activity'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path={'/nnNewVip/activity'} />
      <PageIntro tone="dark" eyebrow={'会员活动'} title={'新会员专享'} lead={'新开通电竞会员的玩家专享福利，登录后查看你的专属权益。'} />
      <InfoCards tone="dark" items={ITEMS} />
    </JointActivityLayout>
  );
}
