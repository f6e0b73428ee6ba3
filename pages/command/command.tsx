import { JointActivityLayout, Seo } from '@/components/layout';
import { Notice } from '@/components/ui/notice';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

export default function CommandPage() {
  const meta = PAGE_META['/command/command'];
  return (
    <JointActivityLayout>
      <Seo title={meta.title} description={meta.description} path={'/command/command'} />
      <PageIntro tone="dark" eyebrow={'福利兑换'} title={'口令兑换'} lead={'输入活动口令，兑换会员时长与福利；口令可在官方公众号、直播间获取。'} />
      <Notice title={'登录后兑换'}><p>兑换需要登录账号，每个口令每个账号限兑一次。</p></Notice>
    </JointActivityLayout>
  );
}
