import { JointActivityLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ITEMS: readonly InfoCard[] = [
  { title: '中秋排行榜', text: '活动期间累计加速时长排名。' },
  { title: '团圆好礼', text: '榜单前列可获会员与实物奖励。' },
];

export default function MidAutumnPage() {
  const meta = PAGE_META['/zqj'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path={'/zqj'} />
      <PageIntro tone="dark" eyebrow={'节日活动'} title={'中秋活动'} lead={'中秋团圆季：参与排行榜与抽奖，赢取节日好礼。'} />
      <InfoCards tone="dark" items={ITEMS} />
    </JointActivityLayout>
  );
}
