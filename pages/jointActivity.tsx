import { JointActivityLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ITEMS: readonly InfoCard[] = [
  { title: '厂商联动', text: '与热门游戏联合推出的加速福利。' },
  { title: '直播平台', text: '与直播平台合作的观赛福利。' },
];

export default function JointActivityPage() {
  const meta = PAGE_META['/jointActivity'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path={'/jointActivity'} />
      <PageIntro tone="dark" eyebrow={'联合活动'} title={meta.title.split(' - ')[0]} lead={'NN加速器与游戏厂商、直播平台联合推出的福利活动汇总。'} />
      <InfoCards tone="dark" heading={'活动类型'} items={ITEMS} />
    </JointActivityLayout>
  );
}
