import { JointActivityLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ITEMS: readonly InfoCard[] = [
  { title: '每日任务', text: '每天完成任务获得抽奖机会。' },
  { title: '奖品一览', text: '会员时长、N币与定制周边。' },
];

export default function QmgogoPage() {
  const meta = PAGE_META['/qmgogo'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path={'/qmgogo'} />
      <PageIntro tone="dark" eyebrow={'全民活动'} title={'全民GOGO'} lead={'人人可参与的全民GOGO活动：完成任务即有机会赢取会员时长与周边。'} />
      <InfoCards tone="dark" items={ITEMS} />
    </JointActivityLayout>
  );
}
