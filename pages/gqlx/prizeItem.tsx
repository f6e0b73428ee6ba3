import { JointActivityLayout, Seo } from '@/components/layout';
import { Notice } from '@/components/ui/notice';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

export default function GqlxPrizePage() {
  const meta = PAGE_META['/gqlx/prizeItem'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path={'/gqlx/prizeItem'} />
      <PageIntro tone="dark" eyebrow={'国庆礼享'} title={'我的奖品'} lead={'查看你在国庆礼享活动中获得的奖品、领取状态与收货地址。'} />
      <Notice title={'登录后查看奖品'}><p>奖品记录与收货地址需要登录后查看。</p></Notice>
    </JointActivityLayout>
  );
}
