import { JointActivityLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ITEMS: readonly InfoCard[] = [
  { title: '赛事赛程', text: '报名时间、比赛场次与地点。' },
  { title: '观赛福利', text: '到场与线上观赛均可领取加速时长。' },
];

export default function HuyaOfflinePage() {
  const meta = PAGE_META['/offlinehuyagogo'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path={'/offlinehuyagogo'} />
      <PageIntro tone="dark" eyebrow={'线下赛事'} title={'虎牙线下赛'} lead={'NN加速器联合虎牙举办的线下赛事活动页，赛程与福利将在此公布。'} />
      <InfoCards tone="dark" items={ITEMS} />
    </JointActivityLayout>
  );
}
