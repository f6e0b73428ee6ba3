import { JointActivityLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ITEMS: readonly InfoCard[] = [
  { title: '充值抽奖', text: '活动期间充值即可获得抽奖次数。' },
  { title: '宝箱奖池', text: '开启宝箱，赢取会员时长与周边。' },
  { title: '邀请好友', text: '邀请好友注册，双方均得奖励。' },
];

export default function GqlxPage() {
  const meta = PAGE_META['/gqlx'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path={'/gqlx'} />
      <PageIntro tone="dark" eyebrow={'限时活动'} title={'国庆礼享'} lead={'充值抽奖、宝箱奖池与邀请好友，赢取会员时长与实物好礼；登录后参与。'} />
      <InfoCards tone="dark" heading={'活动玩法'} items={ITEMS} />
    </JointActivityLayout>
  );
}
