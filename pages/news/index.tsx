import { DefaultLayout, Seo } from '@/components/layout';
import { InfoCards, type InfoCard } from '@/components/ui/info-cards';
import { PageIntro } from '@/components/ui/page-intro';
import { PAGE_META } from '@/lib/routes';

const ITEMS: readonly InfoCard[] = [
  { title: '产品公告', text: '服务调整、维护通知与重要说明。' },
  { title: '版本更新', text: '客户端新版本的功能与修复记录。' },
  { title: '游戏新闻', text: '热门游戏的开服、更新与赛事消息。' },
];

export default function NewsPage() {
  const meta = PAGE_META['/news'];
  return (
    <DefaultLayout>
      <Seo title={meta.title} description={meta.description} path={'/news'} />
      <PageIntro eyebrow={'新闻资讯'} title={meta.title.split(' - ')[0]} lead={'产品公告、版本更新、游戏新闻与活动动态，都在这里。'} />
      <InfoCards heading={'资讯栏目'} items={ITEMS} />
    </DefaultLayout>
  );
}
