import { JointActivityLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ITEMS: readonly InfoCard[] = [
  { title: '国庆礼享', text: '充值抽奖、宝箱与邀请。', href: '/gqlx' },
  { title: '全民GOGO', text: '每日任务赢好礼。', href: '/qmgogo' },
  { title: '红包活动', text: '每日领红包。', href: '/acts/redenvelope' },
];

export default function ActivityCenterPage() {
  const meta = PAGE_META['/nn/activity'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path={'/nn/activity'} />
      <PageIntro tone="dark" eyebrow={'活动中心'} title={meta.title.split(' - ')[0]} lead={'正在进行的福利活动一览，点击进入活动页参与。'} />
      <InfoCards tone="dark" heading={'进行中的活动'} items={ITEMS} />
    </JointActivityLayout>
  );
}
